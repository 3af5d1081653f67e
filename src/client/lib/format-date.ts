/*
 * Dates are written in UTC: the server renders the page in UTC and the browser hydrates it in
 * the reader's own zone, and the two must print the same day or React reports a mismatch (a
 * post from 23:30 UTC would read as the next day in Berlin and the day before in New York).
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "January 5, 2025", the day in UTC. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? "Unknown" : longDate.format(date);
}
