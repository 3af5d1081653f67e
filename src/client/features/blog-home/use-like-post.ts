import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogListReply } from "../../../shared/blog";
import { sendJson } from "../../lib/api";
import { toast } from "../../lib/toast";
import { BLOG_LIST_KEY } from "./use-blog-posts";

interface LikeReply {
  liked: boolean;
  likes: number;
}

/**
 * POST /api/blog/:id/like toggles the reader's like; the answer's count is written into every
 * cached blog list so the same post shows the same count wherever it appears.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => sendJson<LikeReply>("POST", `/api/blog/${postId}/like`),
    onSuccess: (reply, postId) => {
      queryClient.setQueriesData<InfiniteData<BlogListReply>>(
        { queryKey: BLOG_LIST_KEY },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              posts: page.posts.map((post) =>
                post.id === postId ? { ...post, isLiked: reply.liked, likes: reply.likes } : post,
              ),
            })),
          },
      );
      // Other views (home, article page) read their own queries: let them refetch when shown.
      void queryClient.invalidateQueries({
        queryKey: ["/api/blog"],
        predicate: (query) => query.queryKey[1] !== BLOG_LIST_KEY[1],
        refetchType: "none",
      });
      toast(
        reply.liked
          ? { title: "Liked!", description: "Thanks for liking this article!" }
          : { title: "Like removed" },
      );
    },
    onError: () => {
      toast({ title: "Error", description: "Failed to update like", variant: "destructive" });
    },
  });
}
