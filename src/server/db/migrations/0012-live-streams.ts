import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Live streams (/live-streams) and the members' streamer applications. An approved
 * application's channel is watched by the live-status job (features/live-streams), which
 * writes the streams it finds live; admins write the others by hand.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);

  await types
    .addId(db.schema.createTable("streamer_applications"))
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    // "twitch", "youtube" or "discord".
    .addColumn("platform", "text", (col) => col.notNull())
    .addColumn("channel_url", "text", (col) => col.notNull())
    // The Twitch login, YouTube "@handle" or "channel/UC…", Discord invite code.
    .addColumn("channel", "text", (col) => col.notNull())
    // The platform's own id of the channel once the job has looked it up (YouTube "UC…").
    .addColumn("platform_channel_id", "text")
    // JSON array of stream categories.
    .addColumn("categories", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("pitch", "text", (col) => col.notNull())
    // "pending", "approved" or "rejected".
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("decided_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("decided_at", types.timestamp)
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .execute();
  await sql`create index streamer_applications_status_idx on streamer_applications (status, created_at desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createIndex("streamer_applications_user_idx")
    .on("streamer_applications")
    .columns(["user_id", "created_at"])
    .execute();

  await types
    .addId(db.schema.createTable("live_streams"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("platform", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("stream_url", "text", (col) => col.notNull())
    .addColumn("thumbnail_url", "text")
    // "scheduled" (upcoming), "live" or "ended" (recent).
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("viewer_count", "integer", (col) => col.notNull().defaultTo(0))
    // The peak while live: what a recent stream shows.
    .addColumn("max_viewers", "integer", (col) => col.notNull().defaultTo(0))
    // The start, or the planned start of a scheduled stream.
    .addColumn("started_at", types.timestamp, (col) => col.notNull())
    .addColumn("ended_at", types.timestamp)
    .addColumn("streamer_name", "text", (col) => col.notNull())
    .addColumn("streamer_avatar", "text")
    .addColumn("game_title", "text", (col) => col.notNull().defaultTo(""))
    // One of the site's games when the title names it (its hub lists the stream).
    .addColumn("game_id", "integer", (col) => col.references("games.id").onDelete("set null"))
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("is_demo", types.boolean, types.flag(false))
    // The approved channel it belongs to, and the platform's id of this broadcast: the job
    // finds its record again by them while the stream runs.
    .addColumn("application_id", "integer", (col) =>
      col.references("streamer_applications.id").onDelete("set null"),
    )
    .addColumn("platform_stream_id", "text")
    .addColumn("created_at", types.timestamp, (col) => col.notNull())
    .addColumn("updated_at", types.timestamp, (col) => col.notNull())
    .execute();
  // One index per tab's order: most viewers first, soonest first, latest ended first.
  await sql`create index live_streams_live_idx on live_streams (status, viewer_count desc, id desc)`.execute(
    db,
  );
  await sql`create index live_streams_upcoming_idx on live_streams (status, started_at, id)`.execute(
    db,
  );
  await sql`create index live_streams_recent_idx on live_streams (status, ended_at desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createIndex("live_streams_game_idx")
    .on("live_streams")
    .columns(["game_id", "status"])
    .execute();
  await db.schema
    .createIndex("live_streams_platform_stream_idx")
    .on("live_streams")
    .columns(["platform", "platform_stream_id"])
    .unique()
    .execute();
  await db.schema
    .createIndex("live_streams_application_idx")
    .on("live_streams")
    .columns(["application_id", "status"])
    .execute();
}
