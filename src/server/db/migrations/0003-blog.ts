import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The blog's community side: authors, likes, bookmarks and comments; full-text search
 * (SQLite FTS5 / PostgreSQL tsvector with GIN); feed items deduplicated by their GUID or link;
 * newsletter confirmation; and a table that spaces out background jobs across processes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable("posts")
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("posts").addColumn("source_guid", "text").execute();
  await db.schema
    .createIndex("posts_source_guid_idx")
    .on("posts")
    .column("source_guid")
    .unique()
    .execute();

  for (const table of ["post_likes", "post_bookmarks"]) {
    await db.schema
      .createTable(table)
      .addColumn("user_id", "integer", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("post_id", "integer", (col) =>
        col.notNull().references("posts.id").onDelete("cascade"),
      )
      .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
      .addPrimaryKeyConstraint(`${table}_pk`, ["user_id", "post_id"])
      .execute();
    await db.schema
      .createIndex(`${table}_post_idx`)
      .on(table)
      .columns(["post_id", "created_at"])
      .execute();
  }
  await db.schema
    .createIndex("post_bookmarks_user_recent_idx")
    .on("post_bookmarks")
    .columns(["user_id", "created_at"])
    .execute();

  await types
    .addId(db.schema.createTable("comments"))
    .addColumn("post_id", "integer", (col) =>
      col.notNull().references("posts.id").onDelete("cascade"),
    )
    // A deleted account's comments stay, shown as by 'Deleted user'.
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();
  await db.schema
    .createIndex("comments_post_idx")
    .on("comments")
    .columns(["post_id", "created_at"])
    .execute();

  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("confirmed_at", types.timestamp)
    .execute();
  await db.schema
    .alterTable("newsletter_subscribers")
    .addColumn("confirmation_token_hash", "text")
    .execute();

  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("last_run_at", types.timestamp, (col) => col.notNull())
    .execute();

  if (isPostgres) {
    await sql`alter table posts add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(content, '')), 'C')
    ) stored`.execute(db);
    await sql`create index posts_search_idx on posts using gin (search_vector)`.execute(db);
  } else {
    await sql`create virtual table posts_fts using fts5(
      title, excerpt, content, content='posts', content_rowid='id', tokenize='porter unicode61'
    )`.execute(db);
    await sql`insert into posts_fts(rowid, title, excerpt, content) select id, title, excerpt, content from posts`.execute(
      db,
    );
    await sql`create trigger posts_fts_insert after insert on posts begin
      insert into posts_fts(rowid, title, excerpt, content) values (new.id, new.title, new.excerpt, new.content);
    end`.execute(db);
    await sql`create trigger posts_fts_delete after delete on posts begin
      insert into posts_fts(posts_fts, rowid, title, excerpt, content) values ('delete', old.id, old.title, old.excerpt, old.content);
    end`.execute(db);
    await sql`create trigger posts_fts_update after update of title, excerpt, content on posts begin
      insert into posts_fts(posts_fts, rowid, title, excerpt, content) values ('delete', old.id, old.title, old.excerpt, old.content);
      insert into posts_fts(rowid, title, excerpt, content) values (new.id, new.title, new.excerpt, new.content);
    end`.execute(db);
  }
}
