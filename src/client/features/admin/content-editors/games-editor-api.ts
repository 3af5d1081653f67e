import { useMutation, useQuery } from "@tanstack/react-query";
import {
  type GameChanges,
  gameReplySchema,
  gamesReplySchema,
  type NewGame,
} from "../../../../shared/games";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "../hooks/use-refresh-admin";

/** The games API (src/server/features/games/games.routes.ts); a game is addressed by its slug. */
export const gamesEndpoints = {
  list: "/api/games",
  one: (slug: string) => `/api/games/${encodeURIComponent(slug)}`,
} as const;

/**
 * The editor's list, under the games' key: a change refreshes it with the public pages'
 * reads of /games and the hubs.
 */
const gamesEditorKey = [...queryKeys.games.all, "editor"] as const;

/** GET /api/games: every game, featured first in their order, then the rest by title. */
export function useEditorGames() {
  return useQuery({
    queryKey: gamesEditorKey,
    queryFn: () => getJson(gamesEndpoints.list, gamesReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}

/**
 * What a game write changes: /games and the hubs, the top games list, the guides (they show
 * their game's title), search results, and the panel's numbers and audit log.
 */
function useRefreshAfterGameWrite() {
  const refresh = useRefreshAdmin();
  return () =>
    refresh(queryKeys.games.all, queryKeys.topGames, queryKeys.guides.all, queryKeys.search.all);
}

export function useCreateGame() {
  const refresh = useRefreshAfterGameWrite();
  return useMutation({
    mutationFn: async (input: NewGame) =>
      parseReply(
        gamesEndpoints.list,
        gameReplySchema,
        await sendJson("POST", gamesEndpoints.list, input),
      ).game,
    onSettled: refresh,
  });
}

export function useUpdateGame() {
  const refresh = useRefreshAfterGameWrite();
  return useMutation({
    mutationFn: async ({ slug, changes }: { slug: string; changes: GameChanges }) => {
      const url = gamesEndpoints.one(slug);
      return parseReply(url, gameReplySchema, await sendJson("PATCH", url, changes)).game;
    },
    onSettled: refresh,
  });
}

export function useDeleteGame() {
  const refresh = useRefreshAfterGameWrite();
  return useMutation({
    mutationFn: async (slug: string) => {
      await sendJson("DELETE", gamesEndpoints.one(slug));
    },
    onSettled: refresh,
  });
}
