import { Lock, Trophy } from "lucide-react";
import { type ReactNode, useId } from "react";
import { DEFAULT_LEVEL_DATA, type LevelData } from "../../../../shared/gamification";
import { SectionCard } from "../../../components/section-card";
import { Progress } from "../../../components/ui/progress";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/format-number";
import { levelColorClass } from "../../../lib/level-color";

interface LevelCardProps {
  data: LevelData;
  isLoading: boolean;
  /** False shows the signed-out state: level 0, 0 XP. */
  isSignedIn: boolean;
  /** Actions under the bar (the own profile's check-in). */
  footer?: ReactNode;
  className?: string;
}

function LevelCardSkeleton() {
  return (
    <div role="status" aria-label="Loading level" className="grid gap-5">
      <div className="flex items-center gap-5">
        <Skeleton className="h-20 w-20 rounded-2xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-2.5 w-full rounded-full" />
      </div>
    </div>
  );
}

/** Level, rank, XP, progress to the next level. */
export function LevelCard({ data, isLoading, isSignedIn, footer, className }: LevelCardProps) {
  const progressLabelId = useId();
  const level = isSignedIn ? data.currentLevel : 0;
  const experience = isSignedIn ? data.currentExperience : 0;
  const percent = isSignedIn ? (data.nextLevel ? data.progressPercent : 100) : 0;
  // Signed out, the bar shows the default next-level requirement.
  const required = isSignedIn ? data.requiredExperience : DEFAULT_LEVEL_DATA.requiredExperience;

  return (
    <SectionCard Icon={Trophy} title="Player Level" className={className}>
      {isLoading ? (
        <LevelCardSkeleton />
      ) : (
        <div className="grid gap-5">
          <div className="flex items-center gap-4 sm:gap-5">
            <div
              className="flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-2xl border border-primary/40 bg-linear-to-br from-primary/25 to-transparent shadow-[0_0_30px_-12px_var(--primary)]"
              data-testid="level-badge"
            >
              <span className="font-display font-semibold text-[0.65rem] text-muted-foreground uppercase tracking-[0.2em]">
                Level
              </span>
              <span
                className={cn(
                  "font-bold font-display text-4xl leading-none tabular-nums",
                  isSignedIn ? levelColorClass(level) : "text-muted-foreground",
                )}
              >
                {formatNumber(level)}
              </span>
            </div>
            <div className="min-w-0">
              {isSignedIn ? (
                <>
                  <p className="font-bold font-display text-2xl uppercase leading-tight tracking-wide sm:text-3xl">
                    {data.currentRank}
                  </p>
                  <p className="mt-1 text-muted-foreground text-sm">
                    <span className="font-semibold text-foreground tabular-nums">
                      {formatNumber(experience)} XP
                    </span>{" "}
                    earned in total
                  </p>
                </>
              ) : (
                <>
                  <p className="flex items-center gap-2 font-bold font-display text-2xl uppercase leading-tight tracking-wide">
                    <Lock aria-hidden="true" className="h-5 w-5 text-muted-foreground" />
                    Not logged in
                  </p>
                  <p className="mt-1 text-muted-foreground text-sm">
                    Log in to track your gaming progress
                  </p>
                </>
              )}
            </div>
          </div>

          <div className="grid gap-2">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span id={progressLabelId} className="min-w-0 font-medium">
                {!isSignedIn ? (
                  "Progress to the next level"
                ) : data.nextLevel ? (
                  <>
                    Next: Level {formatNumber(data.nextLevel.level)}{" "}
                    <span className="text-muted-foreground">— {data.nextLevel.name}</span>
                  </>
                ) : (
                  "Maximum level reached!"
                )}
              </span>
              <span className="shrink-0 font-semibold text-primary tabular-nums">
                {Math.round(percent)}%
              </span>
            </div>
            <Progress value={percent} aria-labelledby={progressLabelId} />
            <p className="text-muted-foreground text-xs tabular-nums">
              {formatNumber(experience)} / {formatNumber(required)} XP
            </p>
          </div>
          {footer}
        </div>
      )}
    </SectionCard>
  );
}
