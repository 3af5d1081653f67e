import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/** News posts with categories and tags, and the newsletter's subscribers. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);

  await types
    .addId(db.schema.createTable("categories"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("color", "text", (col) => col.notNull())
    .addColumn("icon", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();

  await types
    .addId(db.schema.createTable("posts"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("category_id", "integer", (col) => col.notNull().references("categories.id"))
    .addColumn("source", "text")
    .addColumn("source_url", "text")
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("author_avatar", "text")
    .addColumn("is_featured", types.boolean, types.flag(false))
    .addColumn("published", types.boolean, types.flag(true))
    .addColumn("view_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("comment_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("read_time_minutes", "integer", (col) => col.notNull())
    .addColumn("published_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .addColumn("updated_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();

  // The list is read newest first among published posts; the id breaks ties for stable paging.
  await db.schema
    .createIndex("posts_published_at_idx")
    .on("posts")
    .columns(["published", "published_at desc", "id desc"])
    .execute();
  await db.schema.createIndex("posts_category_idx").on("posts").column("category_id").execute();

  await types
    .addId(db.schema.createTable("tags"))
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable("post_tags")
    .addColumn("post_id", "integer", (col) =>
      col.notNull().references("posts.id").onDelete("cascade"),
    )
    .addColumn("tag_id", "integer", (col) =>
      col.notNull().references("tags.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("post_tags_pk", ["post_id", "tag_id"])
    .execute();
  await db.schema.createIndex("post_tags_tag_idx").on("post_tags").column("tag_id").execute();

  await types
    .addId(db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();
}
