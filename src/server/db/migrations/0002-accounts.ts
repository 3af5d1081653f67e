import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Accounts: users, server-side sessions, single-use tokens and codes, and the failed-attempt
 * log behind the brute-force limits. Secrets are stored only as hashes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);

  await types
    .addId(db.schema.createTable("users"))
    .addColumn("username", "text", (col) => col.notNull())
    // Lower-cased copies make uniqueness case-insensitive on both engines.
    .addColumn("username_key", "text", (col) => col.notNull().unique())
    .addColumn("email", "text")
    .addColumn("email_key", "text", (col) => col.unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("display_name", "text")
    .addColumn("avatar", "text")
    .addColumn("is_admin", types.boolean, types.flag(false))
    .addColumn("email_verified_at", types.timestamp)
    .addColumn("totp_secret", "text")
    .addColumn("totp_pending_secret", "text")
    .addColumn("totp_last_time_step", "integer")
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("experience", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .addColumn("updated_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();

  await types
    .addId(db.schema.createTable("sessions"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    // A password was right but the second factor is still to come: not signed in yet.
    .addColumn("is_pending_two_factor", types.boolean, types.flag(false))
    .addColumn("remember_me", types.boolean, types.flag(false))
    .addColumn("captcha_verified_until", types.timestamp)
    .addColumn("user_agent", "text")
    .addColumn("ip_address", "text")
    .addColumn("expires_at", types.timestamp, (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .addColumn("last_seen_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  for (const table of ["password_reset_tokens", "email_verification_tokens"]) {
    await types
      .addId(db.schema.createTable(table))
      .addColumn("user_id", "integer", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("expires_at", types.timestamp, (col) => col.notNull())
      .addColumn("used_at", types.timestamp)
      .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
      .execute();
  }

  await types
    .addId(db.schema.createTable("deletion_codes"))
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    // Bound to the session that asked for it: a code read from a stolen mailbox is useless elsewhere.
    .addColumn("session_id", "integer", (col) =>
      col.notNull().references("sessions.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("failed_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("verified_at", types.timestamp)
    .addColumn("expires_at", types.timestamp, (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();
  await db.schema
    .createIndex("deletion_codes_session_idx")
    .on("deletion_codes")
    .column("session_id")
    .execute();

  await types
    .addId(db.schema.createTable("auth_attempts"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("auth_attempts_lookup_idx")
    .on("auth_attempts")
    .columns(["kind", "subject", "created_at"])
    .execute();
}
