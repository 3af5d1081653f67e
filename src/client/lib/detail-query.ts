import { isValidId } from "../../shared/ids-limits";
import { retryFailures } from "./query-client";

/**
 * How a detail page's read (a discussion, a feedback item, an update and their replies) is
 * retried: up to three times, a second more each time (five at most). A 404 is an answer, not a
 * failure to retry: retryFailures retries only what may pass.
 */
export const DETAIL_RETRY = {
  retry: retryFailures(3),
  retryDelay: (attempt: number): number => Math.min((attempt + 1) * 1000, 5000),
};

/** A detail page stays fresh for a minute; the reader's own writes update the cache directly. */
export const DETAIL_STALE_TIME_MS = 60 * 1000;

/** The route's id as a database id (digits, within the id range), or null when it names none. */
export function routeIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return isValidId(id) ? id : null;
}

/** `path` asking for the page after `cursor` (the first page without one). */
export function withCursor(path: string, cursor: string | null): string {
  return cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;
}
