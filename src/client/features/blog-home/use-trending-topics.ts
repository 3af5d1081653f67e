import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { trendingTopicSchema } from "../../../shared/blog";
import { TRENDING_TOPICS_MAX } from "../../../shared/blog-limits";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { BLOG_STALE_TIME_MS } from "./blog-home-constants";

/** GET /api/trending-topics: ranked on the server; fresh for 10 minutes. */
export function useTrendingTopics() {
  return useQuery({
    queryKey: queryKeys.trendingTopics,
    queryFn: () => getJson("/api/trending-topics", z.array(trendingTopicSchema)),
    staleTime: BLOG_STALE_TIME_MS,
    select: (topics) => topics.slice(0, TRENDING_TOPICS_MAX),
  });
}
