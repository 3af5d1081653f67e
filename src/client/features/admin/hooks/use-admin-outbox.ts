import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import {
  type AdminMailStatus,
  adminOutboxReplySchema,
  adminOutboxRetryReplySchema,
} from "../../../../shared/admin-mail";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { adminEndpoints } from "../admin-endpoints";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "./use-refresh-admin";

/** GET /api/admin/outbox?status=, newest first, with the counts of every status. */
export function useAdminOutbox(status: AdminMailStatus | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.outboxList(status ?? "all"),
    queryFn: ({ pageParam }) =>
      getJson(
        adminEndpoints.outbox({ status: status ?? undefined, cursor: pageParam }),
        adminOutboxReplySchema,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/** POST /api/admin/outbox/:id/retry: a failed message goes back in the queue. */
export function useRetryMail() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: async (id: number) => {
      const url = adminEndpoints.outboxRetry(id);
      return parseReply(url, adminOutboxRetryReplySchema, await sendJson("POST", url));
    },
    onSettled: () => refresh(queryKeys.admin.outbox),
  });
}
