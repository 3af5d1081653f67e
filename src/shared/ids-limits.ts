/**
 * Zod-free half of ids.ts, safe to import in a first view without downloading zod.
 *
 * Every id the site hands out fits PostgreSQL's `integer` column (2^31 − 1); a larger number
 * names nothing on either engine, and PostgreSQL would refuse it in a query with an error.
 */
export const MAX_ID = 2_147_483_647;

/** Whether a number is an id the site could have handed out (for ids read from text by hand). */
export function isValidId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}
