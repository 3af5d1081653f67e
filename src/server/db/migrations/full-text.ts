import { type Kysely, sql } from "kysely";

/**
 * An external-content FTS5 table over some text columns of `table`, kept in step by triggers
 * (SQLite only; PostgreSQL uses a generated tsvector column with a GIN index instead). The
 * same SQL as 0009 and 0010 wrote inline.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function createFts(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((column) => `${row}.${column}`).join(", ");
  await sql
    .raw(
      `create virtual table ${table}_fts using fts5(${list}, content='${table}', content_rowid='id', tokenize='porter unicode61')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_fts_insert after insert on ${table} begin
        insert into ${table}_fts(rowid, ${list}) values (new.id, ${values("new")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_fts_delete after delete on ${table} begin
        insert into ${table}_fts(${table}_fts, rowid, ${list}) values ('delete', old.id, ${values("old")});
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_fts_update after update of ${list} on ${table} begin
        insert into ${table}_fts(${table}_fts, rowid, ${list}) values ('delete', old.id, ${values("old")});
        insert into ${table}_fts(rowid, ${list}) values (new.id, ${values("new")});
      end`,
    )
    .execute(db);
}
