import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { uniqueById } from "../../../lib/unique-by-id";
import { type FeedbackFilters, feedbackListSearch } from "../feedback-params";

export const FEEDBACK_FAILED_MESSAGE = "Failed to load feedback";
/** A list read a minute ago is read again when the page is opened anew. */
const FEEDBACK_STALE_TIME_MS = 60_000;

/** The list a tab and its filters ask for, a page at a time; further pages by cursor. */
export function feedbackListQuery(filters: FeedbackFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.feedback.list(filters),
    queryFn: ({ pageParam, signal }) =>
      // The schema (and zod) loads with the first read in the browser; the first view's list
      // comes in the page's HTML.
      getJson(`/api/community-feedback?${feedbackListSearch(filters, pageParam)}`, () =>
        import("../../../../shared/feedback").then((m) => m.feedbackListReplySchema),
      ).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new Error(FEEDBACK_FAILED_MESSAGE, { cause: error });
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: FEEDBACK_STALE_TIME_MS,
    retry: retryFailures(2),
  });
}

export function useFeedbackList(filters: FeedbackFilters, enabled = true) {
  const query = useInfiniteQuery({ ...feedbackListQuery(filters), enabled });
  const items = useMemo(
    () => uniqueById(query.data?.pages.flatMap((page) => page.items) ?? []),
    [query.data],
  );
  return { query, items };
}
