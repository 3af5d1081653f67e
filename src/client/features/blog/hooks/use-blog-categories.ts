import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The shared schemas load with the first read (see getJson). */
const blogSchemas = () => import("../../../../shared/blog");

export function blogCategoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.categories.all,
    queryFn: () =>
      getJson("/api/blog/categories", () =>
        blogSchemas().then((m) => m.blogCategorySchema.array()),
      ),
  });
}

export function useBlogCategories() {
  return useQuery(blogCategoriesQuery());
}

export function blogCategoryQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.categories.one(slug),
    queryFn: () =>
      getJson(`/api/blog/categories/${encodeURIComponent(slug)}`, () =>
        blogSchemas().then((m) => m.blogCategorySchema),
      ),
  });
}

export function useBlogCategory(slug: string) {
  return useQuery(blogCategoryQuery(slug));
}

export function categoryPostsQuery(slug: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.categories.posts(slug, page),
    queryFn: () =>
      getJson(`/api/blog/categories/${encodeURIComponent(slug)}/posts?page=${page}`, () =>
        blogSchemas().then((m) => m.categoryPostsReplySchema),
      ),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCategoryPosts(slug: string, page: number) {
  return useQuery(categoryPostsQuery(slug, page));
}
