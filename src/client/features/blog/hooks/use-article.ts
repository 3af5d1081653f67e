import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import { retryFailures } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";

/** An article stays fresh for 5 minutes. */
export const ARTICLE_STALE_TIME_MS = 5 * 60 * 1000;
/** GET /api/blog/{id} is retried 3 times when it fails (never for a 4xx such as 404). */
export const ARTICLE_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 5000;

/** Delay min(attempt × 1000, 5000) ms between tries. */
export function articleRetryDelay(attempt: number): number {
  return Math.min(attempt * 1000, MAX_RETRY_DELAY_MS);
}

/** One article by id or slug; only runs when the route gives an id. */
export function articleQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.blog.article(id),
    // The reply also says what opening the article earned a signed-in reader (`award`).
    queryFn: () =>
      getJson(`/api/blog/${encodeURIComponent(id)}`, () =>
        import("../../../../shared/blog").then((m) => m.articleReplySchema),
      ),
    retry: retryFailures(ARTICLE_RETRIES),
    retryDelay: articleRetryDelay,
    staleTime: ARTICLE_STALE_TIME_MS,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({ ...articleQuery(id ?? ""), enabled: Boolean(id) });
}
