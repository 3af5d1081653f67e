import { type Kysely, PostgresAdapter } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Uploaded logos belong to a game, not to a title: two titles that lose the same characters
 * ("Minecraft", "M-I-N-E-C-R-A-F-T") made one key, and one game's upload replaced the other's
 * logo. The table is rebuilt with the game's id as its primary key (so an upload is one
 * upsert on it); `logo_key`, the title's letters and digits at upload, stays for the
 * addresses handed out before, and is no longer unique.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const blob = isPostgres ? "bytea" : "blob";

  await db.schema
    .createTable("game_logos_by_game")
    .addColumn("game_id", "integer", (col) =>
      col.primaryKey().references("games.id").onDelete("cascade"),
    )
    .addColumn("logo_key", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("bytes", blob, (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("uploaded_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("uploaded_at", types.timestamp, (col) => col.notNull())
    .execute();

  // Every upload deleted the game's earlier logo, so a game has at most one row; a logo
  // stored without a game could never be shown on a game and is left behind.
  await db
    .insertInto("game_logos_by_game")
    .columns([
      "game_id",
      "logo_key",
      "content_type",
      "bytes",
      "width",
      "height",
      "uploaded_by",
      "uploaded_at",
    ])
    .expression(
      db
        .selectFrom("game_logos")
        .select([
          "game_id",
          "logo_key",
          "content_type",
          "bytes",
          "width",
          "height",
          "uploaded_by",
          "uploaded_at",
        ])
        .where("game_id", "is not", null),
    )
    .execute();

  await db.schema.dropTable("game_logos").execute();
  await db.schema.alterTable("game_logos_by_game").renameTo("game_logos").execute();
  // Addresses handed out before name the logo by its key.
  await db.schema
    .createIndex("game_logos_logo_key")
    .on("game_logos")
    .columns(["logo_key", "game_id"])
    .execute();
}
