import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { ForumReply, RepliesPage } from "../../../../shared/forum";
import { isValidId } from "../../../../shared/ids-limits";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

/** A discussion stays fresh for a minute; new replies arrive live, not by polling. */
const THREAD_STALE_TIME_MS = 60 * 1000;

function retryDelay(attempt: number): number {
  return Math.min((attempt + 1) * 1000, 5000);
}

/** The route's id as a discussion id, or null when it cannot name one. */
export function threadIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return isValidId(id) ? id : null;
}

export function threadQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.forum.thread(id),
    queryFn: () =>
      getJson(`/api/forum/threads/${id}`, () =>
        import("../../../../shared/forum").then((m) => m.forumThreadSchema),
      ),
    retry: retryFailures(3),
    retryDelay,
    staleTime: THREAD_STALE_TIME_MS,
  });
}

export type RepliesData = InfiniteData<RepliesPage, unknown>;

/** Replies oldest first, 50 a page; "Load more" asks for the next page by its cursor. */
export function repliesQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.forum.replies(id),
    queryFn: ({ pageParam }) =>
      getJson(
        `/api/forum/threads/${id}/replies${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        () => import("../../../../shared/forum").then((m) => m.repliesPageSchema),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: retryFailures(3),
    retryDelay,
    staleTime: THREAD_STALE_TIME_MS,
  });
}

export function useThread(id: number | null) {
  return useQuery({ ...threadQuery(id ?? 0), enabled: id !== null });
}

export function useReplies(id: number) {
  const query = useInfiniteQuery(repliesQuery(id));
  const replies = useMemo(() => uniqueReplies(query.data), [query.data]);
  return {
    query,
    replies,
    total: query.data?.pages.at(-1)?.total ?? replies.length,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** One entry per reply: a reply appended live may come again with the next page. */
function uniqueReplies(data: RepliesData | undefined): ForumReply[] {
  const seen = new Set<number>();
  const list: ForumReply[] = [];
  for (const page of data?.pages ?? []) {
    for (const reply of page.replies) {
      if (seen.has(reply.id)) continue;
      seen.add(reply.id);
      list.push(reply);
    }
  }
  return list;
}
