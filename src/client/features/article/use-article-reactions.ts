import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPost } from "../../../shared/blog";
import { ApiError, sendJson } from "../../lib/api";
import { toast } from "../../lib/toast";
import { articleQueryKey } from "./use-article";

interface LikeReply {
  liked: boolean;
  likes: number;
}
interface BookmarkReply {
  bookmarked: boolean;
}
interface Snapshot {
  previous: BlogPost | undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Like and bookmark toggles (spec 000 §4 "Like", "Bookmark"): the page flips at once (count ±1),
 * then takes the server's answer; a failure puts the previous state back.
 */
export function useArticleReactions(
  id: string,
  onSignInRequired: (reason: "like" | "bookmark") => void,
) {
  const queryClient = useQueryClient();
  const key = articleQueryKey(id);

  async function patchPost(change: (post: BlogPost) => BlogPost): Promise<Snapshot> {
    await queryClient.cancelQueries({ queryKey: key, exact: true });
    const previous = queryClient.getQueryData<BlogPost>(key);
    if (previous) queryClient.setQueryData<BlogPost>(key, change(previous));
    return { previous };
  }

  function restore(snapshot: Snapshot | undefined) {
    if (snapshot?.previous) queryClient.setQueryData<BlogPost>(key, snapshot.previous);
  }

  const like = useMutation<LikeReply, Error, void, Snapshot>({
    mutationFn: () => sendJson<LikeReply>("POST", `/api/blog/${encodeURIComponent(id)}/like`),
    onMutate: () =>
      patchPost((post) => ({
        ...post,
        isLiked: !post.isLiked,
        likes: Math.max(0, post.likes + (post.isLiked ? -1 : 1)),
      })),
    onSuccess: (reply) => {
      const current = queryClient.getQueryData<BlogPost>(key);
      if (current) {
        queryClient.setQueryData<BlogPost>(key, {
          ...current,
          isLiked: reply.liked,
          likes: reply.likes,
        });
      }
      toast(
        reply.liked
          ? { title: "Liked!", description: "Thanks for liking this article!" }
          : { title: "Like removed" },
      );
    },
    onError: (error, _variables, snapshot) => {
      restore(snapshot);
      if (isUnauthorized(error)) onSignInRequired("like");
      // Spec 000 §8 "Like failure".
      else toast({ title: "Error", description: "Failed to update like", variant: "destructive" });
    },
  });

  const bookmark = useMutation<BookmarkReply, Error, void, Snapshot>({
    mutationFn: () =>
      sendJson<BookmarkReply>("POST", `/api/blog/${encodeURIComponent(id)}/bookmark`),
    onMutate: () => patchPost((post) => ({ ...post, isBookmarked: !post.isBookmarked })),
    onSuccess: (reply) => {
      const current = queryClient.getQueryData<BlogPost>(key);
      if (current)
        queryClient.setQueryData<BlogPost>(key, { ...current, isBookmarked: reply.bookmarked });
      void queryClient.invalidateQueries({ queryKey: ["/api/bookmarks"] });
      toast(
        reply.bookmarked
          ? { title: "Bookmarked!", description: "Article saved to your bookmarks" }
          : { title: "Bookmark removed" },
      );
    },
    onError: (error, _variables, snapshot) => {
      restore(snapshot);
      if (isUnauthorized(error)) onSignInRequired("bookmark");
      else
        toast({ title: "Error", description: "Failed to update bookmark", variant: "destructive" });
    },
  });

  return { like, bookmark };
}
