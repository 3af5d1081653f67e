import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

export const CATEGORIES_FAILED_MESSAGE = "Failed to fetch categories";

/** The forum's categories with their exact counts (the filter, the tab and the dialog read it). */
export function forumCategoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.forum.categories,
    queryFn: ({ signal }) =>
      getJson("/api/forum/categories", () =>
        import("../../../../shared/forum").then((m) => m.forumCategoriesReplySchema),
      ).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new Error(CATEGORIES_FAILED_MESSAGE, { cause: error });
      }),
    staleTime: 60_000,
    retry: retryFailures(2),
  });
}

export function useForumCategories() {
  return useQuery(forumCategoriesQuery());
}
