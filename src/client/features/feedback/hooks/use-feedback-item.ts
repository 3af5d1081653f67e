import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { FeedbackComment, FeedbackCommentsReply } from "../../../../shared/feedback";
import { isValidId } from "../../../../shared/ids-limits";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

/** An item stays fresh for a minute; the reader's own writes update the cache directly. */
const ITEM_STALE_TIME_MS = 60 * 1000;

function retryDelay(attempt: number): number {
  return Math.min((attempt + 1) * 1000, 5000);
}

/** The route's id as a feedback id, or null when it cannot name one. */
export function feedbackIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return isValidId(id) ? id : null;
}

// Schemas (and zod) load with the first read in the browser: the first view's data is in the HTML.
const loadItemSchema = () =>
  import("../../../../shared/feedback").then((m) => m.feedbackItemReplySchema);
const loadCommentsSchema = () =>
  import("../../../../shared/feedback").then((m) => m.feedbackCommentsReplySchema);

export function feedbackItemQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.feedback.item(id),
    queryFn: () => getJson(`/api/community-feedback/${id}`, loadItemSchema),
    retry: retryFailures(3),
    retryDelay,
    staleTime: ITEM_STALE_TIME_MS,
  });
}

export type CommentsData = InfiniteData<FeedbackCommentsReply, unknown>;

/** Comments oldest first, a page at a time; "Load more" asks for the next by its cursor. */
export function feedbackCommentsQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.feedback.comments(id),
    queryFn: ({ pageParam }) =>
      getJson(
        `/api/community-feedback/${id}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
        loadCommentsSchema,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    retry: retryFailures(3),
    retryDelay,
    staleTime: ITEM_STALE_TIME_MS,
  });
}

export function useFeedbackItem(id: number) {
  return useQuery(feedbackItemQuery(id));
}

export function useFeedbackComments(id: number) {
  const query = useInfiniteQuery(feedbackCommentsQuery(id));
  const comments = useMemo(() => uniqueComments(query.data), [query.data]);
  return {
    query,
    comments,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

export type FeedbackCommentsState = ReturnType<typeof useFeedbackComments>;

/** One entry per comment: one posted here may come again with the next page. */
function uniqueComments(data: CommentsData | undefined): FeedbackComment[] {
  const seen = new Set<number>();
  const list: FeedbackComment[] = [];
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      list.push(comment);
    }
  }
  return list;
}
