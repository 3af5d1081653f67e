import { queryOptions, useQuery } from "@tanstack/react-query";
import { HOME_NEWS_LIMIT } from "../../../shared/blog-limits";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/**
 * The home page's latest posts. The home blog query is fresh for 5 minutes and
 * kept for 10; everything else (no retry, no refetch on focus) comes from the client defaults.
 */
export function homeNewsQuery() {
  return queryOptions({
    queryKey: queryKeys.blog.home(HOME_NEWS_LIMIT),
    queryFn: () =>
      getJson(`/api/blog?limit=${HOME_NEWS_LIMIT}`, () =>
        import("../../../shared/blog-read").then((m) => m.homeNewsReplySchema),
      ),
    staleTime: FIVE_MINUTES,
    gcTime: TEN_MINUTES,
  });
}

export function useHomeNews() {
  return useQuery({
    ...homeNewsQuery(),
    // The server honours the limit, but a cached or older reply may hold more: never show more than 4.
    select: (reply) => reply.posts.slice(0, HOME_NEWS_LIMIT),
  });
}
