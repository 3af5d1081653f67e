import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";
import { createFts } from "./full-text";

/**
 * Site search (/search): one index over every kind of content the site shows (news, games,
 * guides and their mods, merchandise, forum discussions, developer updates, feedback, live
 * streams, retro games), written in the same transaction as each create, edit and delete
 * (features/search/search-index.ts).
 *
 * - `search_documents`: one row per findable item, with its plain text and what a result shows.
 * - `search_document_tags`: its tags, one row each, for the "every tag must match" filter and
 *   the tag facet.
 * - `search_words`: the distinct words of titles and tags, with how many documents hold them,
 *   for typo correction ("minecarft" → "minecraft").
 * - `search_index_state`: which version of the indexing code built the index.
 *
 * SQLite: an FTS5 table over title, tags, body and kind (the content type, so a tab's filter
 * runs inside the index), kept by triggers. PostgreSQL: a generated, weighted tsvector (title
 * above tags above body) with a GIN index, and a trigram index over the words when the
 * pg_trgm extension can be installed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await types
    .addId(db.schema.createTable("search_documents"))
    // What the row stands for: a source ("post", "game", "guide", "mod", ...) and its id there;
    // `part` tells apart several documents of one source row (a guide's mods).
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("source_id", "integer", (col) => col.notNull())
    .addColumn("part", "integer", (col) => col.notNull().defaultTo(0))
    // The result's content type: blog, game, guide, hardware, mod, deal, discussion, update,
    // feedback, stream or arcade.
    .addColumn("kind", "text", (col) => col.notNull())
    // The id shown in a result ("42", or "42-1" for a guide's second mod).
    .addColumn("result_id", "text", (col) => col.notNull())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("thumbnail", "text")
    .addColumn("title", "text", (col) => col.notNull())
    // Tags joined by newlines, for the full-text index (search_document_tags holds them too).
    .addColumn("tags", "text", (col) => col.notNull().defaultTo(""))
    // JSON array of the tags in display order, as a result shows them.
    .addColumn("tags_json", "text", (col) => col.notNull().defaultTo("[]"))
    // Plain text: no Markdown or HTML, at most 20,000 characters.
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("author", "text")
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    // Whether a result shows its date (games and deals have none on their cards).
    .addColumn("shows_date", types.boolean, types.flag(true))
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`create unique index search_documents_source_idx on search_documents (source, source_id, part)`.execute(
    db,
  );
  await sql`create index search_documents_kind_idx on search_documents (kind, id)`.execute(db);
  await sql`create index search_documents_created_idx on search_documents (created_at, id)`.execute(
    db,
  );

  await db.schema
    .createTable("search_document_tags")
    .addColumn("document_id", "integer", (col) =>
      col.notNull().references("search_documents.id").onDelete("cascade"),
    )
    // Lower-cased, so "RPG" and "rpg" are one tag; `name` is the tag as written.
    .addColumn("tag", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("search_document_tags_pk", ["document_id", "tag"])
    .execute();
  await sql`create index search_document_tags_tag_idx on search_document_tags (tag, document_id)`.execute(
    db,
  );

  await db.schema
    .createTable("search_words")
    .addColumn("word", "text", (col) => col.primaryKey())
    .addColumn("documents", "integer", (col) => col.notNull())
    .execute();

  // One row: the version of the indexing code that built the index (search-index.ts rebuilds
  // it on start when the code's version differs, and on the first start of a new site).
  await db.schema
    .createTable("search_index_state")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("built_at", types.timestamp, (col) => col.notNull())
    .execute();

  if (!isPostgres) {
    await createFts(db, "search_documents", ["title", "tags", "body", "kind"]);
    return;
  }
  await sql`alter table search_documents add column document tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', tags), 'B') ||
      setweight(to_tsvector('english', body), 'C')
    ) stored`.execute(db);
  await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(
    db,
  );
  if (await installTrigramExtension(db)) {
    await sql`create index search_words_trigram_idx on search_words using gin (word public.gin_trgm_ops)`.execute(
      db,
    );
  }
}

/**
 * Installs pg_trgm into the public schema (it serves every schema of the database) when the
 * server has it and the role may install it; without it, typo correction falls back to the
 * same word-list scan as on SQLite. An advisory lock keeps two servers (or two test schemas)
 * migrating at once from both trying to create it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
async function installTrigramExtension(db: Kysely<any>): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(7413001)`.execute(db);
  const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (installed.rows.length > 0) return true;
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(
    db,
  );
  if (available.rows.length === 0) return false;
  const mayCreate = await sql<{ allowed: boolean }>`
    select has_database_privilege(current_database(), 'CREATE') as allowed`.execute(db);
  if (!mayCreate.rows[0]?.allowed) return false;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return true;
}
