import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlogComment, BlogPost, CommentInput } from "../../../shared/blog";
import { getJson, sendJson } from "../../lib/api";
import { articleQueryKey } from "./use-article";

export function commentsQueryKey(id: string) {
  return ["/api/blog", id, "comments"] as const;
}

/** The article's comments, oldest first (docs/blog-api.md). */
export function useComments(id: string) {
  return useQuery({
    queryKey: commentsQueryKey(id),
    queryFn: () => getJson<BlogComment[]>(`/api/blog/${encodeURIComponent(id)}/comments`),
    staleTime: 0,
  });
}

/** Posting appends the comment and bumps the article's count; deleting does the reverse. */
export function useCommentMutations(id: string) {
  const queryClient = useQueryClient();

  function adjustCount(delta: number) {
    queryClient.setQueryData<BlogPost>(articleQueryKey(id), (post) =>
      post ? { ...post, comments: Math.max(0, post.comments + delta) } : post,
    );
  }

  const addComment = useMutation({
    mutationFn: (input: CommentInput) =>
      sendJson<BlogComment>("POST", `/api/blog/${encodeURIComponent(id)}/comments`, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<BlogComment[]>(commentsQueryKey(id), (list) => [
        ...(list ?? []),
        comment,
      ]);
      adjustCount(1);
    },
  });

  const deleteComment = useMutation({
    mutationFn: (commentId: number) =>
      sendJson<{ ok: true }>("DELETE", `/api/comments/${commentId}`),
    onSuccess: (_reply, commentId) => {
      queryClient.setQueryData<BlogComment[]>(commentsQueryKey(id), (list) =>
        list?.filter((comment) => comment.id !== commentId),
      );
      adjustCount(-1);
    },
  });

  return { addComment, deleteComment };
}
