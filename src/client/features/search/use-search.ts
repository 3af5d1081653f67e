import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { SearchResult } from "../../../shared/search";
import { SEARCH_ERROR_FALLBACK } from "../../../shared/search-limits";
import { ApiError, getJson } from "../../lib/api";
import { retryFailures } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";
import { type SearchFilters, searchQueryString } from "./search-params";

/** A search read a minute ago is read again when it is opened anew. */
const SEARCH_STALE_TIME_MS = 60_000;

/** The key a result is drawn under: ids are only unique within their type. */
export function resultKey(result: Pick<SearchResult, "contentType" | "id">): string {
  return `${result.contentType}-${result.id}`;
}

/** Content indexed between two page reads can push a result onto the next page: shown once. */
function uniqueResults(results: readonly SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const key = resultKey(result);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The text of the error panel when a search fails: the server's own message
 * when it sent one (`{ "error": "..." }`), else the error's message, else the fallback.
 */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message.trim()) return error.message;
  return SEARCH_ERROR_FALLBACK;
}

/**
 * GET /api/search for a query, tab and filters; further pages by cursor ("Load more"). A
 * search without a query sends no request.
 */
export function searchQuery(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.search.results(filters),
    queryFn: ({ pageParam }) =>
      // The schema (and zod) loads with the first read in the browser; the first view's
      // results come in the page's HTML.
      getJson(`/api/search?${searchQueryString(filters, pageParam)}`, () =>
        import("../../../shared/search").then((m) => m.searchReplySchema),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled: filters.q !== "",
    staleTime: SEARCH_STALE_TIME_MS,
    retry: retryFailures(1),
    // Another tab or filter of the same query keeps the last reply as a placeholder, so the
    // tabs keep their counts while the new results load; a new query starts afresh.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as SearchFilters | undefined)?.q === filters.q
        ? previous
        : undefined,
  });
}

export function useSearch(filters: SearchFilters) {
  const query = useInfiniteQuery(searchQuery(filters));
  const firstPage = query.data?.pages[0];
  const results = useMemo(
    () => uniqueResults(query.data?.pages.flatMap((page) => page.results) ?? []),
    [query.data],
  );
  return {
    query,
    /** The results of this search, or none while a placeholder stands in for them. */
    results: query.isPlaceholderData ? [] : results,
    /** From the first page: every tab's count and the open tab's tags. */
    facets: firstPage?.facets,
    total: firstPage?.total ?? 0,
    correctedQuery: firstPage?.correctedQuery ?? null,
    /** Results are on their way: nothing yet, or a placeholder from another tab or filter. */
    isLoading: query.isPending || query.isPlaceholderData,
  };
}
