import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The retro arcade (/retro-games): its games, the js-dos bundles of the games the site hosts
 * itself (stored in the database, so every server process serves the same file), and the
 * members' plays, which earn points once per game and day.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await types
    .addId(db.schema.createTable("retro_games"))
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("developer", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("genre", "text", (col) => col.notNull())
    .addColumn("year", "integer", (col) => col.notNull())
    // Out of 5, in halves (4.5).
    .addColumn("rating", "real", (col) => col.notNull().defaultTo(0))
    // A site path of the shipped cover picture.
    .addColumn("image", "text", (col) => col.notNull())
    // An external archive player shown in a frame; null for a game the site hosts itself.
    .addColumn("embed_url", "text")
    // Where the embed comes from ("Internet Archive, MS-DOS collection"), or the licence of a
    // self-hosted game.
    .addColumn("source", "text", (col) => col.notNull().defaultTo(""))
    // The game's keys, as the control settings panel shows them.
    .addColumn("controls", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .execute();
  await sql`create index retro_games_order_idx on retro_games (sort_order, title)`.execute(db);
  await db.schema.createIndex("retro_games_genre_idx").on("retro_games").column("genre").execute();

  // A js-dos bundle (.jsdos, a zip with .jsdos/dosbox.conf), one per game, replaced on upload.
  await db.schema
    .createTable("retro_game_bundles")
    .addColumn("game_id", "integer", (col) =>
      col.primaryKey().references("retro_games.id").onDelete("cascade"),
    )
    .addColumn("bytes", isPostgres ? "bytea" : "blob", (col) => col.notNull())
    // Part of the served address, so a replaced bundle gets a new one (cached for a year).
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("uploaded_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("uploaded_at", types.timestamp, (col) => col.notNull())
    .execute();

  // A member's play of a game on a UTC day ("2026-11-25"): started, then logged once it has
  // lasted a minute (the server checks the time between the two).
  await db.schema
    .createTable("retro_plays")
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("game_id", "integer", (col) =>
      col.notNull().references("retro_games.id").onDelete("cascade"),
    )
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("started_at", types.timestamp, (col) => col.notNull())
    .addColumn("logged_at", types.timestamp)
    .addPrimaryKeyConstraint("retro_plays_pk", ["user_id", "game_id", "day"])
    .execute();
}
