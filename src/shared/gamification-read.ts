import { z } from "zod";
import {
  ACHIEVEMENT_RARITIES,
  type AchievementsReply,
  DEFAULT_LEVEL_DATA,
  DEFAULT_RANKING,
  LEADERBOARD_PERIODS,
  type LevelData,
  type LevelInfo,
  type RankedUser,
  type Ranking,
  type UserAchievement,
} from "./gamification";

/**
 * How the client reads the gamification replies. The types are the server's own (gamification.ts);
 * these schemas only add the product's defaults as fallbacks, so one odd or missing field takes
 * its default instead of failing the whole card, and a reply that is not an object at all reads
 * as the defaults shown before load (level 1 Novice, rank 1 of 1, no achievements).
 */

function isNotBlank(value: string): boolean {
  return value.trim() !== "";
}

/** A non-blank string, or the fallback. */
function textOr(fallback: string) {
  return z.string().refine(isNotBlank).catch(fallback);
}

/** A finite number, or the fallback. */
function numberOr(fallback: number) {
  return z.number().catch(fallback);
}

/** A non-empty string, or null. */
const optionalText = z.string().min(1).nullable().catch(null);

/** A list whose unreadable entries are dropped rather than failing the whole list. */
function lenientList<T>(read: (item: unknown, index: number) => T | null) {
  return z
    .array(z.unknown())
    .transform((items) => items.map(read).filter((item): item is T => item !== null));
}

function readWith<T>(schema: z.ZodType<T>) {
  return (item: unknown): T | null => {
    const parsed = schema.safeParse(item);
    return parsed.success ? parsed.data : null;
  };
}

// ---- Levels ---------------------------------------------------------------------------------

export const levelInfoReadSchema = z
  .object({
    level: z.number(),
    name: z.string().refine(isNotBlank).optional().catch(undefined),
    description: textOr(""),
    requiredExperience: numberOr(0),
    icon: textOr("award"),
    color: textOr("#9ca3af"),
    benefits: lenientList((item) => (typeof item === "string" ? item : null)).catch([]),
  })
  .transform(({ name, ...info }) => ({
    ...info,
    name: name ?? `Level ${info.level}`,
  })) satisfies z.ZodType<LevelInfo>;

export const levelDataReadSchema = z
  .object({
    currentLevel: numberOr(DEFAULT_LEVEL_DATA.currentLevel),
    currentRank: textOr(DEFAULT_LEVEL_DATA.currentRank),
    currentExperience: numberOr(DEFAULT_LEVEL_DATA.currentExperience),
    requiredExperience: numberOr(DEFAULT_LEVEL_DATA.requiredExperience),
    progressPercent: numberOr(DEFAULT_LEVEL_DATA.progressPercent).transform((percent) =>
      Math.max(0, Math.min(100, percent)),
    ),
    // Absent or null means the maximum level ('Maximum level reached!').
    nextLevel: levelInfoReadSchema.nullable().catch(null),
    currentLevelInfo: levelInfoReadSchema.optional().catch(undefined),
    points: z.number().optional().catch(undefined),
  })
  .catch(DEFAULT_LEVEL_DATA) satisfies z.ZodType<LevelData>;

// ---- Achievements ---------------------------------------------------------------------------

const achievementKey = z.union([z.string(), z.number()]).optional().catch(undefined);

/** One achievement, with the defaults for missing fields: 'Achievement', common, 0 points... */
export const achievementReadSchema = z
  .object({
    id: achievementKey,
    achievementId: achievementKey,
    userId: numberOr(0),
    title: textOr("Achievement"),
    description: textOr("Description not available"),
    category: textOr("account"),
    icon: textOr("award"),
    pointsAwarded: numberOr(0),
    experienceAwarded: numberOr(0),
    // A missing requirement count counts as 100 when the progress percentage is worked out.
    requirement: z.object({ count: z.number().positive().catch(100) }).catch({ count: 100 }),
    rarity: z.enum(ACHIEVEMENT_RARITIES).catch("common"),
    progress: numberOr(0),
    isCompleted: z.boolean().optional().catch(undefined),
    unlockedAt: optionalText,
    isFeatured: z.boolean().catch(false),
    showcaseOrder: z.number().nullable().catch(null),
  })
  // Without any id there is nothing to feature or key a list on: such an entry is dropped.
  .refine((item) => item.id !== undefined || item.achievementId !== undefined)
  .transform(({ id, achievementId, isCompleted, ...rest }): UserAchievement => {
    const key = String(id ?? achievementId);
    return {
      ...rest,
      id: key,
      achievementId: String(achievementId ?? key),
      // An unlock date means it is done, when the flag itself is missing.
      isCompleted: isCompleted ?? rest.unlockedAt !== null,
    };
  }) satisfies z.ZodType<UserAchievement>;

/** A list of achievements; entries that cannot be read (no id, not an object) are left out. */
export const achievementListReadSchema = lenientList(readWith(achievementReadSchema)).catch([]);

const EMPTY_ACHIEVEMENTS: AchievementsReply = { achievements: [], inProgress: [] };

/** The server may answer a plain list of unlocked ones, or { achievements, inProgress }. */
export const achievementsReadSchema = z
  .union([
    z.array(z.unknown()).transform((items) => ({
      achievements: achievementListReadSchema.parse(items),
      inProgress: [],
    })),
    z.object({ achievements: achievementListReadSchema, inProgress: achievementListReadSchema }),
  ])
  .catch(EMPTY_ACHIEVEMENTS) satisfies z.ZodType<AchievementsReply>;

// ---- Ranking --------------------------------------------------------------------------------

const rankedUserReadSchema = z
  .object({
    id: z.number(),
    username: z.string(),
    displayName: optionalText,
    avatar: optionalText,
    points: numberOr(0),
    level: numberOr(1),
    rank: z.number().optional().catch(undefined),
    rankTitle: z.string().refine(isNotBlank).optional().catch(undefined),
  })
  .transform(({ rankTitle, ...user }) => ({
    ...user,
    rankTitle: rankTitle ?? `Level ${user.level}`,
  }));

export const rankingReadSchema = z
  .object({
    rank: numberOr(DEFAULT_RANKING.rank),
    totalUsers: numberOr(DEFAULT_RANKING.totalUsers),
    period: z.enum(LEADERBOARD_PERIODS).catch(DEFAULT_RANKING.period),
    // A user without a rank takes their place in the list.
    topUsers: lenientList((item, index): RankedUser | null => {
      const user = readWith(rankedUserReadSchema)(item);
      return user ? { ...user, rank: user.rank ?? index + 1 } : null;
    }).catch([]),
  })
  .catch(DEFAULT_RANKING) satisfies z.ZodType<Ranking>;
