import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RepliesPage } from "../../../shared/forum";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import type { RepliesData } from "./use-thread";

/**
 * New replies of the open discussion arrive without a reload: the server pushes a `reply`
 * event (GET /api/events?threadId=, Server-Sent Events) and the page reads the last page of
 * replies again, which holds the new one. A reader who has not reached the end yet only sees
 * the count grow; "Load more" brings the rest. EventSource reconnects by itself after a drop.
 */
export function useLiveReplies(threadId: number) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/events?threadId=${threadId}`);
    let pending: Promise<void> | null = null;
    let again = false;

    async function refreshLastPage() {
      const key = queryKeys.forum.replies(threadId);
      const data = queryClient.getQueryData<RepliesData>(key);
      if (!data || data.pages.length === 0) return;
      const lastIndex = data.pages.length - 1;
      const param = data.pageParams[lastIndex];
      const cursor = typeof param === "string" ? param : null;
      const page = await getJson(
        `/api/forum/threads/${threadId}/replies${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
        () => import("../../../shared/forum").then((m) => m.repliesPageSchema),
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

    function handleReply(event: MessageEvent<string>) {
      let message: { threadId?: unknown; replyId?: unknown };
      try {
        message = JSON.parse(event.data) as typeof message;
      } catch {
        return;
      }
      if (message.threadId !== threadId) return;
      const data = queryClient.getQueryData<RepliesData>(queryKeys.forum.replies(threadId));
      const isKnown = data?.pages.some((page) =>
        page.replies.some((reply) => reply.id === message.replyId),
      );
      if (isKnown) return;
      // One read at a time; replies that arrive meanwhile are picked up by one more read.
      if (pending) {
        again = true;
        return;
      }
      const run = async (): Promise<void> => {
        try {
          await refreshLastPage();
        } catch {
          // The next event, or a reload, brings the reply; nothing to tell the reader.
        }
        if (again) {
          again = false;
          return run();
        }
      };
      pending = run().finally(() => {
        pending = null;
      });
    }

    source.addEventListener("reply", handleReply as EventListener);
    return () => {
      source.removeEventListener("reply", handleReply as EventListener);
      source.close();
    };
  }, [queryClient, threadId]);
}
