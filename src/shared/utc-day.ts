const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "January 5, 2025": the day in UTC, as Intl's en-US "long" date style writes it, the same on
 * every machine whatever its locale or zone, and without loading Intl's locale data.
 */
export function formatUtcDay(date: Date): string {
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
