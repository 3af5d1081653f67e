import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  FeedbackComment,
  FeedbackItemReply,
  UpdateFeedback,
} from "../../../../shared/feedback";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { type AwardReplyLike, announceEarnedPoints } from "../../gamification/award-reply";
import type { CommentsData } from "./use-feedback-item";

/** What can be reported: the item itself or one of its comments. */
export type ReportTarget = { kind: "item"; id: number } | { kind: "comment"; id: number };

function commentUrl(commentId: number): string {
  return `/api/community-feedback/comments/${commentId}`;
}

function reportUrl(target: ReportTarget): string {
  return target.kind === "item"
    ? `/api/community-feedback/${target.id}/flag`
    : `${commentUrl(target.id)}/flag`;
}

/** A new comment, and what it earned when the server says so. */
type PostedComment = FeedbackComment & { award?: AwardReplyLike | null };

/**
 * The writes of the feedback page. Comments are written into the cache from the server's
 * answers; the team's changes (status, response, merge) touch the lists, the roadmap and the
 * Dev Responses tab too, so those read everything again.
 */
export function useFeedbackMutations(feedbackId: number) {
  const queryClient = useQueryClient();
  const itemKey = queryKeys.feedback.item(feedbackId);
  const commentsKey = queryKeys.feedback.comments(feedbackId);

  function patchItem(change: (item: FeedbackItemReply) => FeedbackItemReply) {
    queryClient.setQueryData<FeedbackItemReply>(itemKey, (item) => (item ? change(item) : item));
  }

  function patchComments(change: (comments: FeedbackComment[]) => FeedbackComment[]) {
    queryClient.setQueryData<CommentsData>(commentsKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({ ...page, comments: change(page.comments) })),
          }
        : data,
    );
  }

  /** Appends a comment once, to the last page when that page is the end of the list. */
  function appendComment(comment: FeedbackComment) {
    queryClient.setQueryData<CommentsData>(commentsKey, (data) => {
      if (!data) return data;
      if (data.pages.some((page) => page.comments.some((item) => item.id === comment.id))) {
        return data;
      }
      const pages = [...data.pages];
      const last = pages.at(-1);
      if (last && last.nextCursor === null) {
        pages[pages.length - 1] = { ...last, comments: [...last.comments, comment] };
      }
      return { ...data, pages };
    });
    patchItem((item) => ({ ...item, commentCount: item.commentCount + 1 }));
  }

  const postComment = useMutation({
    mutationFn: (content: string) =>
      sendJson<PostedComment>("POST", `/api/community-feedback/${feedbackId}/comments`, {
        content,
      }),
    onSuccess: ({ award, ...comment }) => {
      appendComment(comment);
      void announceEarnedPoints(queryClient, award, "commenting");
    },
  });

  const updateComment = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      sendJson<FeedbackComment>("PATCH", commentUrl(id), { content }),
    onSuccess: (updated) =>
      patchComments((comments) =>
        comments.map((comment) =>
          comment.id === updated.id ? { ...comment, ...updated } : comment,
        ),
      ),
  });

  const deleteComment = useMutation({
    mutationFn: (id: number) => sendJson<unknown>("DELETE", commentUrl(id)),
    onSuccess: (_reply, id) => {
      patchComments((comments) => comments.filter((comment) => comment.id !== id));
      patchItem((item) => ({ ...item, commentCount: Math.max(0, item.commentCount - 1) }));
      // Deleting a comment takes back what it earned.
      void queryClient.invalidateQueries({ queryKey: queryKeys.gamification.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });

  const report = useMutation({
    mutationFn: ({ target, reason }: { target: ReportTarget; reason: string }) =>
      sendJson<{ flagged: true; hidden: boolean }>("POST", reportUrl(target), { reason }),
  });

  /** Everything that shows feedback reads again: the lists, this item, the roadmap. */
  function refreshEverywhere() {
    void queryClient.invalidateQueries({ queryKey: queryKeys.feedback.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.roadmap });
  }

  const updateItem = useMutation({
    mutationFn: (patch: UpdateFeedback) =>
      sendJson<unknown>("PATCH", `/api/community-feedback/${feedbackId}`, patch),
    onSuccess: refreshEverywhere,
  });

  const merge = useMutation({
    mutationFn: (intoId: number) =>
      sendJson<unknown>("POST", `/api/community-feedback/${feedbackId}/merge`, { intoId }),
    onSuccess: refreshEverywhere,
  });

  return { postComment, updateComment, deleteComment, report, updateItem, merge };
}

export type FeedbackMutations = ReturnType<typeof useFeedbackMutations>;
