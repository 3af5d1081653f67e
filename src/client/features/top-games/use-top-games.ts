import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** The server recomputes the ranking every five minutes; reading it more often shows nothing new. */
const TOP_GAMES_STALE_TIME_MS = 5 * 60 * 1000;

export function topGamesQuery() {
  return queryOptions({
    queryKey: queryKeys.topGames,
    queryFn: () =>
      getJson("/api/top-games", () =>
        import("../../../shared/top-games").then((m) => m.topGamesReplySchema),
      ),
    staleTime: TOP_GAMES_STALE_TIME_MS,
  });
}

export function useTopGames() {
  return useQuery(topGamesQuery());
}
