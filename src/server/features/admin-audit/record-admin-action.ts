import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AdminActor } from "./admin-actor";
import { insertAuditEntry } from "./audit.repo";

/** A value kept in an entry is small: longer texts are cut, secrets never stored. */
const MAX_TEXT_LENGTH = 200;
const MAX_JSON_LENGTH = 4000;
const SECRET_KEY = /password|token|secret|code|captcha/i;

export interface AdminAction {
  /** Dotted verb, e.g. "user.suspend". */
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry. Pass the transaction of the action itself, so the action and its
 * entry are written together or not at all.
 */
export async function recordAdminAction(
  db: Kysely<Database>,
  actor: AdminActor,
  action: AdminAction,
  now: Date,
): Promise<void> {
  await insertAuditEntry(db, {
    actorId: actor.user.id,
    actorName: actor.user.username,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId === null ? null : String(action.targetId),
    beforeJson: toSmallJson(action.before),
    afterJson: toSmallJson(action.after),
    ip: actor.ip,
    createdAt: now.toISOString(),
  });
}

/** JSON of a value with long texts shortened and secret-looking keys removed; null for none. */
export function toSmallJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(shrink(value, 0));
  if (json === undefined) return null;
  return json.length <= MAX_JSON_LENGTH ? json : JSON.stringify({ truncated: true });
}

function shrink(value: unknown, depth: number): unknown {
  if (typeof value === "string")
    return value.length > MAX_TEXT_LENGTH ? `${value.slice(0, MAX_TEXT_LENGTH)}…` : value;
  if (typeof value !== "object" || value === null) return value;
  if (depth > 3) return "…";
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => shrink(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) kept[key] = shrink(item, depth + 1);
  }
  return kept;
}
