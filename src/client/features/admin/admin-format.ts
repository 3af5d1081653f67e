import { ApiError, ReplyShapeError } from "../../lib/api";
import { formatCountOf } from "../../lib/format-number";

/*
 * Times are written in UTC, as everywhere on the site: the server's log, the audit log's CSV and
 * the suspension message all speak UTC, so an admin compares like with like.
 */
const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Jan 5, 2025, 14:03 UTC"; "—" for no time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : `${dateTime.format(date)} UTC`;
}

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "Jan 5, 2025" (the day in UTC); "—" for no time. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? "—" : date.format(value);
}

const integer = new Intl.NumberFormat("en-US");

export function formatCount(value: number): string {
  return integer.format(value);
}

/** "1 member" / "3 members". */
export function plural(count: number, one: string, many?: string): string {
  return formatCountOf(count, one, many);
}

/** An audit entry's before or after value on one line: JSON, cut at `max` characters. */
export function compactJson(value: unknown, max = 160): string {
  if (value === null || value === undefined) return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * What went wrong, for the page: the server's own `{ error }` text (the last-admin rule, say),
 * else the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof ReplyShapeError) return `${fallback} (unexpected reply from the server)`;
  return fallback;
}

/**
 * A `datetime-local` value ("2026-03-01T14:30", the browser's zone) as an ISO time with its
 * offset; anything else is returned as it is, for the schema to refuse.
 */
export function localDateTimeToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** A Date as a `datetime-local` value in the browser's zone. */
export function isoToLocalDateTime(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
