import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";
import { createFts } from "./full-text";

/**
 * Developer updates (the team's roadmaps, behind-the-scenes posts, announcements and patch
 * notes), the community feedback hub (items, votes, comments, flags, status history) and a
 * link from a notification to the feedback item it is about.
 *
 * Both content types are searched in full text: FTS5 tables kept by triggers on SQLite, a
 * generated tsvector with a GIN index on PostgreSQL (as the forum does in 0009).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const counter = (col: Parameters<ReturnType<typeof types.flag>>[0]) => col.notNull().defaultTo(0);

  await types
    .addId(db.schema.createTable("developer_updates"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    // Markdown as written, its sanitised HTML rendered once when written, and a plain-text
    // excerpt for the list (at most 200 characters).
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_html", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    // "roadmap", "behind-scenes", "announcement" or "patch-notes".
    .addColumn("update_type", "text", (col) => col.notNull())
    // For roadmap updates: the roadmap column it sits in ("planned", "in-progress", "done").
    .addColumn("roadmap_stage", "text")
    .addColumn("game_title", "text")
    .addColumn("featured_image", "text")
    // The admin who wrote it; the byline is stored so a seeded team member needs no account.
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("author_avatar", "text")
    .addColumn("read_time_minutes", "integer", (col) => col.notNull().defaultTo(1))
    // A JSON array of tags without the '#'.
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("published_at", types.timestamp, (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .execute();
  await sql`create index developer_updates_published_idx on developer_updates (published_at desc, id desc)`.execute(
    db,
  );
  await sql`create index developer_updates_type_idx on developer_updates (update_type, published_at desc, id desc)`.execute(
    db,
  );

  await types
    .addId(db.schema.createTable("feedback_items"))
    .addColumn("title", "text", (col) => col.notNull())
    // Markdown as written and its sanitised HTML.
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("description_html", "text", (col) => col.notNull())
    // "bug-report", "feature-request", "general" or "survey-response".
    .addColumn("feedback_type", "text", (col) => col.notNull())
    // "gameplay", "ui", "performance", "content", "other" or none.
    .addColumn("category", "text")
    // "low", "medium", "high" or "critical".
    .addColumn("priority", "text", (col) => col.notNull())
    // The game it concerns; no games table exists yet, so no foreign key.
    .addColumn("game_id", "integer")
    // "open", "in-review", "in-progress", "resolved" or "closed".
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    // A deleted account's feedback stays, shown as by 'Deleted user'.
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    // Distinct voters, recomputed from feedback_votes in the transaction that changes them.
    .addColumn("votes", "integer", counter)
    .addColumn("comment_count", "integer", counter)
    // The one developer response: Markdown, its HTML, who wrote it and when.
    .addColumn("response_from_dev", "text")
    .addColumn("response_html", "text")
    .addColumn("responded_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("responded_at", types.timestamp)
    // A duplicate merged into another item: closed, its votes moved, and it links there.
    .addColumn("merged_into_id", "integer", (col) =>
      col.references("feedback_items.id").onDelete("set null"),
    )
    // Hidden by flags or by an admin: out of lists until an admin restores it.
    .addColumn("is_hidden", types.boolean, types.flag(false))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .execute();
  await sql`create index feedback_items_created_idx on feedback_items (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index feedback_items_status_idx on feedback_items (status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index feedback_items_type_idx on feedback_items (feedback_type, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index feedback_items_author_idx on feedback_items (author_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index feedback_items_responded_idx on feedback_items (responded_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable("feedback_votes")
    .addColumn("feedback_id", "integer", (col) =>
      col.notNull().references("feedback_items.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("feedback_votes_pk", ["feedback_id", "user_id"])
    .execute();
  // The trending tab reads recent votes; "has this member voted" reads by member.
  await db.schema
    .createIndex("feedback_votes_recent_idx")
    .on("feedback_votes")
    .columns(["created_at", "feedback_id"])
    .execute();
  await db.schema
    .createIndex("feedback_votes_user_idx")
    .on("feedback_votes")
    .columns(["user_id", "feedback_id"])
    .execute();

  await types
    .addId(db.schema.createTable("feedback_comments"))
    .addColumn("feedback_id", "integer", (col) =>
      col.notNull().references("feedback_items.id").onDelete("cascade"),
    )
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_html", "text", (col) => col.notNull())
    .addColumn("is_hidden", types.boolean, types.flag(false))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("edited_at", types.timestamp)
    .execute();
  await db.schema
    .createIndex("feedback_comments_item_idx")
    .on("feedback_comments")
    .columns(["feedback_id", "id"])
    .execute();
  await db.schema
    .createIndex("feedback_comments_author_idx")
    .on("feedback_comments")
    .columns(["author_id", "created_at"])
    .execute();

  // A report of a feedback item or comment ("item" or "comment"), once per target and member.
  await types
    .addId(db.schema.createTable("feedback_flags"))
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "integer", (col) => col.notNull())
    .addColumn("feedback_id", "integer", (col) =>
      col.notNull().references("feedback_items.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("reason", "text", (col) => col.notNull())
    // "open", then "kept", "hidden" or "deleted" once an admin reviewed it.
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("resolved_at", types.timestamp)
    .addColumn("resolved_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addUniqueConstraint("feedback_flags_once_unique", ["target_type", "target_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("feedback_flags_open_idx")
    .on("feedback_flags")
    .columns(["status", "target_type", "target_id"])
    .execute();

  // Every status change of an item, for its page's history (and an audit of who changed it).
  await types
    .addId(db.schema.createTable("feedback_status_changes"))
    .addColumn("feedback_id", "integer", (col) =>
      col.notNull().references("feedback_items.id").onDelete("cascade"),
    )
    .addColumn("from_status", "text", (col) => col.notNull())
    .addColumn("to_status", "text", (col) => col.notNull())
    .addColumn("changed_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("feedback_status_changes_item_idx")
    .on("feedback_status_changes")
    .columns(["feedback_id", "id"])
    .execute();

  await db.schema
    .alterTable("notifications")
    .addColumn("feedback_id", "integer", (col) =>
      col.references("feedback_items.id").onDelete("cascade"),
    )
    .execute();

  if (isPostgres) {
    await sql`alter table developer_updates add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(tags, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(content, '')), 'B')
    ) stored`.execute(db);
    await sql`create index developer_updates_search_idx on developer_updates using gin (search_vector)`.execute(
      db,
    );
    await sql`alter table feedback_items add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'B')
    ) stored`.execute(db);
    await sql`create index feedback_items_search_idx on feedback_items using gin (search_vector)`.execute(
      db,
    );
  } else {
    await createFts(db, "developer_updates", ["title", "content", "tags"]);
    await createFts(db, "feedback_items", ["title", "description"]);
  }
}
