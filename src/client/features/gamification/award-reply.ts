import type { QueryClient } from "@tanstack/react-query";
import type { UserAchievement } from "../../../shared/gamification";
import { formatCountOf } from "../../lib/format-number";
import { queryKeys } from "../../lib/query-keys";
import { queueToast, type ToastOptions } from "../../lib/toast";

/**
 * What an action that earns answers (`award` in the replies of reading, commenting and liking;
 * the whole reply of a check-in or share); the fields the client reads, leniently.
 */
export interface AwardReplyLike {
  pointsEarned?: number;
  alreadyCredited?: boolean;
  unlockedAchievements?: unknown;
}

/** "You earned N points for {activity}!", or null when nothing was earned. */
export function pointsEarnedTitle(pointsEarned: number | undefined, activity: string) {
  if (!pointsEarned || pointsEarned <= 0) return null;
  return `You earned ${formatCountOf(pointsEarned, "point")} for ${activity}!`;
}

export function achievementUnlockedToast(achievement: UserAchievement): ToastOptions {
  const reward =
    achievement.pointsAwarded > 0 ? ` — +${formatCountOf(achievement.pointsAwarded, "point")}` : "";
  return { title: "Achievement Unlocked!", description: `${achievement.title}${reward}` };
}

/**
 * The reply's unlocked achievements, read with the shared lenient schema. The schema (and zod)
 * load on the first award, not with the pages that can earn one.
 */
export async function unlockedAchievementsOf(
  reply: AwardReplyLike | null | undefined,
): Promise<UserAchievement[]> {
  const { achievementListReadSchema } = await import("../../../shared/gamification-read");
  return achievementListReadSchema.parse(reply?.unlockedAchievements ?? []);
}

/** The user menu (points, level) and every gamification card read fresh data after an award. */
export function invalidateGamification(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  void queryClient.invalidateQueries({ queryKey: queryKeys.gamification.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.publicProfiles.all });
}

/**
 * The one place an award reply is handled: each unlocked achievement gets its own toast, queued
 * behind the toast on screen, and the cached stats are refreshed.
 */
export async function handleAwardReply(
  queryClient: QueryClient,
  reply: AwardReplyLike | null | undefined,
): Promise<void> {
  invalidateGamification(queryClient);
  const unlocked = reply?.unlockedAchievements;
  if (!Array.isArray(unlocked) || unlocked.length === 0) return;
  for (const achievement of await unlockedAchievementsOf(reply)) {
    queueToast(achievementUnlockedToast(achievement));
  }
}

/**
 * After an action that earns (a comment, a like): 'You earned N points for {activity}!' queued
 * behind the action's own toast, then its achievements. An award credited before (a like
 * taken back and given again) says nothing new.
 */
export function announceEarnedPoints(
  queryClient: QueryClient,
  award: AwardReplyLike | null | undefined,
  activity: string,
): Promise<void> {
  if (!award) return Promise.resolve();
  if (!award.alreadyCredited) {
    const title = pointsEarnedTitle(award.pointsEarned, activity);
    if (title) queueToast({ title });
  }
  return handleAwardReply(queryClient, award);
}

/** Awards already announced: a cached reply shown again (a remount) is not toasted twice. */
const announcedReads = new WeakSet<object>();

/**
 * Opening an article is the read that earns: the first time, 'Article Logged' and its
 * achievements. Call it with the article reply's `award` whenever the page shows it.
 */
export function announceArticleRead(
  queryClient: QueryClient,
  award: (AwardReplyLike & object) | null | undefined,
): Promise<void> {
  if (!award || award.alreadyCredited || announcedReads.has(award)) return Promise.resolve();
  announcedReads.add(award);
  queueToast({ title: "Article Logged", description: "Your reading activity has been recorded." });
  return handleAwardReply(queryClient, award);
}
