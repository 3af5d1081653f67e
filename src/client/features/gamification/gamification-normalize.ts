import {
  ACHIEVEMENT_RARITIES,
  type AchievementRarity,
  type AchievementsReply,
  DEFAULT_LEVEL_DATA,
  DEFAULT_RANKING,
  LEADERBOARD_PERIODS,
  type LevelData,
  type LevelInfo,
  type RankedUser,
  type Ranking,
  type UserAchievement,
} from "../../../shared/gamification";

/**
 * Spec 000 §3 and §4: gamification replies are read leniently. A missing or odd field takes the
 * spec's default instead of failing the whole card, and a reply that is not an object at all
 * gives the defaults of §4 (level 1 Novice, rank 1 of 1, no achievements).
 */

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value : fallback;
}

function nullableString(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function clampPercent(value: number): number {
  return Math.max(0, Math.min(100, value));
}

function normalizeLevelInfo(raw: unknown): LevelInfo | null {
  if (!isObject(raw)) return null;
  const level = numberOr(raw.level, Number.NaN);
  if (Number.isNaN(level)) return null;
  return {
    level,
    name: stringOr(raw.name, `Level ${level}`),
    description: stringOr(raw.description, ""),
    requiredExperience: numberOr(raw.requiredExperience, 0),
    icon: stringOr(raw.icon, "award"),
    color: stringOr(raw.color, "#9ca3af"),
    benefits: Array.isArray(raw.benefits)
      ? raw.benefits.filter((item): item is string => typeof item === "string")
      : [],
  };
}

export function normalizeLevelData(raw: unknown): LevelData {
  if (!isObject(raw)) return DEFAULT_LEVEL_DATA;
  const defaults = DEFAULT_LEVEL_DATA;
  const currentLevelInfo = normalizeLevelInfo(raw.currentLevelInfo) ?? undefined;
  const points = typeof raw.points === "number" ? raw.points : undefined;
  return {
    currentLevel: numberOr(raw.currentLevel, defaults.currentLevel),
    currentRank: stringOr(raw.currentRank, defaults.currentRank),
    currentExperience: numberOr(raw.currentExperience, defaults.currentExperience),
    requiredExperience: numberOr(raw.requiredExperience, defaults.requiredExperience),
    progressPercent: clampPercent(numberOr(raw.progressPercent, defaults.progressPercent)),
    // Absent or null means the maximum level ('Maximum level reached!').
    nextLevel: normalizeLevelInfo(raw.nextLevel),
    ...(currentLevelInfo ? { currentLevelInfo } : {}),
    ...(points === undefined ? {} : { points }),
  };
}

function isRarity(value: unknown): value is AchievementRarity {
  return ACHIEVEMENT_RARITIES.some((rarity) => rarity === value);
}

/** Spec 000 §3 "Achievement": defaults for missing fields. */
export function normalizeAchievement(raw: unknown): UserAchievement | null {
  if (!isObject(raw)) return null;
  const id = raw.id ?? raw.achievementId;
  if (typeof id !== "string" && typeof id !== "number") return null;
  const requirement = isObject(raw.requirement) ? raw.requirement : {};
  const count = numberOr(requirement.count, 0);
  const unlockedAt = nullableString(raw.unlockedAt);
  return {
    id: String(id),
    achievementId: String(raw.achievementId ?? id),
    userId: numberOr(raw.userId, 0),
    title: stringOr(raw.title, "Achievement"),
    description: stringOr(raw.description, "Description not available"),
    category: stringOr(raw.category, "account"),
    icon: stringOr(raw.icon, "award"),
    pointsAwarded: numberOr(raw.pointsAwarded, 0),
    experienceAwarded: numberOr(raw.experienceAwarded, 0),
    // achievementProgressPercent treats a missing count as 100.
    requirement: { count: count > 0 ? count : 100 },
    rarity: isRarity(raw.rarity) ? raw.rarity : "common",
    progress: numberOr(raw.progress, 0),
    isCompleted: typeof raw.isCompleted === "boolean" ? raw.isCompleted : unlockedAt !== null,
    unlockedAt,
    isFeatured: raw.isFeatured === true,
    showcaseOrder: typeof raw.showcaseOrder === "number" ? raw.showcaseOrder : null,
  };
}

function normalizeList(raw: unknown): UserAchievement[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(normalizeAchievement).filter((item): item is UserAchievement => item !== null);
}

/** Spec 000 §3: the server may answer a plain list of unlocked ones, or { achievements, inProgress }. */
export function normalizeAchievements(raw: unknown): AchievementsReply {
  if (Array.isArray(raw)) return { achievements: normalizeList(raw), inProgress: [] };
  if (!isObject(raw)) return { achievements: [], inProgress: [] };
  return {
    achievements: normalizeList(raw.achievements),
    inProgress: normalizeList(raw.inProgress),
  };
}

function normalizeRankedUser(raw: unknown, index: number): RankedUser | null {
  if (!isObject(raw) || typeof raw.id !== "number" || typeof raw.username !== "string") return null;
  const level = numberOr(raw.level, 1);
  return {
    id: raw.id,
    username: raw.username,
    displayName: nullableString(raw.displayName),
    avatar: nullableString(raw.avatar),
    points: numberOr(raw.points, 0),
    level,
    rank: numberOr(raw.rank, index + 1),
    rankTitle: stringOr(raw.rankTitle, `Level ${level}`),
  };
}

export function normalizeRanking(raw: unknown): Ranking {
  if (!isObject(raw)) return DEFAULT_RANKING;
  const period = LEADERBOARD_PERIODS.find((item) => item === raw.period) ?? DEFAULT_RANKING.period;
  const topUsers = Array.isArray(raw.topUsers)
    ? raw.topUsers.map(normalizeRankedUser).filter((item): item is RankedUser => item !== null)
    : [];
  return {
    rank: numberOr(raw.rank, DEFAULT_RANKING.rank),
    totalUsers: numberOr(raw.totalUsers, DEFAULT_RANKING.totalUsers),
    period,
    topUsers,
  };
}
