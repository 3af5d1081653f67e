import { type Kysely, PostgresAdapter, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Gamification: an append-only ledger of point and experience awards (the users' totals are
 * its running sum), activity counters behind achievement progress, unlocked achievements, and
 * points per week and month, and a points histogram that makes one user's rank a short sum instead of a scan of every user.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const types = columnTypes(db);
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .alterTable("users")
    .addColumn("level", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("users")
    .addColumn("login_streak", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  // A UTC calendar day, YYYY-MM-DD: the check-in is once per day, whatever the hour.
  await db.schema.alterTable("users").addColumn("last_check_in_day", "text").execute();
  // The all-time leaderboard reads the top of this index and stops.
  await db.schema
    .createIndex("users_points_idx")
    .on("users")
    .expression(sql`points desc, id asc`)
    .execute();

  await types
    .addId(db.schema.createTable("point_ledger"))
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("points", "integer", (col) => col.notNull())
    .addColumn("experience", "integer", (col) => col.notNull())
    // One credit per event: a retried or concurrent identical call finds the key taken.
    .addColumn("idempotency_key", "text", (col) => col.notNull())
    .addColumn("created_at", types.timestamp, (col) => col.notNull().defaultTo(types.now))
    .addUniqueConstraint("point_ledger_user_key_unique", ["user_id", "idempotency_key"])
    .execute();
  await db.schema
    .createIndex("point_ledger_user_time_idx")
    .on("point_ledger")
    .columns(["user_id", "created_at"])
    .execute();

  // Points per calendar week and month, kept beside the ledger so the weekly and monthly
  // boards read the head of an index instead of summing recent ledger rows.
  await db.schema
    .createTable("period_points")
    .addColumn("period", "text", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("points", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("period_points_pk", ["period", "user_id"])
    .execute();
  await db.schema
    .createIndex("period_points_board_idx")
    .on("period_points")
    .expression(sql`period, points desc, user_id asc`)
    .execute();

  await db.schema
    .createTable("user_metrics")
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("value", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("user_metrics_pk", ["user_id", "metric"])
    .execute();

  await db.schema
    .createTable("user_achievements")
    .addColumn("user_id", "integer", (col) =>
      col.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("achievement_id", "text", (col) => col.notNull())
    .addColumn("unlocked_at", types.timestamp, (col) => col.notNull())
    .addColumn("featured_at", types.timestamp)
    .addPrimaryKeyConstraint("user_achievements_pk", ["user_id", "achievement_id"])
    .execute();

  await db.schema
    .createTable("points_buckets")
    .addColumn("points", "integer", (col) => col.primaryKey())
    .addColumn("user_count", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into points_buckets (points, user_count)
            select points, count(*) from users group by points`.execute(db);
  // A second, coarse level: users per block of 1,024 points totals. A rank sums the blocks
  // above and the buckets inside its own block: a few hundred rows whatever the spread.
  await db.schema
    .createTable("points_blocks")
    .addColumn("block", "integer", (col) => col.primaryKey())
    .addColumn("user_count", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into points_blocks (block, user_count)
            select points / 1024, count(*) from users group by points / 1024`.execute(db);

  if (isPostgres) await createPostgresBucketTriggers(db);
  else await createSqliteBucketTriggers(db);
}

/**
 * Triggers keep the histogram right whatever writes users (register, awards, deletion, CLI),
 * in the same transaction as the write.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createSqliteBucketTriggers(db: Kysely<any>): Promise<void> {
  const increment = (points: string) =>
    `insert into points_buckets (points, user_count) values (${points}, 1)
       on conflict (points) do update set user_count = user_count + 1;
     insert into points_blocks (block, user_count) values (${points} / 1024, 1)
       on conflict (block) do update set user_count = user_count + 1;`;
  const decrement = (points: string) =>
    `update points_buckets set user_count = user_count - 1 where points = ${points};
     delete from points_buckets where points = ${points} and user_count <= 0;
     update points_blocks set user_count = user_count - 1 where block = ${points} / 1024;`;
  await sql
    .raw(`create trigger users_points_bucket_insert after insert on users
          begin ${increment("new.points")} end`)
    .execute(db);
  await sql
    .raw(`create trigger users_points_bucket_update after update of points on users
          when old.points <> new.points
          begin ${decrement("old.points")} ${increment("new.points")} end`)
    .execute(db);
  await sql
    .raw(`create trigger users_points_bucket_delete after delete on users
          begin ${decrement("old.points")} end`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createPostgresBucketTriggers(db: Kysely<any>): Promise<void> {
  // Rows are locked in one global order (buckets before blocks, each in ascending order), so
  // two users moving past each other in opposite directions cannot deadlock.
  await sql`
    create function points_bucket_sync() returns trigger language plpgsql as $$
    declare
      low_first boolean;
    begin
      if tg_op = 'INSERT' then
        insert into points_buckets (points, user_count) values (new.points, 1)
          on conflict (points) do update set user_count = points_buckets.user_count + 1;
        insert into points_blocks (block, user_count) values (new.points / 1024, 1)
          on conflict (block) do update set user_count = points_blocks.user_count + 1;
      elsif tg_op = 'DELETE' then
        update points_buckets set user_count = user_count - 1 where points = old.points;
        update points_blocks set user_count = user_count - 1 where block = old.points / 1024;
      else
        low_first := old.points < new.points;
        if low_first then
          update points_buckets set user_count = user_count - 1 where points = old.points;
        end if;
        insert into points_buckets (points, user_count) values (new.points, 1)
          on conflict (points) do update set user_count = points_buckets.user_count + 1;
        if not low_first then
          update points_buckets set user_count = user_count - 1 where points = old.points;
        end if;
        if old.points / 1024 <> new.points / 1024 then
          if low_first then
            update points_blocks set user_count = user_count - 1 where block = old.points / 1024;
          end if;
          insert into points_blocks (block, user_count) values (new.points / 1024, 1)
            on conflict (block) do update set user_count = points_blocks.user_count + 1;
          if not low_first then
            update points_blocks set user_count = user_count - 1 where block = old.points / 1024;
          end if;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_points_bucket_insert_delete after insert or delete on users
            for each row execute function points_bucket_sync()`.execute(db);
  await sql`create trigger users_points_bucket_update after update of points on users
            for each row when (old.points is distinct from new.points)
            execute function points_bucket_sync()`.execute(db);
}
