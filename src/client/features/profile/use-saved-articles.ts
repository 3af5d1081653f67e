import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlogPost } from "../../../shared/blog";
import { getJson, sendJson } from "../../lib/api";
import { toast } from "../../lib/toast";

export const SAVED_ARTICLES_KEY = ["/api/bookmarks"] as const;

/** The signed-in user's bookmarked articles, most recently saved first. */
export function useSavedArticles() {
  return useQuery({
    queryKey: SAVED_ARTICLES_KEY,
    queryFn: () => getJson<BlogPost[]>("/api/bookmarks"),
  });
}

/** Removing a saved article is the same toggle as on the article page. */
export function useRemoveSavedArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) =>
      sendJson<{ bookmarked: boolean }>("POST", `/api/blog/${postId}/bookmark`),
    onSuccess: () => {
      toast({ title: "Bookmark removed" });
      void queryClient.invalidateQueries({ queryKey: SAVED_ARTICLES_KEY });
      void queryClient.invalidateQueries({ queryKey: ["/api/blog"] });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to update bookmark", variant: "destructive" }),
  });
}
