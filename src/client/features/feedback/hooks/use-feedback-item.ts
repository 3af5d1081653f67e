import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { useMemo } from "react";
import type { FeedbackCommentsReply } from "../../../../shared/feedback";
import { getJson } from "../../../lib/api";
import {
  DETAIL_RETRY,
  DETAIL_STALE_TIME_MS,
  routeIdOf,
  withCursor,
} from "../../../lib/detail-query";
import { queryKeys } from "../../../lib/query-keys";
import { uniqueById } from "../../../lib/unique-by-id";

/** The route's id as a feedback id, or null when it cannot name one. */
export const feedbackIdOf = routeIdOf;

// Schemas (and zod) load with the first read in the browser: the first view's data is in the HTML.
const loadItemSchema = () =>
  import("../../../../shared/feedback").then((m) => m.feedbackItemReplySchema);
const loadCommentsSchema = () =>
  import("../../../../shared/feedback").then((m) => m.feedbackCommentsReplySchema);

export function feedbackItemQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.feedback.item(id),
    queryFn: () => getJson(`/api/community-feedback/${id}`, loadItemSchema),
    ...DETAIL_RETRY,
    staleTime: DETAIL_STALE_TIME_MS,
  });
}

export type CommentsData = InfiniteData<FeedbackCommentsReply, unknown>;

/** Comments oldest first, a page at a time; "Load more" asks for the next by its cursor. */
export function feedbackCommentsQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.feedback.comments(id),
    queryFn: ({ pageParam }) =>
      getJson(withCursor(`/api/community-feedback/${id}/comments`, pageParam), loadCommentsSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    ...DETAIL_RETRY,
    staleTime: DETAIL_STALE_TIME_MS,
  });
}

export function useFeedbackItem(id: number) {
  return useQuery(feedbackItemQuery(id));
}

export function useFeedbackComments(id: number) {
  const query = useInfiniteQuery(feedbackCommentsQuery(id));
  const comments = useMemo(
    // A comment posted here may come again with the next page: listed once.
    () => uniqueById((query.data?.pages ?? []).flatMap((page) => page.comments)),
    [query.data],
  );
  return {
    query,
    comments,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

export type FeedbackCommentsState = ReturnType<typeof useFeedbackComments>;
