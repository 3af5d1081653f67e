import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The admin panel finds members by the start of their name or address with a range over the
 * unique indexes of `username_key` and `email_key` (">= 'mark_s' and < 'mark_t'"). That range
 * holds exactly the keys with that start only in byte order, which SQLite always uses; a
 * PostgreSQL database created with a language's collation (en_US.UTF-8, the official
 * container image's default) ignores punctuation at first, so "marksman" would fall between
 * "mark_s" and "mark_t" and pages would come back in another order than the service merges
 * them in. These two columns are lookup keys, never shown, so they compare byte by byte on
 * both engines (the unique indexes are rebuilt with the new order; the rows are not rewritten).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table users alter column username_key type text collate "C"`.execute(db);
  await sql`alter table users alter column email_key type text collate "C"`.execute(db);
}
