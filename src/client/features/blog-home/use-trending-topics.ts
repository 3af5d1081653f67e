import { useQuery } from "@tanstack/react-query";
import type { TrendingTopic } from "../../../shared/blog";
import { TRENDING_TOPICS_MAX } from "../../../shared/blog-limits";
import { getJson } from "../../lib/api";
import { BLOG_STALE_TIME_MS } from "./blog-home-constants";

/** GET /api/trending-topics: ranked on the server; fresh for 10 minutes (spec 000 §9). */
export function useTrendingTopics() {
  return useQuery({
    queryKey: ["/api/trending-topics"],
    queryFn: () => getJson<TrendingTopic[]>("/api/trending-topics"),
    staleTime: BLOG_STALE_TIME_MS,
    select: (topics) => (Array.isArray(topics) ? topics.slice(0, TRENDING_TOPICS_MAX) : []),
  });
}
