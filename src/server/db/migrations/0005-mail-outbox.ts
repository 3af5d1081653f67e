import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The mail outbox: every e-mail is a row written in the same transaction as the action that
 * causes it (a reset token, a deletion code, a verification link...). A worker in each server
 * process claims due rows under a lease, sends them, and retries with backoff, so a slow or
 * absent SMTP server never holds up or loses a request.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);

  await types
    .addId(db.schema.createTable("mail_outbox"))
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("html", "text")
    // queued (waiting or between retries), sent, failed (gave up; `npm run mail -- retry`).
    .addColumn("status", "text", (col) => col.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", types.timestamp, (col) => col.notNull())
    .addColumn("last_error", "text")
    // The worker sending the row and until when: another worker takes it over only after that.
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", types.timestamp)
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("sent_at", types.timestamp)
    .execute();
  // The worker's pick: queued rows whose time has come, oldest first.
  await db.schema
    .createIndex("mail_outbox_due_idx")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}
