import type {
  AchievementsReply,
  AwardReply,
  CheckInReply,
  LevelData,
  LogArticleReadInput,
  LogContentShareInput,
  ToggleFeaturedInput,
  UserAchievement,
} from "../../../shared/gamification";
import { conflict, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { previousUtcDay, utcDay } from "../../lib/utc-day";
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type CounterMetric } from "./achievement-catalogue";
import { toUserAchievement } from "./achievement-view";
import type { ArticleAwards } from "./article-awards";
import { awardReplyOf, type GamificationContext, metricValue, withAwards } from "./award-engine";
import { AWARD_RULES, checkInPoints } from "./award-rules";
import { findCounters, findGamer, findUnlocks, setFeatured } from "./gamification.repo";
import { describeLevel } from "./levels";

async function requireGamer(context: GamificationContext, userId: number) {
  const gamer = await findGamer(context.db, userId);
  if (!gamer) throw notFound("User not found");
  return gamer;
}

export async function getLevelData(
  context: GamificationContext,
  userId: number,
): Promise<LevelData> {
  const gamer = await requireGamer(context, userId);
  return describeLevel(gamer.experience, gamer.points);
}

/** Unlocked achievements (newest first) and started ones (closest to done first). */
export async function getAchievements(
  context: GamificationContext,
  userId: number,
): Promise<AchievementsReply> {
  const gamer = await requireGamer(context, userId);
  const [counters, unlocks] = await Promise.all([
    findCounters(context.db, userId),
    findUnlocks(context.db, userId),
  ]);
  const unlockById = new Map(unlocks.map((row) => [row.achievementId, row]));
  const featuredOrder = unlocks
    .filter((row) => row.featuredAt !== null)
    .sort((a, b) => toIsoString(a.featuredAt ?? "").localeCompare(toIsoString(b.featuredAt ?? "")))
    .map((row) => row.achievementId);

  const achievements: UserAchievement[] = [];
  const inProgress: UserAchievement[] = [];
  for (const entry of ACHIEVEMENTS) {
    const unlock = unlockById.get(entry.id);
    const position = featuredOrder.indexOf(entry.id);
    const view = toUserAchievement(entry, userId, {
      progress: Math.min(metricValue(entry.metric, gamer, counters), entry.count),
      unlockedAt: unlock?.unlockedAt ?? null,
      featuredAt: unlock?.featuredAt ?? null,
      showcaseOrder: position >= 0 ? position + 1 : null,
    });
    if (unlock) achievements.push(view);
    else if (view.progress > 0) inProgress.push(view);
  }
  achievements.sort((a, b) => (b.unlockedAt ?? "").localeCompare(a.unlockedAt ?? ""));
  inProgress.sort((a, b) => b.progress / b.requirement.count - a.progress / a.requirement.count);
  return { achievements, inProgress };
}

/**
 * Sets the user up: the welcome achievement, and any achievement their past activity already
 * meets (the counters move with each action). Calling it again changes nothing.
 */
export async function initializeGamification(context: GamificationContext, userId: number) {
  const outcome = await withAwards(context, userId, async (scope) => {
    await scope.credit({
      reason: "initialize",
      idempotencyKey: "initialize",
      points: 0,
      experience: 0,
      counters: { initialized: 1 },
    });
  });
  return { initialized: true as const, unlockedAchievements: outcome.unlocked };
}

/** The daily check-in: once per UTC day, with a bonus for consecutive days. */
export async function checkIn(context: GamificationContext, userId: number): Promise<CheckInReply> {
  const outcome = await withAwards(context, userId, async ({ gamer, now, credit }) => {
    const today = utcDay(now);
    if (gamer.lastCheckInDay === today) {
      return { credited: false, points: 0, experience: 0 };
    }
    gamer.loginStreak = gamer.lastCheckInDay === previousUtcDay(now) ? gamer.loginStreak + 1 : 1;
    gamer.lastCheckInDay = today;
    const points = checkInPoints(gamer.loginStreak);
    const { experience, reason } = AWARD_RULES.dailyCheckIn;
    const credited = await credit({
      reason,
      idempotencyKey: `check-in:${today}`,
      points,
      experience,
      counters: { checkIns: 1 },
    });
    return credited ? { credited, points, experience } : { credited, points: 0, experience: 0 };
  });
  return { ...awardReplyOf(outcome), streak: outcome.gamer.loginStreak };
}

/** Reading is credited by opening the article; this reports it (or credits an older read). */
export function logArticleRead(
  context: GamificationContext,
  blogAwards: ArticleAwards,
  userId: number,
  input: LogArticleReadInput,
): Promise<AwardReply> {
  return blogAwards.logArticleRead(context, userId, input.articleId);
}

/** Posting the comment credited it; this reports what it earned. */
export function logCommentPosted(
  context: GamificationContext,
  blogAwards: ArticleAwards,
  userId: number,
  commentId: number,
): Promise<AwardReply> {
  return blogAwards.logCommentPosted(context, userId, commentId);
}

/** Whether the content named by a share exists, per content type. */
const SHAREABLE = new Map<
  string,
  (context: GamificationContext, blogAwards: ArticleAwards, id: string) => Promise<boolean>
>([
  [
    "article",
    (context, blogAwards, id) => {
      const postId = Number(id);
      return Number.isSafeInteger(postId) && postId > 0
        ? blogAwards.isShareablePost(context, postId)
        : Promise.resolve(false);
    },
  ],
]);

/**
 * A share: each piece of content once per UTC day, paid up to the rule's daily cap (the rest
 * still count towards achievements). Only content that exists can be shared: an unknown type
 * or id is a 404 and credits nothing. 'article-like' reports what the like itself earned.
 */
export async function logContentShare(
  context: GamificationContext,
  blogAwards: ArticleAwards,
  userId: number,
  input: LogContentShareInput,
): Promise<AwardReply> {
  if (input.contentType === "article-like") {
    const postId = Number(input.contentId);
    if (!Number.isSafeInteger(postId) || postId <= 0) throw notFound("Article not found");
    return blogAwards.logLike(context, userId, postId);
  }
  const exists = SHAREABLE.get(input.contentType);
  if (!exists) throw notFound("Content not found");
  if (!(await exists(context, blogAwards, input.contentId))) {
    throw notFound(input.contentType === "article" ? "Article not found" : "Content not found");
  }
  const outcome = await withAwards(context, userId, async ({ now, creditCapped }) => {
    const counters: Partial<Record<CounterMetric, number>> = { sharesMade: 1 };
    if (input.platform === "facebook") counters.facebookShares = 1;
    if (input.contentType === "stream") counters.streamShares = 1;
    return creditCapped(AWARD_RULES.contentShare, {
      idempotencyKey: `share:${input.contentType}:${input.contentId}:${utcDay(now)}`,
      counters,
    });
  });
  return awardReplyOf(outcome);
}

export async function toggleFeatured(
  context: GamificationContext,
  userId: number,
  input: ToggleFeaturedInput,
): Promise<{ achievement: UserAchievement }> {
  if (!ACHIEVEMENTS_BY_ID.has(input.achievementId)) throw notFound("Achievement not found");
  const unlocks = await findUnlocks(context.db, userId);
  if (!unlocks.some((row) => row.achievementId === input.achievementId)) {
    throw conflict("Only unlocked achievements can be featured");
  }
  await setFeatured(
    context.db,
    userId,
    input.achievementId,
    input.isFeatured ? context.now() : null,
  );
  const { achievements } = await getAchievements(context, userId);
  const achievement = achievements.find((entry) => entry.id === input.achievementId);
  if (!achievement) throw notFound("Achievement not found");
  return { achievement };
}
