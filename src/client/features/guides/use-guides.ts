import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "../../lib/api";
import { retryFailures } from "../../lib/query-client";
import { queryKeys } from "../../lib/query-keys";

const GUIDES_STALE_TIME_MS = 60 * 1000;

export interface GuideFilters {
  game: string;
  difficulty: string;
  q: string;
}

export function readGuideFilters(searchParams: URLSearchParams): GuideFilters {
  return {
    game: searchParams.get("game") ?? "",
    difficulty: searchParams.get("difficulty") ?? "",
    q: searchParams.get("q") ?? "",
  };
}

const loadGuideSchemas = () => import("../../../shared/guides");

/** GET /api/guides with the list's filters (the address holds them). */
export function guidesQuery(filters: GuideFilters) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  return queryOptions({
    queryKey: queryKeys.guides.list(filters),
    queryFn: () =>
      getJson(`/api/guides${params.size ? `?${params}` : ""}`, () =>
        loadGuideSchemas().then((m) => m.guidesReplySchema),
      ),
    staleTime: GUIDES_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useGuides(filters: GuideFilters) {
  return useQuery(guidesQuery(filters));
}

/**
 * GET /api/guides/games: the games that have guides, featured or not, for the game filter
 * (under the guides' key, so a change to the guides refreshes it too).
 */
export function guideGamesQuery() {
  return queryOptions({
    queryKey: queryKeys.guides.games,
    queryFn: () =>
      getJson("/api/guides/games", () => loadGuideSchemas().then((m) => m.guideGamesReplySchema)),
    staleTime: GUIDES_STALE_TIME_MS,
  });
}

export function useGuideGames() {
  return useQuery(guideGamesQuery());
}

/** GET /api/guides/{id}; an id that names no guide is a 404 (the page says "Guide Not Found"). */
export function guideQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.guides.one(id),
    queryFn: () =>
      getJson(`/api/guides/${id}`, () => loadGuideSchemas().then((m) => m.guideSchema)),
    retry: retryFailures(3),
    staleTime: GUIDES_STALE_TIME_MS,
  });
}

export function useGuide(id: number) {
  return useQuery(guideQuery(id));
}
