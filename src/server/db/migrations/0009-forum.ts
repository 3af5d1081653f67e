import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The forum (categories, discussions, replies, votes, views, tags, flags), members'
 * notifications and the e-mail preference for them, and the social hub's posts.
 *
 * Every list order of the forum reads the head of an index: latest (sticky first, then last
 * activity), popular (score, replies, views) and trending (a hot score kept in a column and
 * recomputed on every vote and reply: time enters it additively, so it can be stored).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const counter = (col: Parameters<ReturnType<typeof types.flag>>[0]) => col.notNull().defaultTo(0);

  await types
    .addId(db.schema.createTable("forum_categories"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("color", "text", (col) => col.notNull())
    .addColumn("icon", "text", (col) => col.notNull())
    .addColumn("points_reward", "integer", (col) => col.notNull())
    .addColumn("position", "integer", counter)
    // Visible discussions, and their posts (opening posts plus visible replies).
    .addColumn("thread_count", "integer", counter)
    .addColumn("post_count", "integer", counter)
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();

  await types
    .addId(db.schema.createTable("forum_threads"))
    .addColumn("category_id", "integer", (col) =>
      col.notNull().references("forum_categories.id").onDelete("restrict"),
    )
    // A deleted account's discussions stay, shown as by 'Deleted user'.
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("title", "text", (col) => col.notNull())
    // Markdown as written, and its sanitised HTML rendered once when written.
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_html", "text", (col) => col.notNull())
    // The list's plain-text excerpt, made when written (rendering 20 excerpts per list read
    // would cost more than the query).
    .addColumn("excerpt", "text", (col) => col.notNull().defaultTo(""))
    // The tags as a JSON array of display texts (the list reads them without a join).
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("upvotes", "integer", counter)
    .addColumn("downvotes", "integer", counter)
    .addColumn("score", "integer", counter)
    .addColumn("views", "integer", counter)
    .addColumn("reply_count", "integer", counter)
    .addColumn("hot_score", "double precision", (col) => col.notNull().defaultTo(0))
    .addColumn("is_sticky", types.boolean, types.flag(false))
    .addColumn("is_locked", types.boolean, types.flag(false))
    .addColumn("is_featured", types.boolean, types.flag(false))
    .addColumn("is_hot_topic", types.boolean, types.flag(false))
    // Hidden by flags or by a moderator: out of lists and counts until an admin restores it.
    .addColumn("is_hidden", types.boolean, types.flag(false))
    .addColumn("last_activity_at", types.timestamp, (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("edited_at", types.timestamp)
    .execute();
  const threadIndexes: [string, string[]][] = [
    ["latest", ["is_sticky desc", "last_activity_at desc", "id desc"]],
    ["popular", ["score desc", "reply_count desc", "views desc", "id desc"]],
    ["trending", ["hot_score desc", "id desc"]],
  ];
  for (const [name, columns] of threadIndexes) {
    await sql
      .raw(`create index forum_threads_${name}_idx on forum_threads (${columns.join(", ")})`)
      .execute(db);
    await sql
      .raw(
        `create index forum_threads_category_${name}_idx on forum_threads (category_id, ${columns.join(", ")})`,
      )
      .execute(db);
  }
  await db.schema
    .createIndex("forum_threads_author_idx")
    .on("forum_threads")
    .columns(["author_id", "created_at"])
    .execute();

  await db.schema
    .createTable("forum_thread_tags")
    .addColumn("thread_id", "integer", (col) =>
      col.notNull().references("forum_threads.id").onDelete("cascade"),
    )
    // Lower-cased, so the tag filter is case-insensitive on both engines.
    .addColumn("tag_key", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("forum_thread_tags_pk", ["thread_id", "tag_key"])
    .execute();
  await db.schema
    .createIndex("forum_thread_tags_tag_idx")
    .on("forum_thread_tags")
    .columns(["tag_key", "thread_id"])
    .execute();

  await types
    .addId(db.schema.createTable("forum_replies"))
    .addColumn("thread_id", "integer", (col) =>
      col.notNull().references("forum_threads.id").onDelete("cascade"),
    )
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("content_html", "text", (col) => col.notNull())
    // The reply this one quotes; the quote stays readable if the quoted reply is deleted.
    .addColumn("quote_reply_id", "integer", (col) =>
      col.references("forum_replies.id").onDelete("set null"),
    )
    .addColumn("quote_author", "text")
    .addColumn("quote_excerpt", "text")
    .addColumn("upvotes", "integer", counter)
    .addColumn("downvotes", "integer", counter)
    .addColumn("is_hidden", types.boolean, types.flag(false))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("edited_at", types.timestamp)
    .execute();
  // A thread's replies are read oldest first, 50 at a time.
  await db.schema
    .createIndex("forum_replies_thread_idx")
    .on("forum_replies")
    .columns(["thread_id", "id"])
    .execute();
  await db.schema
    .createIndex("forum_replies_author_idx")
    .on("forum_replies")
    .columns(["author_id", "created_at"])
    .execute();

  for (const [table, target, targetTable] of [
    ["forum_thread_votes", "thread_id", "forum_threads"],
    ["forum_reply_votes", "reply_id", "forum_replies"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(target, "integer", (col) =>
        col.notNull().references(`${targetTable}.id`).onDelete("cascade"),
      )
      .addColumn("user_id", "integer", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      // 1 or -1; a removed vote is no row.
      .addColumn("value", "integer", (col) => col.notNull())
      .addColumn("created_at", types.timestamp, (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [target, "user_id"])
      .execute();
  }

  // One counted view per discussion and viewer ("user:<id>" or "ip:<keyed hash>") per hour.
  await db.schema
    .createTable("forum_thread_views")
    .addColumn("thread_id", "integer", (col) =>
      col.notNull().references("forum_threads.id").onDelete("cascade"),
    )
    .addColumn("viewer", "text", (col) => col.notNull())
    .addColumn("counted_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("forum_thread_views_pk", ["thread_id", "viewer"])
    .execute();
  await db.schema
    .createIndex("forum_thread_views_counted_idx")
    .on("forum_thread_views")
    .column("counted_at")
    .execute();

  // A report of a post ("thread" or "reply"), once per post and member.
  await types
    .addId(db.schema.createTable("forum_flags"))
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "integer", (col) => col.notNull())
    .addColumn("thread_id", "integer", (col) =>
      col.notNull().references("forum_threads.id").onDelete("cascade"),
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
    .addUniqueConstraint("forum_flags_once_unique", ["target_type", "target_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("forum_flags_open_idx")
    .on("forum_flags")
    .columns(["status", "target_type", "target_id"])
    .execute();

  await types
    .addId(db.schema.createTable("notifications"))
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    // "reply", "quote", "mention" or "feedback-status".
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("actor_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("text", "text", (col) => col.notNull())
    // The site path the notification opens, e.g. /forum/thread/12#reply-40.
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("thread_id", "integer", (col) =>
      col.references("forum_threads.id").onDelete("cascade"),
    )
    .addColumn("reply_id", "integer", (col) =>
      col.references("forum_replies.id").onDelete("cascade"),
    )
    .addColumn("read_at", types.timestamp)
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("notifications_user_idx")
    .on("notifications")
    .columns(["user_id", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_unread_idx")
    .on("notifications")
    .columns(["user_id", "read_at"])
    .execute();

  await db.schema
    .alterTable("users")
    .addColumn("notification_emails", types.boolean, types.flag(false))
    .execute();

  await types
    .addId(db.schema.createTable("social_posts"))
    .addColumn("platform", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("author_avatar", "text")
    .addColumn("content", "text", (col) => col.notNull())
    // A JSON array of hashtags without the '#'.
    .addColumn("hashtags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("likes", "integer", counter)
    .addColumn("comments", "integer", counter)
    .addColumn("shares", "integer", counter)
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("social_posts_platform_idx")
    .on("social_posts")
    .columns(["platform", "created_at"])
    .execute();
  await db.schema
    .createIndex("social_posts_recent_idx")
    .on("social_posts")
    .column("created_at")
    .execute();

  if (isPostgres) {
    await sql`alter table forum_threads add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(content, '')), 'B')
    ) stored`.execute(db);
    await sql`create index forum_threads_search_idx on forum_threads using gin (search_vector)`.execute(
      db,
    );
  } else {
    await sql`create virtual table forum_threads_fts using fts5(
      title, content, content='forum_threads', content_rowid='id', tokenize='porter unicode61'
    )`.execute(db);
    await sql`create trigger forum_threads_fts_insert after insert on forum_threads begin
      insert into forum_threads_fts(rowid, title, content) values (new.id, new.title, new.content);
    end`.execute(db);
    await sql`create trigger forum_threads_fts_delete after delete on forum_threads begin
      insert into forum_threads_fts(forum_threads_fts, rowid, title, content) values ('delete', old.id, old.title, old.content);
    end`.execute(db);
    await sql`create trigger forum_threads_fts_update after update of title, content on forum_threads begin
      insert into forum_threads_fts(forum_threads_fts, rowid, title, content) values ('delete', old.id, old.title, old.content);
      insert into forum_threads_fts(rowid, title, content) values (new.id, new.title, new.content);
    end`.execute(db);
  }
}
