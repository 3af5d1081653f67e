import { z } from "zod";
import {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditEntry,
  type AdminAuditQuery,
  type AdminAuditReply,
} from "../../../shared/admin-audit";
import type { AppContext } from "../../app-context";
import { cursorIdSchema, decodeCursor, encodeCursor } from "../../lib/cursor";
import { findUserByUsername } from "../users";
import { type AuditRow, findAuditEntries } from "./audit.repo";

const auditCursorSchema = z.object({ id: cursorIdSchema });

/** One page of the audit log, newest first, filtered by action and acting admin. */
export async function listAuditEntries(
  context: AppContext,
  query: AdminAuditQuery,
): Promise<AdminAuditReply> {
  const actorId = await resolveActor(context, query.actor);
  if (actorId === null) return { entries: [], nextCursor: null };
  const beforeId = query.cursor ? decodeCursor(auditCursorSchema, query.cursor).id : undefined;
  const rows = await findAuditEntries(context.db, {
    action: query.action || undefined,
    actorId,
    beforeId,
    limit: ADMIN_AUDIT_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(toAuditEntry),
    nextCursor: rows.length > ADMIN_AUDIT_PAGE_SIZE && last ? encodeCursor({ id: last.id }) : null,
  };
}

const CSV_BATCH = 1000;
const CSV_COLUMNS = [
  "id",
  "createdAt",
  "actor",
  "action",
  "targetType",
  "targetId",
  "before",
  "after",
  "ip",
] as const;

/** Every matching entry as CSV, newest first, read in batches so memory stays flat. */
export async function* exportAuditCsv(
  context: AppContext,
  query: Omit<AdminAuditQuery, "cursor">,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(",")}\r\n`;
  const actorId = await resolveActor(context, query.actor);
  if (actorId === null) return;
  let beforeId: number | undefined;
  for (;;) {
    const rows = await findAuditEntries(context.db, {
      action: query.action || undefined,
      actorId,
      beforeId,
      limit: CSV_BATCH,
    });
    if (rows.length === 0) return;
    yield rows.map((row) => `${toCsvLine(row)}\r\n`).join("");
    if (rows.length < CSV_BATCH) return;
    beforeId = rows.at(-1)?.id;
  }
}

/** undefined: no actor filter; null: a name that matches no account (so no entries). */
async function resolveActor(
  context: AppContext,
  actor: string | undefined,
): Promise<number | undefined | null> {
  if (!actor) return undefined;
  const user = await findUserByUsername(context.db, actor);
  return user ? user.id : null;
}

function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.beforeJson === null ? null : JSON.parse(row.beforeJson),
    after: row.afterJson === null ? null : JSON.parse(row.afterJson),
    ip: row.ip,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function toCsvLine(row: AuditRow): string {
  return [
    row.id,
    new Date(row.createdAt).toISOString(),
    row.actorName,
    row.action,
    row.targetType,
    row.targetId ?? "",
    row.beforeJson ?? "",
    row.afterJson ?? "",
    row.ip,
  ]
    .map((value) => csvField(String(value)))
    .join(",");
}

/**
 * Quoted when needed (RFC 4180); a leading =, +, - or @ is prefixed with ' so a spreadsheet
 * does not run a member-written name as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
