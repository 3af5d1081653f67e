import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { LiveEvent } from "../../../shared/notifications";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";

// The connection code loads after the first render, not with the header's first view.
const loadConnection = () => import("./live-events-connection");

export type ReplyEvent = Extract<LiveEvent, { type: "reply" }>;

/**
 * The session this page was signed in with has ended (signed out everywhere, suspended,
 * deleted): the header reads who is signed in again and shows the member signed out, and a
 * reason the member should know (a suspension, until when) is shown.
 */
export function handleSignedOut(queryClient: QueryClient, message: string | null): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  if (message) toast({ title: "Signed out", description: message, variant: "destructive" });
}

/**
 * Live events for a component: the signed-in member's unread count goes straight into the
 * query cache (the bell rises without a reload), and with `threadId` each new reply of that
 * discussion calls `onReply`. The page shares one connection with the header (see
 * live-events-connection.ts); it closes when the last listener unmounts.
 *
 *     useLiveEvents({ threadId, onReply: (event) => refreshReplies(event.replyId) });
 */
export function useLiveEvents(
  options: {
    threadId?: number;
    onReply?: (event: ReplyEvent) => void;
    enabled?: boolean;
    /** The signed-in member (the bell passes it; see LiveListener.viewerId). */
    viewerId?: number;
  } = {},
): void {
  const { threadId, viewerId, enabled = true } = options;
  const queryClient = useQueryClient();
  const onReply = useRef(options.onReply);
  onReply.current = options.onReply;

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    void loadConnection().then(({ addLiveListener }) => {
      if (isUnmounted) return;
      stop = addLiveListener({
        threadId,
        viewerId,
        onEvent(event) {
          if (event.type === "signed-out") {
            handleSignedOut(queryClient, event.message);
          } else if (event.type === "unread") {
            // A read of the count still in flight was answered before this event was sent:
            // left to finish, it would put its older number over this one (the first read
            // and the stream's first events often arrive together while the page starts).
            void queryClient.cancelQueries({ queryKey: queryKeys.notifications.unreadCount });
            const previous = queryClient.getQueryData<{ unreadCount: number }>(
              queryKeys.notifications.unreadCount,
            );
            queryClient.setQueryData(queryKeys.notifications.unreadCount, {
              unreadCount: event.unreadCount,
            });
            // A new notification: the list is read again when it is next shown (or now, if open).
            if (previous?.unreadCount !== event.unreadCount)
              void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list });
          } else if (event.threadId === threadId) {
            onReply.current?.(event);
          }
        },
      });
    });
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [enabled, threadId, viewerId, queryClient]);
}
