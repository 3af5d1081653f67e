import { z } from "zod";
import { MAX_ID, pathIdSchema } from "./ids";

/**
 * The gamification contract: level data, achievements, ranking, their defaults and the
 * `/api/gamification/*` calls. Amounts are decided by the server; the client only says what
 * happened, and every write acts for the session's user.
 */

// ---- Levels ---------------------------------------------------------------------------------

export const levelInfoSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Total experience at which this level starts. */
  requiredExperience: z.number().int(),
  icon: z.string(),
  color: z.string(),
  benefits: z.array(z.string()),
});
export type LevelInfo = z.infer<typeof levelInfoSchema>;

export const levelDataSchema = z.object({
  currentLevel: z.number().int(),
  /** The current level's name, e.g. 'Novice'. */
  currentRank: z.string(),
  currentExperience: z.number().int(),
  /** Total experience the next level needs (the current total at the maximum level). */
  requiredExperience: z.number().int(),
  progressPercent: z.number().min(0).max(100),
  /** Absent at the maximum level ('Maximum level reached!'). */
  nextLevel: levelInfoSchema.nullable(),
  /** The current level's own details, for its icon and colour. */
  currentLevelInfo: levelInfoSchema.optional(),
  points: z.number().int().optional(),
});
export type LevelData = z.infer<typeof levelDataSchema>;

/** What the level card shows before load or when the call fails. */
export const DEFAULT_LEVEL_DATA: LevelData = {
  currentLevel: 1,
  currentRank: "Novice",
  currentExperience: 0,
  requiredExperience: 100,
  progressPercent: 0,
  nextLevel: {
    level: 2,
    name: "Amateur",
    description: "You are finding your feet.",
    requiredExperience: 100,
    icon: "trending-up",
    color: "#9ca3af",
    benefits: [],
  },
};

// ---- Achievements ---------------------------------------------------------------------------

export const ACHIEVEMENT_RARITIES = ["common", "uncommon", "rare", "epic", "legendary"] as const;
export type AchievementRarity = (typeof ACHIEVEMENT_RARITIES)[number];

/** Rarity sort weights, 1 (common) to 5 (legendary). */
export const RARITY_WEIGHT: Record<AchievementRarity, number> = {
  common: 1,
  uncommon: 2,
  rare: 3,
  epic: 4,
  legendary: 5,
};

/** Rarity colours: gray, green, blue, purple, yellow. */
export const RARITY_COLOR: Record<
  AchievementRarity,
  "gray" | "green" | "blue" | "purple" | "yellow"
> = {
  common: "gray",
  uncommon: "green",
  rare: "blue",
  epic: "purple",
  legendary: "yellow",
};

export const ACHIEVEMENT_ICONS = [
  "welcome",
  "message",
  "calendar",
  "share",
  "book",
  "target",
  "game-controller",
  "award",
  "moon",
  "trending-up",
  "facebook",
  "video",
] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

/** One achievement as the user sees it: the catalogue entry plus their progress. */
export const userAchievementSchema = z.object({
  id: z.string(),
  achievementId: z.string(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  pointsAwarded: z.number().int(),
  experienceAwarded: z.number().int(),
  requirement: z.object({ count: z.number().int().positive() }),
  rarity: z.enum(ACHIEVEMENT_RARITIES),
  progress: z.number().int(),
  isCompleted: z.boolean(),
  unlockedAt: z.string().nullable(),
  isFeatured: z.boolean(),
  /** Order in which the user featured it (1 = first); null when not featured. */
  showcaseOrder: z.number().int().nullable(),
});
export type UserAchievement = z.infer<typeof userAchievementSchema>;

export const achievementsReplySchema = z.object({
  achievements: z.array(userAchievementSchema),
  inProgress: z.array(userAchievementSchema),
});
export type AchievementsReply = z.infer<typeof achievementsReplySchema>;

/** Progress / requirement count (default 100), as a percentage capped at 100. */
export function achievementProgressPercent(progress: number, requirementCount?: number): number {
  const count = requirementCount && requirementCount > 0 ? requirementCount : 100;
  return Math.max(0, Math.min(100, Math.round((progress / count) * 100)));
}

export const FEATURED_ACHIEVEMENTS_LIMIT = 3;

/** Featured ones, rarest first, then the newest unlock; at most 3. */
export function pickFeaturedAchievements<
  T extends { isFeatured: boolean; rarity: AchievementRarity; unlockedAt: string | null },
>(achievements: readonly T[]): T[] {
  return achievements
    .filter((achievement) => achievement.isFeatured)
    .sort(
      (a, b) =>
        RARITY_WEIGHT[b.rarity] - RARITY_WEIGHT[a.rarity] ||
        (b.unlockedAt ?? "").localeCompare(a.unlockedAt ?? ""),
    )
    .slice(0, FEATURED_ACHIEVEMENTS_LIMIT);
}

// ---- Ranking --------------------------------------------------------------------------------

export const LEADERBOARD_PERIODS = ["all", "week", "month"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const rankingQuerySchema = z.object({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: "Period must be all, week or month" })
    .default("all"),
});

