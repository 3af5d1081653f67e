import { useQuery } from "@tanstack/react-query";
import type { BlogPost } from "../../../shared/blog";
import { getJson } from "../../lib/api";

/** Spec 000 §9: an article stays fresh for 5 minutes. */
export const ARTICLE_STALE_TIME_MS = 5 * 60 * 1000;
/** Spec 000 §7: GET /api/blog/{id} is retried 3 times. */
export const ARTICLE_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 5000;

/** Spec 000 §7: delay min(attempt × 1000, 5000) ms between tries. */
export function articleRetryDelay(attempt: number): number {
  return Math.min(attempt * 1000, MAX_RETRY_DELAY_MS);
}

export function articleQueryKey(id: string) {
  return ["/api/blog", id] as const;
}

/** One article by id or slug; only runs when the route gives an id (spec 000 §7). */
export function useArticle(id: string | undefined) {
  return useQuery({
    queryKey: articleQueryKey(id ?? ""),
    queryFn: () => getJson<BlogPost>(`/api/blog/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(id),
    retry: ARTICLE_RETRIES,
    retryDelay: articleRetryDelay,
    staleTime: ARTICLE_STALE_TIME_MS,
  });
}
