import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import {
  type GuideChanges,
  guideSchema,
  guidesReplySchema,
  type NewGuide,
} from "../../../../shared/guides";
import { getJson, parseReply, sendJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";
import { ADMIN_STALE_TIME_MS, useRefreshAdmin } from "../hooks/use-refresh-admin";

export interface GuideListFilters {
  /** A game's slug, or "" for every game. */
  game: string;
  q: string;
  page: number;
}

/** The guides API (src/server/features/guides/guides.routes.ts); a guide is addressed by id. */
export const guidesEndpoints = {
  list: ({ game, q, page }: GuideListFilters) => {
    const params = new URLSearchParams();
    if (game) params.set("game", game);
    if (q) params.set("q", q);
    if (page > 1) params.set("page", String(page));
    return `/api/guides${params.size ? `?${params}` : ""}`;
  },
  create: "/api/guides",
  one: (id: number) => `/api/guides/${id}`,
} as const;

/** Under the guides' key: a change refreshes these with /game-guides and the guide pages. */
const guidesEditorKeys = {
  list: (filters: GuideListFilters) => [...queryKeys.guides.all, "editor", filters] as const,
  one: (id: number) => [...queryKeys.guides.all, "editor-one", id] as const,
};

/** GET /api/guides: newest first, a page of GUIDES_PAGE_SIZE, with the total. */
export function useEditorGuides(filters: GuideListFilters) {
  return useQuery({
    queryKey: guidesEditorKeys.list(filters),
    queryFn: () => getJson(guidesEndpoints.list(filters), guidesReplySchema),
    staleTime: ADMIN_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/guides/{id}: the whole guide (sections, mod links, tips), read fresh for its form. */
export function useEditorGuide(id: number) {
  return useQuery({
    queryKey: guidesEditorKeys.one(id),
    queryFn: () => getJson(guidesEndpoints.one(id), guideSchema),
    staleTime: 0,
  });
}

/** A guide write changes the guide pages, the game hubs (they list guides) and search. */
function useRefreshAfterGuideWrite() {
  const refresh = useRefreshAdmin();
  return () => refresh(queryKeys.guides.all, queryKeys.games.all, queryKeys.search.all);
}

export function useCreateGuide() {
  const refresh = useRefreshAfterGuideWrite();
  return useMutation({
    mutationFn: async (input: NewGuide) =>
      parseReply(
        guidesEndpoints.create,
        guideSchema,
        await sendJson("POST", guidesEndpoints.create, input),
      ),
    onSettled: refresh,
  });
}

export function useUpdateGuide() {
  const refresh = useRefreshAfterGuideWrite();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: GuideChanges }) => {
      const url = guidesEndpoints.one(id);
      return parseReply(url, guideSchema, await sendJson("PATCH", url, changes));
    },
    onSettled: refresh,
  });
}

export function useDeleteGuide() {
  const refresh = useRefreshAfterGuideWrite();
  return useMutation({
    mutationFn: async (id: number) => {
      await sendJson("DELETE", guidesEndpoints.one(id));
    },
    onSettled: refresh,
  });
}
