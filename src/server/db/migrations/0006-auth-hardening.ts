import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Auth hardening: one lock row per limited (kind, subject) so checking and recording an attempt
 * is one atomic step even with several requests (or server processes) at once, and the captcha
 * solutions already used, so a solved challenge cannot be replayed after a restart or against
 * another server process.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);

  await db.schema
    .createTable("attempt_locks")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("touched_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("attempt_locks_pk", ["kind", "subject"])
    .execute();
  await db.schema
    .createIndex("attempt_locks_touched_idx")
    .on("attempt_locks")
    .column("touched_at")
    .execute();
  // Pruning old attempts reads by time alone.
  await db.schema
    .createIndex("auth_attempts_created_idx")
    .on("auth_attempts")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("used_captcha_solutions")
    // A hash of the challenge's signature: unique per challenge the server issued.
    .addColumn("solution_key", "text", (col) => col.primaryKey())
    // When the challenge itself expires; after that it is refused anyway and the row can go.
    .addColumn("expires_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("used_captcha_solutions_expires_idx")
    .on("used_captcha_solutions")
    .column("expires_at")
    .execute();
}
