import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Article views counted once per viewer per hour, and a version number of the post list that
 * changes with every write that can change how many posts a list shows, so cached totals are
 * thrown away whoever wrote (the blog editor, news ingestion, another server process).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // The viewer is "user:<id>" or "ip:<keyed hash>": no raw address is stored.
  await db.schema
    .createTable("post_views")
    .addColumn("post_id", "integer", (col) =>
      col.notNull().references("posts.id").onDelete("cascade"),
    )
    .addColumn("viewer", "text", (col) => col.notNull())
    .addColumn("counted_at", types.timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint("post_views_pk", ["post_id", "viewer"])
    .execute();
  await db.schema
    .createIndex("post_views_counted_idx")
    .on("post_views")
    .column("counted_at")
    .execute();

  // Comments and likes now move their counters when they happen; activity from before this
  // change is counted once here (setting up gamification used to count it).
  for (const [metric, source, column] of [
    ["commentsPosted", "comments", "author_id"],
    ["likesGiven", "post_likes", "user_id"],
  ] as const) {
    await sql`
      insert into user_metrics (user_id, metric, value)
      select ${sql.ref(column)}, ${metric}, count(*) from ${sql.table(source)}
      where ${sql.ref(column)} is not null group by ${sql.ref(column)}
      on conflict (user_id, metric) do update set value =
        case when user_metrics.value > excluded.value then user_metrics.value
        else excluded.value end`.execute(db);
  }

  await db.schema
    .createTable("post_list_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into post_list_version (id, version) values (1, 0)`.execute(db);

  // Columns a list's filters read: publication, date, category, and the searched text.
  const listed = "published, published_at, category_id, title, excerpt, content";
  if (isPostgres) {
    await sql`
      create function bump_post_list_version() returns trigger language plpgsql as $$
      begin
        update post_list_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    // Once per statement: a bulk insert bumps the version once.
    await sql
      .raw(`create trigger posts_list_version_change after insert or delete or update of ${listed}
            on posts for each statement execute function bump_post_list_version()`)
      .execute(db);
    await sql
      .raw(`create trigger post_tags_list_version_change after insert or delete on post_tags
            for each statement execute function bump_post_list_version()`)
      .execute(db);
  } else {
    const bump = "update post_list_version set version = version + 1 where id = 1;";
    await sql
      .raw(`create trigger posts_list_version_insert after insert on posts begin ${bump} end`)
      .execute(db);
    await sql
      .raw(`create trigger posts_list_version_delete after delete on posts begin ${bump} end`)
      .execute(db);
    await sql
      .raw(`create trigger posts_list_version_update after update of ${listed} on posts
            begin ${bump} end`)
      .execute(db);
    await sql
      .raw(`create trigger post_tags_list_version_insert after insert on post_tags
            begin ${bump} end`)
      .execute(db);
    await sql
      .raw(`create trigger post_tags_list_version_delete after delete on post_tags
            begin ${bump} end`)
      .execute(db);
  }
}
