import { CalendarCheck, Flame, Power } from "lucide-react";
import { useId } from "react";
import type { PublicProfile } from "../../../../shared/gamification";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatNumber } from "../../../lib/format-number";
import { useCheckIn, useInitializeGamification } from "../hooks/use-gamification-actions";

/**
 * 'Check in daily' updates the login streak, 'Initialize Gamification
 * System' initialises gamification. The streak and today's check-in come from the public profile.
 */
export function DailyActions({ profile }: { profile: PublicProfile | undefined }) {
  const streakId = useId();
  const checkIn = useCheckIn();
  const initialize = useInitializeGamification();
  const streak = profile?.loginStreak ?? 0;
  const hasCheckedIn = profile?.checkedInToday === true;

  return (
    <div className="grid gap-3 border-border border-t pt-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          onClick={() => checkIn.mutate()}
          disabled={hasCheckedIn || checkIn.isPending}
          aria-describedby={streakId}
        >
          {checkIn.isPending ? (
            <Spinner className="h-4 w-4 text-current" label="Checking in" />
          ) : (
            <CalendarCheck aria-hidden="true" className="h-4 w-4" />
          )}
          Check in daily
        </Button>
        <p id={streakId} className="flex items-center gap-1.5 text-sm">
          <Flame
            aria-hidden="true"
            className={streak > 0 ? "h-4 w-4 text-orange-400" : "h-4 w-4 text-muted-foreground"}
          />
          <span>
            {streak > 0 ? (
              <>
                <span className="font-semibold tabular-nums">{formatNumber(streak)}</span>-day
                streak
              </>
            ) : (
              <span className="text-muted-foreground">No streak yet</span>
            )}
            {hasCheckedIn ? (
              <span className="text-muted-foreground"> · checked in today</span>
            ) : null}
          </span>
        </p>
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => initialize.mutate()}
          disabled={initialize.isPending}
        >
          {initialize.isPending ? (
            <Spinner className="h-3.5 w-3.5 text-current" label="Initializing" />
          ) : (
            <Power aria-hidden="true" className="h-3.5 w-3.5" />
          )}
          Initialize Gamification System
        </Button>
      </div>
    </div>
  );
}
