import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * PostgreSQL's search index (0014) took each write into the GIN index's pending list, an
 * unsorted list every search reads in full until a vacuum sorts it in: on a site that writes
 * between vacuums, searches slow down by up to 1.5 ms. Writes now go straight into the index
 * (a little slower to write, never slower to search); a full rebuild turns the list back on
 * for its bulk load and sorts it in at the end (search-index.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter index search_documents_document_idx set (fastupdate = off)`.execute(db);
}
