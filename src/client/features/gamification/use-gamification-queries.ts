import { useQuery } from "@tanstack/react-query";
import {
  type AchievementsReply,
  DEFAULT_LEVEL_DATA,
  DEFAULT_RANKING,
  type LeaderboardPeriod,
  type LevelData,
  type PublicProfile,
  type Ranking,
} from "../../../shared/gamification";
import { getJson } from "../../lib/api";
import {
  normalizeAchievements,
  normalizeLevelData,
  normalizeRanking,
} from "./gamification-normalize";

/** Every gamification read starts with this key, so one invalidation refreshes them all. */
export const GAMIFICATION_KEY = ["/api/gamification"] as const;
export const PUBLIC_PROFILE_KEY = ["/api/users"] as const;

export const gamificationKeys = {
  level: (userId: number) => [...GAMIFICATION_KEY, "level", userId] as const,
  achievements: (userId: number) => [...GAMIFICATION_KEY, "achievements", userId] as const,
  ranking: (userId: number, period: LeaderboardPeriod) =>
    [...GAMIFICATION_KEY, "ranking", userId, period] as const,
  publicProfile: (userId: number) => [...PUBLIC_PROFILE_KEY, userId] as const,
};

const EMPTY_ACHIEVEMENTS: AchievementsReply = { achievements: [], inProgress: [] };

/**
 * Spec 000 §8 "Gamification queries: non-ok or failure silently fall back to defaults": the
 * query never fails, it resolves to the §4 defaults instead.
 */
async function getOr<T>(url: string, normalize: (raw: unknown) => T, fallback: T): Promise<T> {
  try {
    return normalize(await getJson<unknown>(url));
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
    queryKey: gamificationKeys.level(userId ?? 0),
    queryFn: () =>
      getOr(`/api/gamification/level/${userId}`, normalizeLevelData, DEFAULT_LEVEL_DATA),
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
    queryKey: gamificationKeys.achievements(userId ?? 0),
    queryFn: () =>
      getOr(`/api/gamification/achievements/${userId}`, normalizeAchievements, EMPTY_ACHIEVEMENTS),
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
    queryKey: gamificationKeys.ranking(userId ?? 0, period),
    queryFn: () =>
      getOr(`/api/gamification/ranking/${userId}?period=${period}`, normalizeRanking, {
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
    queryKey: gamificationKeys.publicProfile(userId ?? 0),
    queryFn: () => getJson<PublicProfile>(`/api/users/${userId}`),
    enabled: userId !== undefined,
  });
}
