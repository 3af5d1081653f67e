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

/**
 * The noun that goes with a count: singular for exactly one, plural otherwise ("0 views",
 * "1 view", "2 views"). `many` defaults to `one` with an "s"; give it for the others ("reply",
 * "replies"). The one place the site decides this, so no count reads "1 views".
 */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** A count, grouped as formatNumber does, with its noun: "1 view", "1,204 views". */
export function formatCountOf(count: number, one: string, many?: string): string {
  return `${formatNumber(count)} ${pluralNoun(count, one, many)}`;
}
