import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { RepliesPage } from "../../../../shared/forum";
import { getJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { type ReplyEvent, useLiveEvents } from "../../notifications/use-live-events";
import type { RepliesData } from "./use-thread";

/**
 * New replies of the open discussion arrive without a reload: the server pushes a `reply`
 * event (the page's one Server-Sent Events stream, shared with the header's bell) and the
 * page reads the last page of replies again, which holds the new one. A reader who has not
 * reached the end yet only sees the count grow; "Load more" brings the rest.
 */
export function useLiveReplies(threadId: number) {
  const queryClient = useQueryClient();
  const state = useRef<{ pending: Promise<void> | null; again: boolean }>({
    pending: null,
    again: false,
  });

  async function refreshLastPage() {
    const key = queryKeys.forum.replies(threadId);
    const data = queryClient.getQueryData<RepliesData>(key);
    if (!data || data.pages.length === 0) return;
    const lastIndex = data.pages.length - 1;
    const param = data.pageParams[lastIndex];
    const cursor = typeof param === "string" ? param : null;
    const page = await getJson(
      `/api/forum/threads/${threadId}/replies${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
      () => import("../../../../shared/forum").then((m) => m.repliesPageSchema),
    );
    queryClient.setQueryData<RepliesData>(key, (current) => {
      if (!current || current.pages.length !== data.pages.length) return current;
      const pages: RepliesPage[] = current.pages.map((item, index) =>
        index === lastIndex ? page : { ...item, total: page.total },
      );
      return { ...current, pages };
    });
    queryClient.setQueryData(queryKeys.forum.thread(threadId), (thread: unknown) =>
      thread && typeof thread === "object" ? { ...thread, replies: page.total } : thread,
    );
  }

  function handleReply(event: ReplyEvent) {
    const data = queryClient.getQueryData<RepliesData>(queryKeys.forum.replies(threadId));
    const isKnown = data?.pages.some((page) =>
      page.replies.some((reply) => reply.id === event.replyId),
    );
    if (isKnown) return;
    // One read at a time; replies that arrive meanwhile are picked up by one more read.
    const current = state.current;
    if (current.pending) {
      current.again = true;
      return;
    }
    const run = async (): Promise<void> => {
      try {
        await refreshLastPage();
      } catch {
        // The next event, or a reload, brings the reply; nothing to tell the reader.
      }
      if (current.again) {
        current.again = false;
        return run();
      }
    };
    current.pending = run().finally(() => {
      current.pending = null;
    });
  }

  useLiveEvents({ threadId, onReply: handleReply });
}
