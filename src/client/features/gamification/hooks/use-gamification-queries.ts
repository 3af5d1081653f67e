import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import {
  type AchievementsReply,
  DEFAULT_LEVEL_DATA,
  DEFAULT_RANKING,
  type LeaderboardPeriod,
  type LevelData,
  publicProfileSchema,
  type Ranking,
} from "../../../../shared/gamification";
import {
  achievementsReadSchema,
  levelDataReadSchema,
  rankingReadSchema,
} from "../../../../shared/gamification-read";
import { getJson } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

const EMPTY_ACHIEVEMENTS: AchievementsReply = { achievements: [], inProgress: [] };

/**
 * A gamification read never fails: a non-ok answer or a network failure resolves to the
 * defaults shown before load, and odd fields take their defaults in the schema itself.
 */
async function getOr<S extends z.ZodType>(
  url: string,
  schema: S,
  fallback: z.output<S>,
): Promise<z.output<S>> {
  try {
    return await getJson(url, schema);
  } catch {
    return fallback;
  }
}

interface GamificationRead<T> {
  data: T;
  /** True while the first answer is on its way (not when signed out: nothing is asked then). */
  isLoading: boolean;
  /** True once a real answer (or its fallback) arrived. */
  hasData: boolean;
}

export function useLevelData(userId: number | undefined): GamificationRead<LevelData> {
  const query = useQuery({
    queryKey: queryKeys.gamification.level(userId ?? 0),
    queryFn: () =>
      getOr(`/api/gamification/level/${userId}`, levelDataReadSchema, DEFAULT_LEVEL_DATA),
    enabled: userId !== undefined,
  });
  return {
    data: query.data ?? DEFAULT_LEVEL_DATA,
    isLoading: query.isLoading,
    hasData: query.data !== undefined,
  };
}

export function useAchievements(userId: number | undefined): GamificationRead<AchievementsReply> {
  const query = useQuery({
    queryKey: queryKeys.gamification.achievements(userId ?? 0),
    queryFn: () =>
      getOr(`/api/gamification/achievements/${userId}`, achievementsReadSchema, EMPTY_ACHIEVEMENTS),
    enabled: userId !== undefined,
  });
  return {
    data: query.data ?? EMPTY_ACHIEVEMENTS,
    isLoading: query.isLoading,
    hasData: query.data !== undefined,
  };
}

export function useRanking(
  userId: number | undefined,
  period: LeaderboardPeriod,
): GamificationRead<Ranking> {
  const query = useQuery({
    queryKey: queryKeys.gamification.ranking(userId ?? 0, period),
    queryFn: () =>
      getOr(`/api/gamification/ranking/${userId}?period=${period}`, rankingReadSchema, {
        ...DEFAULT_RANKING,
        period,
      }),
    enabled: userId !== undefined,
  });
  return {
    data: query.data ?? DEFAULT_RANKING,
    isLoading: query.isLoading,
    hasData: query.data !== undefined,
  };
}

/**
 * Another user's public profile (GET /api/users/:userId). Unlike the gamification reads it keeps
 * its error, so the page can tell 'User not found' (404) from a failure.
 */
export function usePublicProfile(userId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.publicProfiles.one(userId ?? 0),
    queryFn: () => getJson(`/api/users/${userId}`, publicProfileSchema),
    enabled: userId !== undefined,
  });
}
