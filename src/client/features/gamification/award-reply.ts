import type { QueryClient } from "@tanstack/react-query";
import type { UserAchievement } from "../../../shared/gamification";
import { formatNumber } from "../../lib/format-number";
import { queueToast, type ToastOptions } from "../../lib/toast";
import { USER_QUERY_KEY } from "../auth/use-user";
import { normalizeAchievement } from "./gamification-normalize";
import { GAMIFICATION_KEY, PUBLIC_PROFILE_KEY } from "./use-gamification-queries";

/** What every award call answers; the fields the client reads, leniently. */
export interface AwardReplyLike {
  pointsEarned?: number;
  alreadyCredited?: boolean;
  unlockedAchievements?: unknown;
}

/** "You earned N points for {activity}!" (spec 000 §8), or null when nothing was earned. */
export function pointsEarnedTitle(pointsEarned: number | undefined, activity: string) {
  if (!pointsEarned || pointsEarned <= 0) return null;
  return `You earned ${formatNumber(pointsEarned)} points for ${activity}!`;
}

export function achievementUnlockedToast(achievement: UserAchievement): ToastOptions {
  const reward =
    achievement.pointsAwarded > 0 ? ` — +${formatNumber(achievement.pointsAwarded)} points` : "";
  return { title: "Achievement Unlocked!", description: `${achievement.title}${reward}` };
}

export function unlockedAchievementsOf(reply: AwardReplyLike | null | undefined) {
  const list = Array.isArray(reply?.unlockedAchievements) ? reply.unlockedAchievements : [];
  return list.map(normalizeAchievement).filter((item): item is UserAchievement => item !== null);
}

/** The user menu (points, level) and every gamification card read fresh data after an award. */
export function invalidateGamification(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: GAMIFICATION_KEY });
  void queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_KEY });
}

/**
 * The one place an award reply is handled: each unlocked achievement gets its own toast, queued
 * behind the toast on screen, and the cached stats are refreshed.
 */
export function handleAwardReply(
  queryClient: QueryClient,
  reply: AwardReplyLike | null | undefined,
): void {
  for (const achievement of unlockedAchievementsOf(reply)) {
    queueToast(achievementUnlockedToast(achievement));
  }
  invalidateGamification(queryClient);
}
