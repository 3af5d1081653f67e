import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";
import { createFts } from "./full-text";

/**
 * Games (the featured games and the top games list), uploaded game logos, per-day search
 * counts that rank the top games, game guides with their ratings and views, messages sent
 * through the contact form, and the merchandise catalogue with its "notify me" list.
 *
 * Games and guides are searched in full text: FTS5 tables kept by triggers on SQLite, a
 * generated tsvector with a GIN index on PostgreSQL (as the forum does in 0009).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const blob = isPostgres ? "bytea" : "blob";

  await types
    .addId(db.schema.createTable("games"))
    // The last part of /games/{slug}: "gta", "fivem", "star-citizen" and so on.
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("genre", "text", (col) => col.notNull())
    .addColumn("developer", "text", (col) => col.notNull())
    // A JSON array of tags, in display order.
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    // Site paths of the shipped artwork: the card picture, its stand-in and the small logo.
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("fallback_image", "text", (col) => col.notNull())
    .addColumn("logo", "text")
    .addColumn("official_url", "text", (col) => col.notNull())
    .addColumn("twitter_url", "text")
    .addColumn("facebook_url", "text")
    // The call to action on a featured game's card, e.g. "Explore" to /games/gta.
    .addColumn("action_label", "text")
    .addColumn("action_url", "text")
    // The tag that marks the site's own content about this game (news, forum, streams).
    .addColumn("content_tag", "text", (col) => col.notNull())
    // Featured games are listed on /games in featured_order; every game can be a top game.
    .addColumn("is_featured", types.boolean, types.flag(false))
    .addColumn("featured_order", "integer", (col) => col.notNull().defaultTo(0))
    // The top games list blends these seeded figures with the searches counted here.
    .addColumn("baseline_search_count", "integer", (col) => col.notNull().defaultTo(0))
    // As shown on the card ("150M+"): publishers' own figures, not something the site counts.
    .addColumn("players", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("games_featured_idx")
    .on("games")
    .columns(["is_featured", "featured_order"])
    .execute();

  // An uploaded logo, stored in the database so every server process serves the same file.
  // `logo_key` is the title lower-cased with everything but letters and digits removed (the
  // logo's address is derived from it); one logo per key, replaced on
  // upload, so a replaced logo stops being served.
  await db.schema
    .createTable("game_logos")
    .addColumn("logo_key", "text", (col) => col.primaryKey())
    .addColumn("game_id", "integer", (col) => col.references("games.id").onDelete("cascade"))
    // "image/png", "image/jpeg" or "image/svg+xml", as detected from the content.
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("bytes", blob, (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("uploaded_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("uploaded_at", types.timestamp, (col) => col.notNull())
    .execute();

  // Searches on this site that matched a game, per UTC day ("2026-11-24"); the top games rank
  // sums the recent days with the game's baseline.
  await db.schema
    .createTable("game_search_counts")
    .addColumn("game_id", "integer", (col) =>
      col.notNull().references("games.id").onDelete("cascade"),
    )
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("searches", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("game_search_counts_pk", ["game_id", "day"])
    .execute();
  await db.schema
    .createIndex("game_search_counts_day_idx")
    .on("game_search_counts")
    .column("day")
    .execute();

  await types
    .addId(db.schema.createTable("guides"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    // The game it is about; the label is kept too, so a guide survives its game's deletion.
    .addColumn("game_id", "integer", (col) => col.references("games.id").onDelete("set null"))
    .addColumn("game_title", "text", (col) => col.notNull())
    // "Beginner", "Intermediate" or "Advanced".
    .addColumn("difficulty", "text", (col) => col.notNull())
    .addColumn("read_time_minutes", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("thumbnail", "text", (col) => col.notNull())
    // JSON: tags (strings), sections ({id, title, type, content}), nexus_mods_links ({name,
    // url, description}), tips and tricks (strings).
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("sections", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("nexus_mods_links", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("tips", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("tricks", "text", (col) => col.notNull().defaultTo("[]"))
    // The average shown is rating_sum / rating_count, kept in step with guide_ratings in the
    // transaction that changes a rating.
    .addColumn("rating_sum", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("rating_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("published_at", types.timestamp, (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .execute();
  await sql`create index guides_published_idx on guides (published_at desc, id desc)`.execute(db);
  await sql`create index guides_game_idx on guides (game_id, published_at desc, id desc)`.execute(
    db,
  );
  await sql`create index guides_difficulty_idx on guides (difficulty, published_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable("guide_ratings")
    .addColumn("guide_id", "integer", (col) =>
      col.notNull().references("guides.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("guide_ratings_pk", ["guide_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("guide_ratings_user_idx")
    .on("guide_ratings")
    .column("user_id")
    .execute();

  // One counted view per guide and viewer (a member's id or a hash of a visitor's address)
  // per hour, as post_views does for articles.
  await db.schema
    .createTable("guide_views")
    .addColumn("guide_id", "integer", (col) =>
      col.notNull().references("guides.id").onDelete("cascade"),
    )
    .addColumn("viewer", "text", (col) => col.notNull())
    .addColumn("counted_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("guide_views_pk", ["guide_id", "viewer"])
    .execute();
  await db.schema
    .createIndex("guide_views_counted_idx")
    .on("guide_views")
    .column("counted_at")
    .execute();

  // A contact message reaches the admins with the visitor's address as Reply-To.
  await db.schema.alterTable("mail_outbox").addColumn("reply_to", "text").execute();

  await types
    .addId(db.schema.createTable("contact_messages"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("newsletter", types.boolean, types.flag(false))
    // The signed-in sender, if any, and the address it came from (for abuse handling).
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("handled_at", types.timestamp)
    .addColumn("handled_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await sql`create index contact_messages_created_idx on contact_messages (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index contact_messages_email_idx on contact_messages (email, created_at)`.execute(
    db,
  );

  await types
    .addId(db.schema.createTable("merchandise_items"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    // "apparel", "accessories", "collectibles" and the like.
    .addColumn("category", "text", (col) => col.notNull())
    // In the smallest unit of the currency (cents), so sums never round.
    .addColumn("price_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull().defaultTo("USD"))
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();

  // Addresses waiting to hear when merchandise goes on sale: double opt-in like the
  // newsletter, and kept apart from it (a shopper has not asked for the newsletter).
  await types
    .addId(db.schema.createTable("merchandise_waitlist"))
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("item_id", "integer", (col) =>
      col.references("merchandise_items.id").onDelete("set null"),
    )
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("confirmed_at", types.timestamp)
    .addColumn("confirmation_token_hash", "text")
    .execute();

  if (isPostgres) {
    await sql`alter table games add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(tags, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(genre, '') || ' ' || coalesce(developer, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'B')
    ) stored`.execute(db);
    await sql`create index games_search_idx on games using gin (search_vector)`.execute(db);
    await sql`alter table guides add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(tags, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(game_title, '') || ' ' || coalesce(description, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(sections, '')), 'C')
    ) stored`.execute(db);
    await sql`create index guides_search_idx on guides using gin (search_vector)`.execute(db);
  } else {
    await createFts(db, "games", ["title", "tags", "genre", "developer", "description"]);
    await createFts(db, "guides", ["title", "tags", "game_title", "description", "sections"]);
  }
}
