import { Award, Crown, Medal, Trophy } from "lucide-react";
import type { LeaderboardPeriod, RankedUser, Ranking } from "../../../../shared/gamification";
import { LEADERBOARD_PERIODS } from "../../../../shared/gamification";
import { SectionCard } from "../../../components/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { UserAvatar } from "../../../components/user-avatar";
import { cn } from "../../../lib/cn";
import { formatCountOf, formatNumber, pluralNoun } from "../../../lib/format-number";
import { levelColorClass } from "../../../lib/level-color";
import { Link } from "../../../lib/router";
import { PERIOD_LABELS, type RankMedal, rankMedalFor } from "../leaderboard";
import { SignInPrompt } from "./sign-in-prompt";

/** The leaderboard skeleton has 5 rows. */
const SKELETON_ROWS = 5;

const MEDALS: Record<RankMedal, { Icon: typeof Crown; className: string }> = {
  gold: { Icon: Crown, className: "text-yellow-400" },
  silver: { Icon: Medal, className: "text-zinc-300" },
  bronze: { Icon: Award, className: "text-amber-600" },
};

function RankMark({ rank }: { rank: number }) {
  const medal = rankMedalFor(rank);
  if (!medal) {
    return (
      <span className="w-8 shrink-0 text-center font-bold font-display text-muted-foreground tabular-nums">
        <span className="sr-only">Rank </span>#{rank}
      </span>
    );
  }
  const { Icon, className } = MEDALS[medal];
  return (
    <span className="flex w-8 shrink-0 justify-center">
      <Icon aria-hidden="true" className={cn("h-6 w-6", className)} />
      <span className="sr-only">Rank {rank}</span>
    </span>
  );
}

function LeaderboardRow({ entry, isYou }: { entry: RankedUser; isYou: boolean }) {
  const name = entry.displayName || entry.username;
  return (
    <li
      data-testid="leaderboard-row"
      className={cn(
        "flex items-center gap-3 rounded-xl border px-2.5 py-2",
        isYou ? "border-primary/50 bg-primary/10" : "border-transparent",
      )}
    >
      <RankMark rank={entry.rank} />
      <UserAvatar user={entry} className="h-9 w-9" fallbackClassName="text-xs" />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-1.5">
          <Link
            // The own id redirects to /profile, where the owner's controls are.
            to={`/user/${entry.id}`}
            className="truncate rounded font-semibold transition-colors hover:text-primary"
          >
            {name}
          </Link>
          {isYou ? (
            <span className="shrink-0 font-semibold text-primary text-xs">(You)</span>
          ) : null}
        </p>
        <p className="truncate text-muted-foreground text-xs">
          {entry.rankTitle} ·{" "}
          <span className={levelColorClass(entry.level)}>Level {formatNumber(entry.level)}</span>
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="block font-bold font-display text-lg tabular-nums leading-none">
          {formatNumber(entry.points)}
        </span>
        <span className="text-[0.65rem] text-muted-foreground uppercase tracking-wider">
          {pluralNoun(entry.points, "point")}
        </span>
      </p>
    </li>
  );
}

interface LeaderboardCardProps {
  ranking: Ranking;
  isLoading: boolean;
  /** The signed-in user's id; undefined shows the signed-out state. */
  currentUserId: number | undefined;
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  className?: string;
}

/** The community leaderboard of the profile page. */
export function LeaderboardCard({
  ranking,
  isLoading,
  currentUserId,
  period,
  onPeriodChange,
  className,
}: LeaderboardCardProps) {
  const isSignedIn = currentUserId !== undefined;
  return (
    <SectionCard
      Icon={Trophy}
      title="Community Leaderboard"
      description={
        isSignedIn && !isLoading
          ? `Your rank: ${formatNumber(ranking.rank)} out of ${formatCountOf(ranking.totalUsers, "user")}`
          : undefined
      }
      className={className}
    >
      {!isSignedIn ? (
        <SignInPrompt>
          <p className="text-muted-foreground text-sm">
            Sign in to view and compete on the leaderboard
          </p>
        </SignInPrompt>
      ) : (
        <div className="grid gap-4">
          <fieldset className="grid min-w-0 grid-cols-3 gap-1 rounded-xl border border-border bg-background/50 p-1">
            <legend className="sr-only">Leaderboard period</legend>
            {LEADERBOARD_PERIODS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === period}
                onClick={() => onPeriodChange(value)}
                className={cn(
                  "h-8 whitespace-nowrap rounded-lg px-2 font-semibold text-xs outline-none transition focus-visible:ring-2 focus-visible:ring-primary",
                  value === period
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {PERIOD_LABELS[value]}
              </button>
            ))}
          </fieldset>
          {isLoading ? (
            <div role="status" aria-label="Loading leaderboard" className="grid gap-2">
              {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
                <div key={index} className="flex items-center gap-3 px-2.5 py-2">
                  <Skeleton className="h-6 w-8" />
                  <Skeleton className="h-9 w-9 rounded-full" />
                  <div className="grid flex-1 gap-1.5">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="h-3 w-1/3" />
                  </div>
                  <Skeleton className="h-6 w-10" />
                </div>
              ))}
            </div>
          ) : ranking.topUsers.length === 0 ? (
            <p className="rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
              No points earned {period === "all" ? "yet" : PERIOD_LABELS[period].toLowerCase()}. Be
              the first on the board!
            </p>
          ) : (
            <ol aria-label="Top players" className="grid gap-1">
              {ranking.topUsers.map((entry) => (
                <LeaderboardRow key={entry.id} entry={entry} isYou={entry.id === currentUserId} />
              ))}
            </ol>
          )}
        </div>
      )}
    </SectionCard>
  );
}
