import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BlogCategory, CategoryPostsReply } from "../../../shared/blog";
import { getJson } from "../../lib/api";

/**
 * Spec 001 §7 names these query keys; the data now comes from the server (docs/blog-api.md)
 * instead of being fixed in the client.
 */
export const BLOG_CATEGORIES_QUERY_KEY = ["/api/blog/categories"] as const;

export function categoryQueryKey(slug: string) {
  return ["/api/blog/categories", slug] as const;
}

export function categoryPostsQueryKey(slug: string, page: number) {
  return ["/api/blog/categories", slug, "posts", page] as const;
}

export function useBlogCategories() {
  return useQuery({
    queryKey: BLOG_CATEGORIES_QUERY_KEY,
    queryFn: () => getJson<BlogCategory[]>("/api/blog/categories"),
  });
}

export function useBlogCategory(slug: string) {
  return useQuery({
    queryKey: categoryQueryKey(slug),
    queryFn: () => getJson<BlogCategory>(`/api/blog/categories/${encodeURIComponent(slug)}`),
  });
}

export function useCategoryPosts(slug: string, page: number) {
  return useQuery({
    queryKey: categoryPostsQueryKey(slug, page),
    queryFn: () =>
      getJson<CategoryPostsReply>(
        `/api/blog/categories/${encodeURIComponent(slug)}/posts?page=${page}`,
      ),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
