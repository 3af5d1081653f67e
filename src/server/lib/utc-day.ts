import { DAY_MS } from "../../shared/time-units";

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export function startOfUtcDay(moment: Date): Date {
  return new Date(`${utcDay(moment)}T00:00:00.000Z`);
}

export function previousUtcDay(moment: Date): string {
  return utcDay(new Date(startOfUtcDay(moment).getTime() - DAY_MS));
}

/** The streak still counts if the last check-in was today or yesterday; otherwise it is over. */
export function currentStreak(
  gamer: { loginStreak: number; lastCheckInDay: string | null },
  now: Date,
): number {
  const last = gamer.lastCheckInDay;
  return last === utcDay(now) || last === previousUtcDay(now) ? gamer.loginStreak : 0;
}

export { DAY_MS };

/** The calendar periods a moment belongs to: its ISO week (from Monday, UTC) and its month. */
export function periodKeys(moment: Date): { week: string; month: string } {
  const day = startOfUtcDay(moment);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - daysSinceMonday * DAY_MS);
  return { week: `week:${utcDay(monday)}`, month: `month:${utcDay(moment).slice(0, 7)}` };
}
