import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * Weekly and monthly ranks from a points histogram per period, as the all-time rank reads
 * points_buckets and points_blocks: how many members earned each total in each week or month
 * (period_points_buckets), and how many per block of 256 totals (period_points_blocks). A rank
 * sums the blocks above and the totals above inside its own block: a few hundred rows at most,
 * however many members earned something in the period.
 *
 * Triggers on period_points keep both right in the transaction of every write to it (awards,
 * reversals, a deleted account's rows going with it), so a new week or month starts with an
 * empty histogram of its own and a reversal lands in the period of the award it takes back.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("period_points_buckets")
    .addColumn("period", "text", (col) => col.notNull())
    .addColumn("points", "integer", (col) => col.notNull())
    .addColumn("user_count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("period_points_buckets_pk", ["period", "points"])
    .execute();
  await db.schema
    .createTable("period_points_blocks")
    .addColumn("period", "text", (col) => col.notNull())
    .addColumn("block", "integer", (col) => col.notNull())
    .addColumn("user_count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("period_points_blocks_pk", ["period", "block"])
    .execute();

  // The periods' totals so far (period_points sums the ledger per period, a reversal counted
  // in its original's period), counted once here; the triggers keep them from now on.
  await sql`insert into period_points_buckets (period, points, user_count)
            select period, points, count(*) from period_points
            group by period, points`.execute(db);
  await sql`insert into period_points_blocks (period, block, user_count)
            select period, points / 256, count(*) from period_points
            group by period, points / 256`.execute(db);

  if (isPostgres) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const increment = (row: "new" | "old") =>
    `insert into period_points_buckets (period, points, user_count)
       values (${row}.period, ${row}.points, 1)
       on conflict (period, points) do update set user_count = user_count + 1;
     insert into period_points_blocks (period, block, user_count)
       values (${row}.period, ${row}.points / 256, 1)
       on conflict (period, block) do update set user_count = user_count + 1;`;
  const decrement = (row: "new" | "old") =>
    `update period_points_buckets set user_count = user_count - 1
       where period = ${row}.period and points = ${row}.points;
     update period_points_blocks set user_count = user_count - 1
       where period = ${row}.period and block = ${row}.points / 256;`;
  await sql
    .raw(`create trigger period_points_histogram_insert after insert on period_points
          begin ${increment("new")} end`)
    .execute(db);
  await sql
    .raw(`create trigger period_points_histogram_update after update of period, points
          on period_points when old.points <> new.points or old.period <> new.period
          begin ${decrement("old")} ${increment("new")} end`)
    .execute(db);
  await sql
    .raw(`create trigger period_points_histogram_delete after delete on period_points
          begin ${decrement("old")} end`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  // Rows are locked in one global order (by period, then buckets before blocks, each in
  // ascending order; the award engine writes a member's periods once, in ascending order), so
  // two members moving past each other in opposite directions cannot deadlock.
  await sql`
    create function period_points_histogram_sync() returns trigger language plpgsql as $$
    declare
      low_first boolean;
    begin
      if tg_op = 'INSERT' then
        insert into period_points_buckets (period, points, user_count)
          values (new.period, new.points, 1)
          on conflict (period, points)
          do update set user_count = period_points_buckets.user_count + 1;
        insert into period_points_blocks (period, block, user_count)
          values (new.period, new.points / 256, 1)
          on conflict (period, block)
          do update set user_count = period_points_blocks.user_count + 1;
      elsif tg_op = 'DELETE' then
        update period_points_buckets set user_count = user_count - 1
          where period = old.period and points = old.points;
        update period_points_blocks set user_count = user_count - 1
          where period = old.period and block = old.points / 256;
      else
        low_first := row(old.period, old.points) < row(new.period, new.points);
        if low_first then
          update period_points_buckets set user_count = user_count - 1
            where period = old.period and points = old.points;
        end if;
        insert into period_points_buckets (period, points, user_count)
          values (new.period, new.points, 1)
          on conflict (period, points)
          do update set user_count = period_points_buckets.user_count + 1;
        if not low_first then
          update period_points_buckets set user_count = user_count - 1
            where period = old.period and points = old.points;
        end if;
        if old.period <> new.period or old.points / 256 <> new.points / 256 then
          if low_first then
            update period_points_blocks set user_count = user_count - 1
              where period = old.period and block = old.points / 256;
          end if;
          insert into period_points_blocks (period, block, user_count)
            values (new.period, new.points / 256, 1)
            on conflict (period, block)
            do update set user_count = period_points_blocks.user_count + 1;
          if not low_first then
            update period_points_blocks set user_count = user_count - 1
              where period = old.period and block = old.points / 256;
          end if;
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger period_points_histogram_insert_delete
            after insert or delete on period_points
            for each row execute function period_points_histogram_sync()`.execute(db);
  await sql`create trigger period_points_histogram_update
            after update of period, points on period_points
            for each row when (old.points is distinct from new.points
                               or old.period is distinct from new.period)
            execute function period_points_histogram_sync()`.execute(db);
}
