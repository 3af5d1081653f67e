import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { blogCategorySchema, categoryPostsReplySchema } from "../../../shared/blog";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

export function useBlogCategories() {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: () => getJson("/api/blog/categories", z.array(blogCategorySchema)),
  });
}

export function useBlogCategory(slug: string) {
  return useQuery({
    queryKey: queryKeys.categories.one(slug),
    queryFn: () => getJson(`/api/blog/categories/${encodeURIComponent(slug)}`, blogCategorySchema),
  });
}

export function useCategoryPosts(slug: string, page: number) {
  return useQuery({
    queryKey: queryKeys.categories.posts(slug, page),
    queryFn: () =>
      getJson(
        `/api/blog/categories/${encodeURIComponent(slug)}/posts?page=${page}`,
        categoryPostsReplySchema,
      ),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
