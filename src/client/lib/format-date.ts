const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "January 5, 2025". */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? "Unknown" : longDate.format(date);
}
