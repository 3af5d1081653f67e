import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BlogPost, BookmarkReply } from "../../../../shared/blog";
import { sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";
import { isUnauthorized, useLikePost } from "./use-like-post";

interface Snapshot {
  previous: BlogPost | undefined;
}

/**
 * Like and bookmark toggles of the article page: the page flips at once, then takes the
 * server's answer; a failure puts the previous state back. The like is the site's one like
 * mutation (useLikePost), shared with the cards.
 */
export function useArticleReactions(
  id: string,
  onSignInRequired: (reason: "like" | "bookmark") => void,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.blog.article(id);

  const like = useLikePost({ onSignInRequired: () => onSignInRequired("like") });

  const bookmark = useMutation<BookmarkReply, Error, void, Snapshot>({
    mutationFn: () =>
      sendJson<BookmarkReply>("POST", `/api/blog/${encodeURIComponent(id)}/bookmark`),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<BlogPost>(key);
      if (previous) {
        queryClient.setQueryData<BlogPost>(key, {
          ...previous,
          isBookmarked: !previous.isBookmarked,
        });
      }
      return { previous };
    },
    onSuccess: (reply) => {
      const current = queryClient.getQueryData<BlogPost>(key);
      if (current)
        queryClient.setQueryData<BlogPost>(key, { ...current, isBookmarked: reply.bookmarked });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks });
      toast(
        reply.bookmarked
          ? { title: "Bookmarked!", description: "Article saved to your bookmarks" }
          : { title: "Bookmark removed" },
      );
    },
    onError: (error, _variables, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData<BlogPost>(key, snapshot.previous);
      if (isUnauthorized(error)) onSignInRequired("bookmark");
      else
        toast({ title: "Error", description: "Failed to update bookmark", variant: "destructive" });
    },
  });

  return { like, bookmark };
}
