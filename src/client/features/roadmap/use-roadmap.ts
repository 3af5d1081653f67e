import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { retryFailures } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";

/** The roadmap changes when the team moves an item: a few minutes of staleness is fine. */
const ROADMAP_STALE_TIME_MS = 5 * 60 * 1000;

export function roadmapQuery() {
  return queryOptions({
    queryKey: queryKeys.roadmap,
    // The schema (and zod) load with the first read in the browser; the first view's data
    // arrives in the page's HTML.
    queryFn: () =>
      getJson("/api/roadmap", () =>
        import("../../../shared/roadmap").then((m) => m.roadmapReplySchema),
      ),
    retry: retryFailures(3),
    retryDelay: (attempt) => Math.min((attempt + 1) * 1000, 5000),
    staleTime: ROADMAP_STALE_TIME_MS,
  });
}

export function useRoadmap() {
  return useQuery(roadmapQuery());
}
