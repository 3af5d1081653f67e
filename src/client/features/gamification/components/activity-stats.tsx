import { Activity, Star, Trophy, Zap } from "lucide-react";
import { SectionCard } from "../../../components/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatNumber } from "../../../lib/format-number";

interface ActivityStatsProps {
  experience: number;
  points: number;
  achievementsUnlocked: number;
  isLoading: boolean;
}

/** Activity stats (XP earned, total points, achievements unlocked). */
export function ActivityStats({
  experience,
  points,
  achievementsUnlocked,
  isLoading,
}: ActivityStatsProps) {
  const stats = [
    { label: "XP earned", value: experience, Icon: Zap },
    { label: "Total points", value: points, Icon: Star },
    { label: "Achievements unlocked", value: achievementsUnlocked, Icon: Trophy },
  ];
  return (
    <SectionCard Icon={Activity} title="Activity">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {stats.map(({ label, value, Icon }) => (
          <div
            key={label}
            className="flex flex-col items-center gap-1 rounded-xl border border-border bg-background/40 px-2 py-3 text-center sm:py-4"
          >
            <Icon aria-hidden="true" className="order-1 h-5 w-5 text-primary" />
            {/* The term comes first for screen readers; the number is shown above it. */}
            <dt className="order-3 text-muted-foreground text-xs leading-tight">{label}</dt>
            <dd className="order-2 font-bold font-display text-2xl tabular-nums leading-none sm:text-3xl">
              {isLoading ? <Skeleton className="mx-auto h-7 w-12" /> : formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
