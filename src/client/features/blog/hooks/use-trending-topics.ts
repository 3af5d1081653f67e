import { queryOptions, useQuery } from "@tanstack/react-query";
import { TRENDING_TOPICS_MAX } from "../../../../shared/blog-limits";
import { getJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { BLOG_STALE_TIME_MS } from "../blog-home-constants";

/** GET /api/trending-topics: ranked on the server; fresh for 10 minutes. */
export function trendingTopicsQuery() {
  return queryOptions({
    queryKey: queryKeys.trendingTopics,
    queryFn: () =>
      getJson("/api/trending-topics", () =>
        import("../../../../shared/blog").then((m) => m.trendingTopicSchema.array()),
      ),
    staleTime: BLOG_STALE_TIME_MS,
  });
}

export function useTrendingTopics() {
  return useQuery({
    ...trendingTopicsQuery(),
    select: (topics) => topics.slice(0, TRENDING_TOPICS_MAX),
  });
}
