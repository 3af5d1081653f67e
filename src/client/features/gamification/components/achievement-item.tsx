import { Star } from "lucide-react";
import { useId } from "react";
import { achievementProgressPercent, type UserAchievement } from "../../../../shared/gamification";
import { Button } from "../../../components/ui/button";
import { Progress } from "../../../components/ui/progress";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { formatLongDate } from "../../../lib/format-date";
import { formatCountOf, formatNumber } from "../../../lib/format-number";
import { rarityClasses } from "../rarity-style";
import { AchievementIconView } from "./achievement-icon";
import { RarityBadge } from "./rarity-badge";

export interface FeatureToggle {
  onToggle: (achievement: UserAchievement) => void;
  /** Every toggle is disabled while one is in flight. */
  isBusy: boolean;
  /** The one being saved, for its spinner. */
  pendingId: string | undefined;
}

interface AchievementItemProps {
  achievement: UserAchievement;
  /** In progress: shows the progress bar instead of the unlock date. */
  isInProgress?: boolean;
  /** Only on the signed-in user's own earned achievements. */
  featureToggle?: FeatureToggle;
}

export function AchievementItem({
  achievement,
  isInProgress = false,
  featureToggle,
}: AchievementItemProps) {
  const titleId = useId();
  const percent = achievementProgressPercent(achievement.progress, achievement.requirement.count);
  const isPending = featureToggle?.pendingId === achievement.id;

  return (
    <li
      data-testid="achievement"
      className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-3 sm:flex-row sm:items-start sm:p-4"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          className={cn(
            "flex h-11 w-11 shrink-0 items-center justify-center rounded-xl border",
            rarityClasses(achievement.rarity).icon,
            isInProgress && "opacity-70 grayscale-[40%]",
          )}
        >
          <AchievementIconView name={achievement.icon} className="h-5 w-5" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="font-semibold leading-tight">
              {achievement.title}
            </h3>
            <RarityBadge rarity={achievement.rarity} />
          </div>
          <p className="text-muted-foreground text-sm leading-snug">{achievement.description}</p>
          <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
            <span className="font-semibold text-primary">
              +{formatCountOf(achievement.pointsAwarded, "point")}
            </span>
            <span className="font-semibold text-foreground/80">
              +{formatNumber(achievement.experienceAwarded)} XP
            </span>
            {!isInProgress && achievement.unlockedAt ? (
              <span className="text-muted-foreground">
                Unlocked{" "}
                <time dateTime={achievement.unlockedAt}>
                  {formatLongDate(achievement.unlockedAt)}
                </time>
              </span>
            ) : null}
          </p>
          {isInProgress ? (
            <div className="mt-1.5 grid gap-1">
              <Progress
                value={percent}
                aria-label={`${achievement.title} progress`}
                className="h-2"
              />
              <p className="flex justify-between text-muted-foreground text-xs tabular-nums">
                <span>
                  {formatNumber(Math.min(achievement.progress, achievement.requirement.count))} /{" "}
                  {formatNumber(achievement.requirement.count)}
                </span>
                <span>{percent}%</span>
              </p>
            </div>
          ) : null}
        </div>
      </div>
      {featureToggle ? (
        <Button
          size="sm"
          variant={achievement.isFeatured ? "secondary" : "outline"}
          aria-pressed={achievement.isFeatured}
          aria-describedby={titleId}
          disabled={featureToggle.isBusy}
          onClick={() => featureToggle.onToggle(achievement)}
          className="self-start sm:ml-2"
        >
          {isPending ? (
            <Spinner className="h-3.5 w-3.5 text-current" label="Saving" />
          ) : (
            <Star
              aria-hidden="true"
              className={cn("h-3.5 w-3.5", achievement.isFeatured && "fill-current")}
            />
          )}
          {achievement.isFeatured ? "Featured" : "Feature"}
        </Button>
      ) : null}
    </li>
  );
}
