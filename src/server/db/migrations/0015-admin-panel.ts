import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The admin panel (/admin): suspensions, the audit log of every admin action, newsletter
 * issues, and the indexes its user table pages by at a million members.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // A suspended member cannot sign in, post or vote until this time; null when not suspended.
  await db.schema.alterTable("users").addColumn("suspended_until", types.timestamp).execute();
  await db.schema.alterTable("users").addColumn("suspension_reason", "text").execute();
  // The user table's sorts: newest first (and its reverse), and by name. Search by name or
  // e-mail is a prefix range over the unique username_key and email_key indexes.
  await sql`create index users_created_idx on users (created_at desc, id desc)`.execute(db);
  // A member's page counts their news comments (and deleting the member nulls their author).
  await sql`create index comments_author_idx on comments (author_id, id desc)`.execute(db);

  // Every admin action: who, what, on which object, the small before and after values, from
  // where. Append-only: the triggers below refuse any change or deletion, whoever asks. The
  // actor's name is copied so an entry still reads right after that account is deleted.
  await types
    .addId(db.schema.createTable("admin_audit_log"))
    .addColumn("actor_id", "integer")
    .addColumn("actor_name", "text", (col) => col.notNull())
    // Dotted verb, e.g. "user.suspend", "forum.flag.resolve", "newsletter.issue.send".
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "text")
    // JSON, at most a few kilobytes; null when there is nothing to show.
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();
  await sql`create index admin_audit_log_action_idx on admin_audit_log (action, id desc)`.execute(
    db,
  );
  await sql`create index admin_audit_log_actor_idx on admin_audit_log (actor_id, id desc)`.execute(
    db,
  );
  if (isPostgres) {
    await sql`create function admin_audit_log_refuse_change() returns trigger language plpgsql as $$
      begin raise exception 'The audit log cannot be changed'; end $$`.execute(db);
    await sql`create trigger admin_audit_log_append_only before update or delete on admin_audit_log
      for each row execute function admin_audit_log_refuse_change()`.execute(db);
  } else {
    await sql`create trigger admin_audit_log_no_update before update on admin_audit_log
      begin select raise(abort, 'The audit log cannot be changed'); end`.execute(db);
    await sql`create trigger admin_audit_log_no_delete before delete on admin_audit_log
      begin select raise(abort, 'The audit log cannot be changed'); end`.execute(db);
  }

  // A newsletter issue: written in Markdown, previewed, then sent once to every confirmed
  // subscriber through the mail outbox (one row per subscriber, each with its own
  // unsubscribe link).
  await types
    .addId(db.schema.createTable("newsletter_issues"))
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // "draft" or "sent".
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("sent_at", types.timestamp)
    .addColumn("recipient_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`create index newsletter_issues_created_idx on newsletter_issues (created_at desc, id desc)`.execute(
    db,
  );

  // The outbox table pages by status, newest first.
  await sql`create index mail_outbox_status_idx on mail_outbox (status, id desc)`.execute(db);

  // The admin's news posts (drafts and scheduled ones too) page newest publication time first;
  // the public lists' posts_published_at_idx leads with the published flag, so it cannot.
  await sql`create index posts_admin_list_idx on posts (published_at desc, id desc)`.execute(db);
}
