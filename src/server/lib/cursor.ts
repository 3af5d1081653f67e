import { z } from "zod";
import { MAX_ID } from "../../shared/ids";
import { badRequest } from "./http-error";

/**
 * Page cursors are opaque to clients but come back from them, so they are untrusted input:
 * every cursor is base64url JSON checked against a zod schema whose values both database
 * engines accept (ids within a 32-bit integer column, offsets far below 2^63, timestamps in
 * the exact ISO form the server writes). Anything else is a 400, never a database error.
 */

/** The largest value of an `integer` column on PostgreSQL (and every id the site hands out). */
export const MAX_DATABASE_ID = MAX_ID;

/** No reader pages this far; bounding the offset keeps it far from the engines' 64-bit limit. */
export const MAX_CURSOR_OFFSET = 1_000_000;

/** Cursors are short; a longer text is refused before it is decoded. */
export const MAX_CURSOR_LENGTH = 200;

export const INVALID_CURSOR_MESSAGE =
  "Invalid cursor: pass the nextCursor of the previous page unchanged.";

export const cursorIdSchema = z.number().int().min(1).max(MAX_DATABASE_ID);

export const cursorOffsetSchema = z.number().int().min(0).max(MAX_CURSOR_OFFSET);

/** `Date.prototype.toISOString` output for years 1970 to 9999, and nothing looser. */
export const cursorTimestampSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((text) => {
    const time = Date.parse(text);
    return !Number.isNaN(time) && time >= 0 && new Date(time).toISOString() === text;
  });

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

/** Decodes a cursor made by `encodeCursor`; any other text is a 400 with a readable message. */
export function decodeCursor<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): z.output<Schema> {
  if (text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) {
    throw badRequest(INVALID_CURSOR_MESSAGE);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID_CURSOR_MESSAGE);
  }
  // PostgreSQL text cannot hold a NUL character: a cursor carrying one names no page.
  if (hasNulText(value)) throw badRequest(INVALID_CURSOR_MESSAGE);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(INVALID_CURSOR_MESSAGE);
  return parsed.data;
}

function hasNulText(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (typeof value !== "object" || value === null) return false;
  return Object.values(value).some(hasNulText);
}
