import { formatUtcDay } from "../../shared/utc-day";

/*
 * Dates are written in UTC: the server renders the page in UTC and the browser hydrates it in
 * the reader's own zone, and the two must print the same day or React reports a mismatch (a
 * post from 23:30 UTC would read as the next day in Berlin and the day before in New York).
 *
 * Written by hand for four-digit years, as Intl's en-US "long" style prints them: creating the
 * first Intl formatter of a page loads the locale data, a long task of the first view (see
 * format-number.ts). Other years go to Intl, created on first use.
 */
let intlLongDate: Intl.DateTimeFormat | undefined;

/** "January 5, 2025", the day in UTC. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return "Unknown";
  const year = date.getUTCFullYear();
  if (year >= 1000 && year <= 9999) {
    return formatUtcDay(date);
  }
  intlLongDate ??= new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  return intlLongDate.format(date);
}
