import { Sparkles } from "lucide-react";
import {
  FEATURED_ACHIEVEMENTS_LIMIT,
  pickFeaturedAchievements,
  type UserAchievement,
} from "../../../../shared/gamification";
import { SectionCard } from "../../../components/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { rarityClasses } from "../rarity-style";
import { AchievementIconView } from "./achievement-icon";
import { RarityBadge } from "./rarity-badge";

interface FeaturedAchievementsProps {
  achievements: readonly UserAchievement[];
  isLoading: boolean;
  /** Another user's profile says so plainly; the own one keeps the nudge to unlock some. */
  emptyText?: string;
  className?: string;
}

/** At most 3, rarest first, then the newest. */
export function FeaturedAchievements({
  achievements,
  isLoading,
  emptyText = "Unlock achievements to showcase them here!",
  className,
}: FeaturedAchievementsProps) {
  const featured = pickFeaturedAchievements(achievements);
  return (
    <SectionCard Icon={Sparkles} title="Featured Achievements" className={className}>
      {isLoading ? (
        <div
          role="status"
          aria-label="Loading featured achievements"
          className="grid grid-cols-3 gap-2 sm:gap-3"
        >
          {Array.from({ length: FEATURED_ACHIEVEMENTS_LIMIT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
            <Skeleton key={index} className="h-28 w-full rounded-xl sm:h-32" />
          ))}
        </div>
      ) : featured.length === 0 ? (
        <p className="rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          {emptyText}
        </p>
      ) : (
        <ul aria-label="Featured achievements" className="grid grid-cols-3 gap-2 sm:gap-3">
          {featured.map((achievement) => (
            <li
              key={achievement.id}
              className="flex min-w-0 flex-col items-center gap-2 rounded-xl border border-border bg-background/40 px-1.5 py-3 text-center sm:px-3 sm:py-4"
            >
              <span
                className={cn(
                  "flex h-10 w-10 items-center justify-center rounded-xl border sm:h-12 sm:w-12",
                  rarityClasses(achievement.rarity).icon,
                )}
              >
                <AchievementIconView name={achievement.icon} className="h-5 w-5 sm:h-6 sm:w-6" />
              </span>
              <span className="break-words font-semibold text-sm leading-tight sm:text-base">
                {achievement.title}
              </span>
              <RarityBadge rarity={achievement.rarity} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
