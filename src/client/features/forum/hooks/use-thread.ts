import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { RepliesPage } from "../../../../shared/forum";
import { getJson } from "../../../lib/api";
import {
  DETAIL_RETRY,
  DETAIL_STALE_TIME_MS,
  routeIdOf,
  withCursor,
} from "../../../lib/detail-query";
import { queryKeys } from "../../../lib/query-keys";
import { uniqueById } from "../../../lib/unique-by-id";

/** The route's id as a discussion id, or null when it cannot name one. */
export const threadIdOf = routeIdOf;

export function threadQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.forum.thread(id),
    queryFn: () =>
      getJson(`/api/forum/threads/${id}`, () =>
        import("../../../../shared/forum").then((m) => m.forumThreadSchema),
      ),
    ...DETAIL_RETRY,
    staleTime: DETAIL_STALE_TIME_MS,
  });
}

export type RepliesData = InfiniteData<RepliesPage, unknown>;

/** Replies oldest first, 50 a page; "Load more" asks for the next page by its cursor. */
export function repliesQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.forum.replies(id),
    queryFn: ({ pageParam }) =>
      getJson(withCursor(`/api/forum/threads/${id}/replies`, pageParam), () =>
        import("../../../../shared/forum").then((m) => m.repliesPageSchema),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    ...DETAIL_RETRY,
    staleTime: DETAIL_STALE_TIME_MS,
  });
}

export function useThread(id: number | null) {
  return useQuery({ ...threadQuery(id ?? 0), enabled: id !== null });
}

export function useReplies(id: number) {
  const query = useInfiniteQuery(repliesQuery(id));
  const replies = useMemo(
    // A reply appended live may come again with the next page: listed once.
    () => uniqueById((query.data?.pages ?? []).flatMap((page) => page.replies)),
    [query.data],
  );
  return {
    query,
    replies,
    total: query.data?.pages.at(-1)?.total ?? replies.length,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
