import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { NotificationsReply } from "../../../shared/notifications";
import { getJson, sendJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

const loadShared = () => import("../../../shared/notifications");

type NotificationPages = InfiniteData<NotificationsReply, string | null>;

/** The list in the bell's menu, newest first, 20 at a time; read when the menu opens. */
export function useNotificationList() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const page = await getJson(
        `/api/notifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        () => loadShared().then((m) => m.notificationsReplySchema),
      );
      queryClient.setQueryData(queryKeys.notifications.unreadCount, {
        unreadCount: page.unreadCount,
      });
      return page;
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** POST /api/notifications/read: some by id, or all; the list and the bell follow at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      sendJson<{ unreadCount: number }>("POST", "/api/notifications/read", which),
    onSuccess: ({ unreadCount }, which) => {
      queryClient.setQueryData(queryKeys.notifications.unreadCount, { unreadCount });
      const isRead = (id: number) => !("ids" in which) || which.ids.includes(id);
      queryClient.setQueryData<NotificationPages>(queryKeys.notifications.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unreadCount,
                notifications: page.notifications.map((item) =>
                  isRead(item.id) ? { ...item, isRead: true } : item,
                ),
              })),
            }
          : data,
      );
    },
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notifications.settings,
    queryFn: () =>
      getJson("/api/notifications/settings", () =>
        loadShared().then((m) => m.notificationSettingsSchema),
      ),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { emailNotifications: boolean }) =>
      sendJson<{ emailNotifications: boolean }>("PUT", "/api/notifications/settings", settings),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notifications.settings, settings),
  });
}
