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
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { ACHIEVEMENTS, ACHIEVEMENTS_BY_ID, type CounterMetric } from "./achievement-catalogue";
import { toUserAchievement } from "./achievement-view";
import {
  type AwardOutcome,
  type GamificationContext,
  metricValue,
  withAwards,
} from "./award-engine";
import { AWARD_RULES, checkInPoints } from "./award-rules";
import {
  countPaidEntriesSince,
  countPastActivity,
  findCommentAuthor,
  findCounters,
  findGamer,
  findUnlocks,
  hasLikedPost,
  isPublishedPost,
  raiseCounters,
  setFeatured,
} from "./gamification.repo";
import { describeLevel } from "./levels";
import { previousUtcDay, startOfUtcDay, utcDay } from "./utc-day";

/** Night Owl: reads between midnight and 5 a.m. UTC. */
const NIGHT_END_HOUR = 5;

function toAwardReply(
  outcome: AwardOutcome<{ credited: boolean; points: number; experience: number }>,
): AwardReply {
  const { result, gamer, unlocked } = outcome;
  return {
    pointsEarned: result.credited ? result.points : 0,
    experienceEarned: result.credited ? result.experience : 0,
    alreadyCredited: !result.credited,
    points: gamer.points,
    experience: gamer.experience,
    level: gamer.level,
    unlockedAchievements: unlocked,
  };
}

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
 * Sets the user up: the welcome achievement, and progress counted from what they did before
 * (comments, likes). Calling it again changes nothing.
 */
export async function initializeGamification(context: GamificationContext, userId: number) {
  const past = await countPastActivity(context.db, userId);
  const outcome = await withAwards(context, userId, async (scope) => {
    await raiseCounters(scope.trx, userId, past);
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
    const { experience } = AWARD_RULES.dailyCheckIn;
    const credited = await credit({
      reason: "daily-check-in",
      idempotencyKey: `check-in:${today}`,
      points,
      experience,
      counters: { checkIns: 1 },
    });
    return { credited, points, experience };
  });
  return { ...toAwardReply(outcome), streak: outcome.gamer.loginStreak };
}

export async function logArticleRead(
  context: GamificationContext,
  userId: number,
  input: LogArticleReadInput,
): Promise<AwardReply> {
  if (!(await isPublishedPost(context.db, input.articleId))) throw notFound("Article not found");
  const outcome = await withAwards(context, userId, async ({ now, credit }) => {
    const { points, experience } = AWARD_RULES.articleRead;
    const counters: Partial<Record<CounterMetric, number>> = { articlesRead: 1 };
    if (now.getUTCHours() < NIGHT_END_HOUR) counters.nightReads = 1;
    const credited = await credit({
      reason: "article-read",
      idempotencyKey: `article-read:${input.articleId}`,
      points,
      experience,
      counters,
    });
    return { credited, points, experience };
  });
  return toAwardReply(outcome);
}

export async function logCommentPosted(
  context: GamificationContext,
  userId: number,
  commentId: number,
): Promise<AwardReply> {
  const comment = await findCommentAuthor(context.db, commentId);
  if (!comment) throw notFound("Comment not found");
  if (comment.authorId !== userId) throw forbidden("You can only log your own comments");
  const outcome = await withAwards(context, userId, async ({ credit }) => {
    const { points, experience } = AWARD_RULES.commentPosted;
    const credited = await credit({
      reason: "comment-posted",
      idempotencyKey: `comment:${commentId}`,
      points,
      experience,
      counters: { commentsPosted: 1 },
    });
    return { credited, points, experience };
  });
  return toAwardReply(outcome);
}

/**
 * Shares (and likes, which the spec logs as shares): each piece of content once per UTC day,
 * and only the first few a day are paid; the rest still count towards achievements.
 */
export async function logContentShare(
  context: GamificationContext,
  userId: number,
  input: LogContentShareInput,
): Promise<AwardReply> {
  const isLike = input.contentType === "article-like";
  if (input.contentType === "article" || isLike) {
    const articleId = Number(input.contentId);
    if (!Number.isSafeInteger(articleId) || !(await isPublishedPost(context.db, articleId))) {
      throw notFound("Article not found");
    }
    if (isLike && !(await hasLikedPost(context.db, userId, articleId))) {
      throw conflict("Like the article before logging the like");
    }
  }
  const outcome = await withAwards(context, userId, async ({ trx, now, credit }) => {
    const rule = AWARD_RULES.contentShare;
    const paidToday = await countPaidEntriesSince(trx, userId, "content-share", startOfUtcDay(now));
    const isPaid = paidToday < rule.dailyCap;
    const points = isPaid ? rule.points : 0;
    const experience = isPaid ? rule.experience : 0;
    const counters: Partial<Record<CounterMetric, number>> = isLike
      ? { likesGiven: 1 }
      : { sharesMade: 1 };
    if (!isLike && input.platform === "facebook") counters.facebookShares = 1;
    if (input.contentType === "stream") counters.streamShares = 1;
    const credited = await credit({
      reason: "content-share",
      // A like counts once per article ever; a share once per content and day.
      idempotencyKey: isLike
        ? `like:${input.contentId}`
        : `share:${input.contentType}:${input.contentId}:${utcDay(now)}`,
      points,
      experience,
      counters,
    });
    return { credited, points, experience };
  });
  return toAwardReply(outcome);
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
