import { useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** The bell's number. Live events keep it current; this read gives the first value. */
export function useUnreadCount(enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.notifications.unreadCount,
    queryFn: () =>
      getJson("/api/notifications/unread-count", () =>
        import("../../../shared/notifications").then((m) => m.unreadCountReplySchema),
      ),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.unreadCount ?? 0;
}
