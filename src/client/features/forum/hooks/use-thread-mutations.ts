import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreatedReply,
  CreateReply,
  ForumReply,
  ForumThread,
  UpdateThread,
  VoteReply,
  VoteValue,
} from "../../../../shared/forum";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { announceEarnedPoints, invalidateGamification } from "../../gamification/award-reply";
import type { RepliesData } from "./use-thread";

/** A post of the discussion: the opening post (the thread) or one reply. */
export type PostTarget = { kind: "thread"; id: number } | { kind: "reply"; id: number };

function postUrl(target: PostTarget): string {
  return target.kind === "thread"
    ? `/api/forum/threads/${target.id}`
    : `/api/forum/replies/${target.id}`;
}

/**
 * Every write of the discussion page. Each success writes the server's answer into the cache
 * (the thread, or the reply in whichever page holds it), so nothing is read again.
 */
export function useThreadMutations(threadId: number) {
  const queryClient = useQueryClient();
  const threadKey = queryKeys.forum.thread(threadId);
  const repliesKey = queryKeys.forum.replies(threadId);

  function patchThread(change: (thread: ForumThread) => ForumThread) {
    queryClient.setQueryData<ForumThread>(threadKey, (thread) =>
      thread ? change(thread) : thread,
    );
  }

  function patchReplies(change: (replies: ForumReply[]) => ForumReply[], totalDelta = 0) {
    queryClient.setQueryData<RepliesData>(repliesKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              replies: change(page.replies),
              total: Math.max(0, page.total + totalDelta),
            })),
          }
        : data,
    );
  }

  /** Appends a reply once: to the last page, when that page is the end of the discussion. */
  function appendReply(reply: ForumReply) {
    queryClient.setQueryData<RepliesData>(repliesKey, (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.replies.some((item) => item.id === reply.id))) return data;
      const pages = data.pages.map((page) => ({ ...page, total: page.total + 1 }));
      const last = pages.at(-1);
      if (last && last.nextCursor === null) {
        pages[pages.length - 1] = { ...last, replies: [...last.replies, reply] };
      }
      return { ...data, pages };
    });
    patchThread((thread) => ({
      ...thread,
      replies: thread.replies + 1,
      lastActivityAt: reply.createdAt,
    }));
  }

  const postReply = useMutation({
    mutationFn: (input: CreateReply) =>
      sendJson<CreatedReply>("POST", `/api/forum/threads/${threadId}/replies`, input),
    onSuccess: ({ award: _award, ...reply }) => appendReply(reply),
  });

  const vote = useMutation({
    mutationFn: ({ target, value }: { target: PostTarget; value: VoteValue }) =>
      sendJson<VoteReply>("POST", `${postUrl(target)}/vote`, { value }),
    onSuccess: (counts, { target }) => {
      if (target.kind === "thread") patchThread((thread) => ({ ...thread, ...counts }));
      else
        patchReplies((replies) =>
          replies.map((reply) => (reply.id === target.id ? { ...reply, ...counts } : reply)),
        );
      // A vote given changes nobody's points here; a vote received does, on the author's side.
    },
  });

  const updateThread = useMutation({
    mutationFn: (patch: UpdateThread) =>
      sendJson<ForumThread>("PATCH", `/api/forum/threads/${threadId}`, patch),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadKey, thread);
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.threadLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.categories });
    },
  });

  const updateReply = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      sendJson<ForumReply>("PATCH", `/api/forum/replies/${id}`, { content }),
    onSuccess: (updated) =>
      patchReplies((replies) =>
        replies.map((reply) => (reply.id === updated.id ? updated : reply)),
      ),
  });

  const deletePost = useMutation({
    mutationFn: (target: PostTarget) => sendJson<{ ok: true }>("DELETE", postUrl(target)),
    onSuccess: (_reply, target) => {
      if (target.kind === "reply") {
        patchReplies((replies) => replies.filter((reply) => reply.id !== target.id), -1);
        patchThread((thread) => ({ ...thread, replies: Math.max(0, thread.replies - 1) }));
      } else {
        // The lists and counts; the discussion's own page is left, not read again (a 404).
        void queryClient.invalidateQueries({ queryKey: queryKeys.forum.threadLists });
        void queryClient.invalidateQueries({ queryKey: queryKeys.forum.categories });
      }
      // Deleting a post takes back what it earned.
      invalidateGamification(queryClient);
    },
  });

  const flag = useMutation({
    mutationFn: ({ target, reason }: { target: PostTarget; reason: string }) =>
      sendJson<{ flagged: true; isHidden: boolean }>("POST", `${postUrl(target)}/flag`, {
        reason,
      }),
  });

  function announceReplyPoints(reply: CreatedReply) {
    void announceEarnedPoints(queryClient, reply.award, "replying");
  }

  return {
    postReply,
    vote,
    updateThread,
    updateReply,
    deletePost,
    flag,
    appendReply,
    announceReplyPoints,
  };
}

export type ThreadMutations = ReturnType<typeof useThreadMutations>;
