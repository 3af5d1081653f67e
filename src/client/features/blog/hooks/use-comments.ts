import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BlogComment,
  BlogPost,
  CommentInput,
  PostedCommentReply,
} from "../../../../shared/blog";
import { getJson, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { announceEarnedPoints } from "../../gamification/award-reply";

/**
 * How long a list of comments counts as current. The server sends the comments with the page
 * (the article's pageQueries), and opening it must not ask for them again: that read loaded zod
 * and the blog's schemas in every article's first view. A reader coming back after a minute
 * gets the newer ones; their own comments show at once (useCommentMutations).
 */
const COMMENTS_STALE_TIME_MS = 60_000;

/** The article's comments, oldest first. */
export function commentsQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.blog.comments(id),
    queryFn: () =>
      getJson(`/api/blog/${encodeURIComponent(id)}/comments`, () =>
        import("../../../../shared/blog").then((m) => m.commentReplySchema.array()),
      ),
    staleTime: COMMENTS_STALE_TIME_MS,
  });
}

export function useComments(id: string) {
  return useQuery(commentsQuery(id));
}

/**
 * Posting appends the comment and bumps the article's count; deleting does the reverse. The
 * reply of a post says what the comment earned: `announcePoints` toasts it (after the caller's
 * own 'Comment posted').
 */
export function useCommentMutations(id: string) {
  const queryClient = useQueryClient();

  function adjustCount(delta: number) {
    queryClient.setQueryData<BlogPost>(queryKeys.blog.article(id), (post) =>
      post ? { ...post, comments: Math.max(0, post.comments + delta) } : post,
    );
  }

  const addComment = useMutation({
    mutationFn: (input: CommentInput) =>
      sendJson<PostedCommentReply>("POST", `/api/blog/${encodeURIComponent(id)}/comments`, input),
    onSuccess: ({ award: _award, ...comment }) => {
      queryClient.setQueryData<BlogComment[]>(queryKeys.blog.comments(id), (list) => [
        ...(list ?? []),
        comment,
      ]);
      adjustCount(1);
    },
  });

  function announcePoints(posted: PostedCommentReply) {
    announceEarnedPoints(queryClient, posted.award, "commenting");
  }

  const deleteComment = useMutation({
    mutationFn: (commentId: number) =>
      sendJson<{ ok: true }>("DELETE", `/api/comments/${commentId}`),
    onSuccess: (_reply, commentId) => {
      queryClient.setQueryData<BlogComment[]>(queryKeys.blog.comments(id), (list) =>
        list?.filter((comment) => comment.id !== commentId),
      );
      adjustCount(-1);
      // Deleting a comment takes its points back.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.gamification.all });
    },
  });

  return { addComment, deleteComment, announcePoints };
}
