import type { AdminStatsDay } from "../../../../shared/admin-stats";

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 2;

/** The polyline's points for a series, scaled to the box; a flat line when every day is 0. */
export function sparklinePoints(days: readonly AdminStatsDay[]): string {
  if (days.length === 0) return "";
  const max = Math.max(...days.map((day) => day.count));
  const step = days.length > 1 ? (WIDTH - PAD * 2) / (days.length - 1) : 0;
  return days
    .map((day, index) => {
      const x = PAD + index * step;
      const y = max === 0 ? HEIGHT - PAD : HEIGHT - PAD - (day.count / max) * (HEIGHT - PAD * 2);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

/**
 * A 30-day trend as a small inline SVG line (no chart library: a polyline is all it takes).
 * The picture is decorative for screen readers, which read `label` instead.
 */
export function Sparkline({ days, label }: { days: readonly AdminStatsDay[]; label: string }) {
  const points = sparklinePoints(days);
  const area = points ? `${PAD},${HEIGHT - PAD} ${points} ${WIDTH - PAD},${HEIGHT - PAD}` : "";
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-10 w-full text-primary"
    >
      {area ? <polygon points={area} fill="currentColor" opacity="0.15" /> : null}
      {points ? (
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ) : null}
    </svg>
  );
}
