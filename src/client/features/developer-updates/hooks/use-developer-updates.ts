import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { uniqueById } from "../../../lib/unique-by-id";
import { type DeveloperUpdateFilters, updatesListSearch } from "../developer-updates-params";

export const UPDATES_FAILED_MESSAGE = "Failed to load developer updates";
/** A list read a minute ago is read again when the page is opened anew. */
const UPDATES_STALE_TIME_MS = 60_000;

/** The updates a filter asks for, newest first, a page at a time; further pages by cursor. */
export function developerUpdatesQuery(filters: DeveloperUpdateFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.developerUpdates.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const query = updatesListSearch(filters, pageParam);
      // The schema (and zod) loads with the first read in the browser; the first view's list
      // comes in the page's HTML.
      return getJson(`/api/developer-updates${query ? `?${query}` : ""}`, () =>
        import("../../../../shared/developer-updates").then((m) => m.developerUpdatesReplySchema),
      ).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new Error(UPDATES_FAILED_MESSAGE, { cause: error });
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: UPDATES_STALE_TIME_MS,
    retry: retryFailures(2),
  });
}

export function useDeveloperUpdates(filters: DeveloperUpdateFilters) {
  const query = useInfiniteQuery(developerUpdatesQuery(filters));
  const updates = useMemo(
    () => uniqueById(query.data?.pages.flatMap((page) => page.updates) ?? []),
    [query.data],
  );
  return { query, updates };
}
