import type { UserAchievement } from "../../../shared/gamification";
import { toIsoString } from "../../lib/iso-date";
import type { AchievementDefinition } from "./achievement-catalogue";

/** A catalogue entry as one user sees it: the achievement plus the user's progress and unlock. */
export function toUserAchievement(
  entry: AchievementDefinition,
  userId: number,
  state: {
    progress: number;
    unlockedAt: Date | string | null;
    featuredAt: Date | string | null;
    showcaseOrder: number | null;
  },
): UserAchievement {
  const isCompleted = state.unlockedAt !== null;
  return {
    id: entry.id,
    achievementId: entry.id,
    userId,
    title: entry.title,
    description: entry.description,
    category: entry.category,
    icon: entry.icon,
    pointsAwarded: entry.points,
    experienceAwarded: entry.experience,
    requirement: { count: entry.count },
    rarity: entry.rarity,
    // An unlocked achievement shows as complete even if its counter later moved past it.
    progress: isCompleted ? Math.max(entry.count, state.progress) : state.progress,
    isCompleted,
    unlockedAt: state.unlockedAt === null ? null : toIsoString(state.unlockedAt),
    isFeatured: state.featuredAt !== null,
    showcaseOrder: state.showcaseOrder,
  };
}
