import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import {
  adminSubscriberRemovedReplySchema,
  adminSubscribersReplySchema,
  type NewsletterIssueData,
  newsletterIssuePreviewReplySchema,
  newsletterIssueReplySchema,
  newsletterIssueSendReplySchema,
  newsletterIssuesReplySchema,
} from "../../../../shared/admin-newsletter";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "./use-refresh-admin";

/** GET /api/admin/newsletter/subscribers?q=, newest first, by cursor. */
export function useSubscribers(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.subscriberList(q),
    queryFn: ({ pageParam }) =>
      getJson(adminEndpoints.subscribers({ q, cursor: pageParam }), adminSubscribersReplySchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

export function useRemoveSubscriber() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (id: number) => {
      const url = adminEndpoints.subscriber(id);
      return parseReply(url, adminSubscriberRemovedReplySchema, await sendJson("DELETE", url));
    },
    onSettled: () => refresh(queryKeys.admin.subscribers),
  });
}

/** GET /api/admin/newsletter/issues: drafts and sent issues, newest first. */
export function useIssues() {
  return useQuery({
    queryKey: queryKeys.admin.issues,
    queryFn: () => getJson(adminEndpoints.issues, newsletterIssuesReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** Saves a draft: a new one (POST), or changes to an existing one (PUT). */
export function useSaveIssue() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: NewsletterIssueData }) => {
      const url = id === null ? adminEndpoints.issues : adminEndpoints.issue(id);
      return parseReply(
        url,
        newsletterIssueReplySchema,
        await sendJson(id === null ? "POST" : "PUT", url, input),
      );
    },
    onSettled: () => refresh(queryKeys.admin.issues),
  });
}

/** The issue as subscribers will read it, and how many it would go to now. */
export function useIssuePreview(id: number | null) {
  return useQuery({
    queryKey: queryKeys.admin.issuePreview(id ?? 0),
    queryFn: () => getJson(adminEndpoints.issuePreview(id ?? 0), newsletterIssuePreviewReplySchema),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** POST …/send: one mail per confirmed subscriber goes into the outbox. */
export function useSendIssue() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (id: number) => {
      const url = adminEndpoints.issueSend(id);
      return parseReply(url, newsletterIssueSendReplySchema, await sendJson("POST", url));
    },
    onSettled: () => refresh(queryKeys.admin.issues, queryKeys.admin.outbox),
  });
}
