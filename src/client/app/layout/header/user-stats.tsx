import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/format-number";
import { levelColorClass } from "../../../lib/level-color";
import type { User } from "../../session/user";

/**
 * Level, Points and Experience of the user menu; shown only when the user has a level.
 * Plain blocks, not a description list: a menu may hold only items, groups and separators,
 * and assistive technology skips other content in it anyway.
 */
export function UserStats({ user }: { user: User }) {
  if (user.level === null || user.level === undefined) return null;
  const stats = [
    { label: "Level", value: formatNumber(user.level), className: levelColorClass(user.level) },
    { label: "Points", value: formatNumber(user.points), className: "text-foreground" },
    { label: "Experience", value: formatNumber(user.experience), className: "text-foreground" },
  ];
  return (
    <div className="grid grid-cols-3 gap-1 rounded-lg bg-black/25 p-2 text-center">
      {stats.map((stat) => (
        <div key={stat.label} className="grid gap-0.5">
          <span className="text-[0.65rem] text-muted-foreground uppercase tracking-wider">
            {stat.label}
          </span>
          <span className={cn("font-bold font-display text-base", stat.className)}>
            {stat.value}
          </span>
        </div>
      ))}
    </div>
  );
}
