/**
 * Numbers are shown with comma thousands separators (12,345), whatever the reader's locale.
 *
 * Whole numbers, nearly all of what the site shows (counts, points, views), are grouped by hand:
 * the first Intl formatter a page creates loads the locale data, which took the longest task
 * of an article's first view in a profile with Lighthouse's fourfold CPU slowdown. Anything
 * else (fractions, -0, the very large) goes to Intl, created on first use, for the same output.
 */
let intlFormat: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupThousands(value);
  intlFormat ??= new Intl.NumberFormat("en-US");
  return intlFormat.format(value);
}

function groupThousands(value: number): string {
  const digits = String(Math.abs(value));
  let grouped = "";
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${group},${grouped}` : group;
  }
  return value < 0 ? `-${grouped}` : grouped;
}
