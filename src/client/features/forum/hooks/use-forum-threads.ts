import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { uniqueById } from "../../../lib/unique-by-id";
import { type ForumFilters, threadListSearch } from "../forum-params";

export const THREADS_FAILED_MESSAGE = "Failed to fetch threads";
/** A list read a minute ago is read again when the page is opened anew. */
const THREADS_STALE_TIME_MS = 60_000;

/** The discussion list the filters ask for, 20 at a time; further pages by cursor. */
export function forumThreadsQuery(filters: ForumFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.forum.threads(filters),
    queryFn: ({ pageParam, signal }) =>
      getJson(`/api/forum/threads?${threadListSearch(filters, pageParam)}`, () =>
        import("../../../../shared/forum").then((m) => m.threadListReplySchema),
      ).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new Error(THREADS_FAILED_MESSAGE, { cause: error });
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While another filter loads, the previous list stays (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    staleTime: THREADS_STALE_TIME_MS,
    retry: retryFailures(2),
  });
}

export function useForumThreads(filters: ForumFilters) {
  const query = useInfiniteQuery(forumThreadsQuery(filters));
  const threads = useMemo(
    () => uniqueById(query.data?.pages.flatMap((page) => page.threads) ?? []),
    [query.data],
  );
  return { query, threads };
}
