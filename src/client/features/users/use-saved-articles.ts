import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";

/** The signed-in user's bookmarked articles, most recently saved first. */
export function useSavedArticles() {
  return useQuery({
    queryKey: queryKeys.bookmarks,
    queryFn: () =>
      getJson("/api/bookmarks", () =>
        import("../../../shared/blog").then((m) => m.bookmarksReplySchema),
      ),
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookmarks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.blog.all });
    },
    onError: () =>
      toast({ title: "Error", description: "Failed to update bookmark", variant: "destructive" }),
  });
}
