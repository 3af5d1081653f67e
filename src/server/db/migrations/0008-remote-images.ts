import { type Kysely, PostgresAdapter } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Remote images copied into the database: a post that names an image on another host points at
 * the local copy instead (the Content-Security-Policy allows images from this site only). The
 * bytes live in the database, not on one server's disk, so every server behind a load balancer
 * serves them. One row per source URL (downloaded once), one WebP per width.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await types
    .addId(db.schema.createTable("remote_images"))
    .addColumn("source_url", "text", (col) => col.notNull().unique())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .execute();

  await db.schema
    .createTable("remote_image_variants")
    .addColumn("image_id", "integer", (col) =>
      col.notNull().references("remote_images.id").onDelete("cascade"),
    )
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("bytes", isPostgres ? "bytea" : "blob", (col) => col.notNull())
    .addPrimaryKeyConstraint("remote_image_variants_pk", ["image_id", "width"])
    .execute();
}
