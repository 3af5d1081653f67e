import type { AdminStatsDay } from "../../../../shared/admin-stats";
import { Card } from "../../../components/ui/card";
import { formatCount } from "../admin-format";
import { Sparkline } from "./sparkline";

interface StatCardProps {
  label: string;
  total: number;
  /** What one day of the trend counts ("sign-ups", "new posts"). */
  trendName: string;
  days: readonly AdminStatsDay[];
}

/** One total with its 30-day trend. */
export function StatCard({ label, total, trendName, days }: StatCardProps) {
  const inPeriod = days.reduce((sum, day) => sum + day.count, 0);
  const peak = days.reduce((max, day) => Math.max(max, day.count), 0);
  return (
    <Card className="grid gap-2 p-4">
      <h3 className="font-display font-semibold text-muted-foreground text-sm uppercase tracking-wider">
        {label}
      </h3>
      <p className="font-bold font-display text-3xl text-foreground tabular-nums leading-none">
        {formatCount(total)}
      </p>
      <Sparkline
        days={days}
        label={`${trendName} per day over the last ${days.length} days: ${formatCount(inPeriod)} in all, at most ${formatCount(peak)} a day`}
      />
      <p className="text-muted-foreground text-xs">
        {formatCount(inPeriod)} {trendName} in {days.length} days
      </p>
    </Card>
  );
}
