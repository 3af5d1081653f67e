import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { retryFailures } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";
import { type StreamFilters, streamsSearch } from "./live-streams-params";

export const STREAMS_FAILED_MESSAGE =
  "The streams could not be loaded. Please try again in a moment.";
/** Viewer counts move: a tab read a minute ago is read again when it is opened anew. */
const STREAMS_STALE_TIME_MS = 60_000;

/** One tab of the directory with its filters (GET /api/live-streams). */
export function liveStreamsQuery(filters: StreamFilters) {
  return queryOptions({
    queryKey: queryKeys.liveStreams.list(filters),
    queryFn: () =>
      // The schema (and zod) loads with the first read in the browser; the first view's list
      // comes in the page's HTML.
      getJson(`/api/live-streams?${streamsSearch(filters, { keepTab: true })}`, () =>
        import("../../../shared/live-streams").then((m) => m.liveStreamsReplySchema),
      ),
    staleTime: STREAMS_STALE_TIME_MS,
    retry: retryFailures(2),
  });
}

export function useLiveStreams(filters: StreamFilters) {
  return useQuery(liveStreamsQuery(filters));
}
