import { z } from "zod";
import { MAX_ID } from "./ids-limits";

/**
 * One id schema for every route: every id read from a request goes through one of these,
 * which stop at MAX_ID (see ids-limits.ts) before any query runs.
 */
export { isValidId, MAX_ID } from "./ids-limits";

/**
 * Marks the issue of a path id beyond MAX_ID: the server's error handler answers it 404 with
 * the resource's not-found message, exactly as an unknown id within range is answered.
 */
export const UNKNOWN_ID_PARAM = "unknownId";

/** An id in a JSON body: a whole number from 1 to MAX_ID, otherwise a 400 with `message`. */
export function idSchema(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/** An id that may come as text (a query string, a form's select): as idSchema, coerced. */
export function queryIdSchema(message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}

/**
 * The id of a resource in a path. Text that is no positive whole number is a 400 with
 * `notFoundMessage`; a number beyond MAX_ID is a 404 with it (no such resource can exist).
 */
export function pathIdSchema(notFoundMessage: string) {
  return z.coerce
    .number({ error: notFoundMessage })
    .int(notFoundMessage)
    .min(1, notFoundMessage)
    .refine((id) => id <= MAX_ID, {
      error: notFoundMessage,
      params: { [UNKNOWN_ID_PARAM]: true },
    });
}
