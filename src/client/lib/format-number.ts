const NUMBER_FORMAT = new Intl.NumberFormat("en-US");

/** Numbers are shown with comma thousands separators (12,345). */
export function formatNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}
