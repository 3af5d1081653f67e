import type { Kysely, Selectable } from "kysely";
import type { AdminAuditLogTable, Database } from "../../db/schema";

export type AuditRow = Selectable<AdminAuditLogTable>;

export interface NewAuditEntry {
  actorId: number;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  beforeJson: string | null;
  afterJson: string | null;
  ip: string;
  createdAt: string;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db.insertInto("adminAuditLog").values(entry).execute();
}

export interface AuditFilter {
  /** An exact action, or every action under a prefix that ends in a dot. */
  action?: string;
  actorId?: number;
  /** Entries older than this id (the page cursor). */
  beforeId?: number;
  limit: number;
}

/** Newest first; the (action, id) and (actor_id, id) indexes serve the filters. */
export function findAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db.selectFrom("adminAuditLog").selectAll();
  if (filter.action?.endsWith(".")) {
    query = query
      .where("action", ">=", filter.action)
      .where("action", "<", `${filter.action.slice(0, -1)}/`);
  } else if (filter.action) {
    query = query.where("action", "=", filter.action);
  }
  if (filter.actorId !== undefined) query = query.where("actorId", "=", filter.actorId);
  if (filter.beforeId !== undefined) query = query.where("id", "<", filter.beforeId);
  return query.orderBy("id", "desc").limit(filter.limit).execute();
}
