import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { retryFailures } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";

export const RETRO_FAILED_MESSAGE = "The arcade could not be loaded. Please try again in a moment.";

/** The whole library (a few dozen games at most): the sidebar searches and filters it in place. */
export function retroGamesQuery() {
  return queryOptions({
    queryKey: queryKeys.retroGames.all,
    queryFn: () =>
      getJson("/api/retro-games", () =>
        import("../../../shared/retro-games").then((m) => m.retroGamesReplySchema),
      ),
    staleTime: 5 * 60_000,
    retry: retryFailures(2),
  });
}

export function useRetroGames() {
  return useQuery(retroGamesQuery());
}
