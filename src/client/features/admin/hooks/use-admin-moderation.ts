import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import {
  type FeedbackStatus,
  feedbackItemReplySchema,
  feedbackListReplySchema,
  feedbackOpenFlagsReplySchema,
  type UpdateFeedback,
} from "../../../../shared/feedback";
import { openFlagsReplySchema } from "../../../../shared/forum";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "./use-refresh-admin";

export type FlagAction = "keep" | "hide" | "delete";

/** GET /api/forum/flags: one entry per flagged discussion or reply. */
export function useForumFlags() {
  return useQuery({
    queryKey: queryKeys.forum.flags,
    queryFn: () => getJson(adminEndpoints.forumFlags, openFlagsReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** GET /api/community-feedback/flags: one entry per reported feedback item or comment. */
export function useFeedbackFlags() {
  return useQuery({
    queryKey: queryKeys.feedbackFlags,
    queryFn: () => getJson(adminEndpoints.feedbackFlags, feedbackOpenFlagsReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** Keep, hide or delete a flagged post: resolves every open flag of it. */
export function useResolveFlag(area: "forum" | "feedback") {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: FlagAction }) =>
      sendJson(
        "POST",
        area === "forum"
          ? adminEndpoints.forumFlagResolve(id)
          : adminEndpoints.feedbackFlagResolve(id),
        { action },
      ),
    onSettled: () =>
      area === "forum"
        ? refresh(queryKeys.forum.all)
        : refresh(queryKeys.feedback.all, queryKeys.feedbackFlags),
  });
}

/** The triage list's view: every item not settled and unanswered, or one status. */
export type TriageView = "awaiting" | FeedbackStatus | "all";

/** GET /api/community-feedback?status=, newest first, by cursor. */
export function useTriageList(view: TriageView) {
  const status = view === "awaiting" ? "all" : view;
  return useInfiniteQuery({
    queryKey: [...queryKeys.feedback.lists, "admin-triage", status] as const,
    queryFn: ({ pageParam }) =>
      getJson(adminEndpoints.feedbackList({ status, cursor: pageParam }), feedbackListReplySchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** PATCH /api/community-feedback/:id: the status and/or the developer response. */
export function useUpdateFeedback() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: UpdateFeedback }) => {
      const url = adminEndpoints.feedbackItem(id);
      return parseReply(url, feedbackItemReplySchema, await sendJson("PATCH", url, patch));
    },
    onSettled: () => refresh(queryKeys.feedback.all, queryKeys.roadmap),
  });
}