export const rankedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Points in the period asked for (all time by default). */
  points: z.number().int(),
  level: z.number().int(),
  /** Position on the board; users with equal points share it. */
  rank: z.number().int(),
  /** The name of the user's level, e.g. 'Novice'. */
  rankTitle: z.string(),
});
export type RankedUser = z.infer<typeof rankedUserSchema>;

export const rankingSchema = z.object({
  rank: z.number().int(),
  totalUsers: z.number().int(),
  period: z.enum(LEADERBOARD_PERIODS),
  topUsers: z.array(rankedUserSchema),
});
export type Ranking = z.infer<typeof rankingSchema>;

/** Before the ranking loads, or when it fails: rank 1 of 1 user. */
export const DEFAULT_RANKING: Ranking = { rank: 1, totalUsers: 1, period: "all", topUsers: [] };

export const LEADERBOARD_SIZE = 10;

// ---- Requests -------------------------------------------------------------------------------

export const userIdParamsSchema = z.object({ userId: pathIdSchema("Unknown user") });

/**
 * The request bodies carry a userId. It is optional: the server acts for the session's user
 * and refuses (403) a userId that is someone else's.
 */
const actingUserId = z
  .number({ error: "User id must be a number" })
  .int("User id must be a whole number")
  .positive("User id must be positive")
  .max(MAX_ID, "Unknown user")
  .optional();

export const initializeSchema = z.object({ userId: actingUserId });

export const logLoginSchema = z.object({ userId: actingUserId });

export const logArticleReadSchema = z.object({
  userId: actingUserId,
  articleId: z.coerce
    .number({ error: "Article id is required" })
    .int("Article id must be a whole number")
    .positive("Article id must be positive")
    .max(MAX_ID, "Unknown article"),
  articleTitle: z.string().max(300, "Article title is too long").optional(),
});
export type LogArticleReadInput = z.infer<typeof logArticleReadSchema>;

export const logCommentPostedSchema = z.object({
  userId: actingUserId,
  commentId: z.coerce
    .number({ error: "Comment id is required" })
    .int("Comment id must be a whole number")
    .positive("Comment id must be positive")
    .max(MAX_ID, "Unknown comment"),
});

/**
 * What can be shared today: an article, and 'article-like' (the like button, which the original
 * client logs as a share; the like itself earns its points). A share of anything else, or of
 * content that does not exist, is a 404 and earns nothing; features add their types here.
 */
export const SHARE_CONTENT_TYPES = ["article", "article-like"] as const;
export type ShareContentType = (typeof SHARE_CONTENT_TYPES)[number];

export const logContentShareSchema = z.object({
  userId: actingUserId,
  contentType: z
    .string({ error: "Content type is required" })
    .trim()
    .min(1, "Content type is required")
    .max(40, "Unknown content type"),
  contentId: z
    .union([z.string(), z.number()], { error: "Content id is required" })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, "Content id is required").max(200, "Content id is too long")),
  /** Where it was shared (facebook, twitter, copy, native...), for the social achievements. */
  platform: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, "Platform is too long")
    .regex(/^[a-z0-9-]*$/, "Unknown platform")
    .optional(),
});
export type LogContentShareInput = z.infer<typeof logContentShareSchema>;

export const toggleFeaturedSchema = z.object({
  userId: actingUserId,
  achievementId: z
    .string({ error: "Achievement id is required" })
    .trim()
    .min(1, "Achievement id is required")
    .max(100, "Unknown achievement"),
  isFeatured: z.boolean({ error: "isFeatured must be true or false" }),
});
export type ToggleFeaturedInput = z.infer<typeof toggleFeaturedSchema>;

// ---- Replies --------------------------------------------------------------------------------

/**
 * What an action earned and the user's totals after it. Actions that earn (a read, a comment,
 * a like, a check-in, a share) answer with it; 0 beyond a rule's daily cap.
 */
export const awardReplySchema = z.object({
  /**
   * Points the event earned. When alreadyCredited is true nothing was credited now: the `log/*`
   * calls about a read, a comment or a like report what that action earned; a repeated
   * check-in or share reports 0.
   */
  pointsEarned: z.number().int(),
  experienceEarned: z.number().int(),
  /** True when this event had already been credited (same article, comment, day...). */
  alreadyCredited: z.boolean(),
  points: z.number().int(),
  experience: z.number().int(),
  level: z.number().int(),
  /** Achievements this event unlocked; the client toasts each one. */
  unlockedAchievements: z.array(userAchievementSchema),
});
export type AwardReply = z.infer<typeof awardReplySchema>;

export const checkInReplySchema = awardReplySchema.extend({
  /** Consecutive UTC days with a check-in, today included. */
  streak: z.number().int(),
});
export type CheckInReply = z.infer<typeof checkInReplySchema>;

export const initializeReplySchema = z.object({
  initialized: z.literal(true),
  unlockedAchievements: z.array(userAchievementSchema),
});
export type InitializeReply = z.infer<typeof initializeReplySchema>;

export const toggleFeaturedReplySchema = z.object({ achievement: userAchievementSchema });

/** Another user's public profile (/user/:userId): never an e-mail. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  level: z.number().int(),
  points: z.number().int(),
  experience: z.number().int(),
  /** Consecutive UTC days with a check-in (0 once a day is missed). */
  loginStreak: z.number().int(),
  checkedInToday: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
