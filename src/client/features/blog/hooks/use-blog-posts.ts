import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { BLOG_PAGE_SIZE_MAX } from "../../../../shared/blog-limits";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { uniqueById } from "../../../lib/unique-by-id";
import { type BlogFilters, blogListSearch } from "../blog-filters";
import { BLOG_STALE_TIME_MS, LOAD_MORE_MIN_MS } from "../blog-home-constants";

/** Blog home retries up to 3 times, waiting min(attempt * 1000, 5000) ms. */
export function blogRetryDelay(failureCount: number): number {
  // TanStack passes the failures so far (0 before the first retry); the delay rule counts attempts from 1.
  const attempt = failureCount + 1;
  return Math.min(attempt * 1000, 5000);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The blog list, filtered and searched on the server, one page of 100 per step;
 * the next page is asked for with the previous page's cursor.
 */
export function blogPostsQuery(filters: BlogFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.blog.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getJson(
        `/api/blog?${blogListSearch(filters, BLOG_PAGE_SIZE_MAX, pageParam ?? undefined)}`,
        () => import("../../../../shared/blog").then((m) => m.blogListReplySchema),
      ).catch((error: unknown) => {
        if (signal.aborted) throw error;
        // The product names this failure; the status text stays in the cause for debugging.
        throw new Error("Failed to fetch blog posts", { cause: error });
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new filter loads, the previous list stays (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    staleTime: BLOG_STALE_TIME_MS,
    retry: retryFailures(3),
    retryDelay: blogRetryDelay,
  });
}

export function useBlogPosts(filters: BlogFilters) {
  const query = useInfiniteQuery(blogPostsQuery(filters));

  const posts = useMemo(
    () => uniqueById(query.data?.pages.flatMap((page) => page.posts) ?? []),
    [query.data],
  );

  // Loading more lasts at least 800 ms, so the skeletons never just flash.
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const { fetchNextPage } = query;
  const loadMore = useCallback(async () => {
    setIsLoadingMore(true);
    try {
      await Promise.all([fetchNextPage(), wait(LOAD_MORE_MIN_MS)]);
    } finally {
      setIsLoadingMore(false);
    }
  }, [fetchNextPage]);

  return {
    query,
    posts,
    total: query.data?.pages.at(-1)?.total ?? posts.length,
    hasMore: query.hasNextPage,
    isLoadingMore: isLoadingMore || query.isFetchingNextPage,
    loadMore,
  };
}
