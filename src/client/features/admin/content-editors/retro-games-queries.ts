import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  type NewRetroGame,
  type RetroGameChanges,
  retroGameReplySchema,
  retroGamesReplySchema,
} from "../../../../shared/retro-games";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "../hooks/use-refresh-admin";
import { type RetroGameFilters, retroGamesEndpoints } from "./retro-games-endpoints";
import { uploadRetroBundle } from "./retro-games-upload";

/**
 * The editor's reads sit under the public arcade's key, so one invalidation after a write
 * refreshes both the editor and /retro-games.
 */
const retroGamesListKey = (filters: RetroGameFilters) =>
  [...queryKeys.retroGames.all, "admin", filters] as const;

/** GET /api/retro-games with the screen's search and genre. */
export function useRetroGamesList(filters: RetroGameFilters) {
  return useQuery({
    queryKey: retroGamesListKey(filters),
    queryFn: async () =>
      (await getJson(retroGamesEndpoints.list(filters), retroGamesReplySchema)).games,
    staleTime: ADMIN_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** After a write: the editor, the public arcade, the site search, the dashboard and the audit log. */
function useRefreshRetroGames() {
  const refresh = useRefreshAdmin();
  return () => refresh(queryKeys.retroGames.all, queryKeys.search.all);
}

export function useCreateRetroGame() {
  const onSettled = useRefreshRetroGames();
  return useMutation({
    mutationFn: async (input: NewRetroGame) => {
      const url = retroGamesEndpoints.list();
      return parseReply(url, retroGameReplySchema, await sendJson("POST", url, input)).game;
    },
    onSettled,
  });
}

export function useUpdateRetroGame(id: number) {
  const onSettled = useRefreshRetroGames();
  return useMutation({
    mutationFn: async (changes: RetroGameChanges) => {
      const url = retroGamesEndpoints.game(id);
      return parseReply(url, retroGameReplySchema, await sendJson("PATCH", url, changes)).game;
    },
    onSettled,
  });
}

export function useDeleteRetroGame(id: number) {
  const onSettled = useRefreshRetroGames();
  return useMutation({
    mutationFn: () => sendJson<undefined>("DELETE", retroGamesEndpoints.game(id)),
    onSettled,
  });
}

export function useUploadRetroBundle(id: number) {
  const onSettled = useRefreshRetroGames();
  return useMutation({
    mutationFn: (input: { file: File; onProgress: (fraction: number) => void }) =>
      uploadRetroBundle({ id, ...input }),
    onSettled,
  });
}
