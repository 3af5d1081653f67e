import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Sessions ended by a suspension leave their token hash here until the session would have
 * expired: a page still open with that cookie is then told the account is suspended and until
 * when (403), instead of a bare "Not signed in". Nothing here signs anyone in.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  await db.schema
    .createTable("suspended_sessions")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("expires_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("suspended_sessions_user_idx")
    .on("suspended_sessions")
    .column("user_id")
    .execute();

  // Staff are left off the leaderboard; the few administrators above a member's points are
  // counted out of their rank through this small index instead of a scan of every account.
  await sql`create index users_staff_points_idx on users (points) where is_admin = true`.execute(
    db,
  );
}
