import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { retryFailures } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";

/** The catalogue changes when an admin edits it: a few minutes' staleness is fine. */
const GAMES_STALE_TIME_MS = 5 * 60 * 1000;

/** GET /api/games?featured=1: the featured games of /games, in their order. */
export function featuredGamesQuery() {
  return queryOptions({
    queryKey: queryKeys.games.featured,
    queryFn: () =>
      getJson("/api/games?featured=1", () =>
        import("../../../shared/games").then((m) => m.gamesReplySchema),
      ),
    staleTime: GAMES_STALE_TIME_MS,
  });
}

export function useFeaturedGames() {
  return useQuery(featuredGamesQuery());
}

/** GET /api/games/{slug}/hub: the game and the site's news, guides and discussions about it. */
export function gameHubQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.games.hub(slug),
    queryFn: () =>
      getJson(`/api/games/${encodeURIComponent(slug)}/hub`, () =>
        import("../../../shared/games").then((m) => m.gameHubSchema),
      ),
    // A 404 is an answer, not a failure to retry.
    retry: retryFailures(3),
    staleTime: GAMES_STALE_TIME_MS,
  });
}

export function useGameHub(slug: string) {
  return useQuery(gameHubQuery(slug));
}
