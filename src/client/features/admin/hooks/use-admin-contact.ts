import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { type ContactReplyInput, contactReplySentSchema } from "../../../../shared/admin-contact";
import { contactMessageReplySchema, contactMessagesReplySchema } from "../../../../shared/contact";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "./use-refresh-admin";

export const CONTACT_VIEWS = ["open", "handled", "all"] as const;
export type ContactView = (typeof CONTACT_VIEWS)[number];

/** GET /api/contact-messages?status=&cursor=, newest first; "Load more" reads the next page. */
export function useContactMessages(status: ContactView) {
  return useInfiniteQuery({
    queryKey: queryKeys.contactMessages.list(status),
    queryFn: ({ pageParam }) =>
      getJson(
        adminEndpoints.contactMessages({ status, cursor: pageParam }),
        contactMessagesReplySchema,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

export function useMarkHandled() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (id: number) => {
      const url = adminEndpoints.contactHandled(id);
      return parseReply(url, contactMessageReplySchema, await sendJson("POST", url));
    },
    onSettled: () => refresh(queryKeys.contactMessages.all),
  });
}

/** POST /api/contact-messages/:id/reply: the answer goes out by e-mail; the message is handled. */
export function useReplyToContact(id: number) {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (input: ContactReplyInput) => {
      const url = adminEndpoints.contactReply(id);
      return parseReply(url, contactReplySentSchema, await sendJson("POST", url, input));
    },
    onSettled: () => refresh(queryKeys.contactMessages.all, queryKeys.admin.outbox),
  });
}
