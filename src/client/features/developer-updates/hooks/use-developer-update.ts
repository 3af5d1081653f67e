import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../../lib/api";
import { DETAIL_RETRY } from "../../../lib/detail-query";
import { queryKeys } from "../../../lib/query-keys";

/** An update stays fresh for a minute; an admin's own edits write the cache directly. */
const UPDATE_STALE_TIME_MS = 60 * 1000;

/** GET /api/developer-updates/{slug}: the whole update with its older and newer neighbours. */
export function developerUpdateQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.developerUpdates.one(slug),
    queryFn: () =>
      // The schema (and zod) loads with the first read in the browser: the first view's update
      // is in the page's HTML.
      getJson(`/api/developer-updates/${encodeURIComponent(slug)}`, () =>
        import("../../../../shared/developer-updates").then((m) => m.developerUpdateSchema),
      ),
    ...DETAIL_RETRY,
    staleTime: UPDATE_STALE_TIME_MS,
  });
}

export function useDeveloperUpdate(slug: string) {
  return useQuery(developerUpdateQuery(slug));
}
