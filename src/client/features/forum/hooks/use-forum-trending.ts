import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

/** The Trending tab: the hottest discussions and newest news, at most 8. */
export function forumTrendingQuery() {
  return queryOptions({
    queryKey: queryKeys.forum.trendingTopics,
    queryFn: () =>
      getJson("/api/forum/trending-topics", () =>
        import("../../../../shared/social").then((m) => m.forumTrendingTopicsReplySchema),
      ),
    staleTime: 5 * 60_000,
    retry: retryFailures(2),
  });
}

export function useForumTrending() {
  return useQuery(forumTrendingQuery());
}
