/**
 * `tsx scripts/rank-plans.ts <DATA_DIR>` (SQLite) or `DATABASE_URL=… tsx scripts/rank-plans.ts`:
 * on a database seeded by scripts/seed-many-users.ts, prints the plan of each query a weekly or
 * monthly rank runs (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL) and times
 * getRanking in-process for the week and the month, for a member with no points this period
 * (the most members above) and for the member at the middle of the period's board.
 */
import { type Kysely, sql } from "kysely";
import { openDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import type { Database } from "../src/server/db/schema";
import { getRanking } from "../src/server/features/gamification/ranking.service";
import { periodKeys } from "../src/server/lib/utc-day";

const ROUNDS = Number(process.env.RANK_PLANS_ROUNDS ?? 500);

async function explain(db: Kysely<Database>, isPostgres: boolean, title: string, query: string) {
  const prefix = isPostgres
    ? "explain (analyze, costs off, timing off, summary on)"
    : "explain query plan";
  const rows = (await sql.raw(`${prefix} ${query}`).execute(db)).rows as Record<string, unknown>[];
  console.log(`\n-- ${title}\n${query.replace(/\s+/g, " ").trim()}`);
  for (const row of rows) console.log(`  ${isPostgres ? row["QUERY PLAN"] : row.detail}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function main() {
  const dataDir = process.argv[2] ?? "/tmp";
  const database = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  const { db, engine } = database;
  const isPostgres = engine === "postgres";
  try {
    await migrateToLatest(db);
    if (isPostgres) await sql`analyze`.execute(db);
    const now = new Date();
    const { week, month } = periodKeys(now);
    const median = async (period: string) => {
      const count = await db
        .selectFrom("periodPoints")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("period", "=", period)
        .executeTakeFirstOrThrow();
      const row = await db
        .selectFrom("periodPoints")
        .select(["userId", "points"])
        .where("period", "=", period)
        .orderBy("points", "desc")
        .orderBy("userId", "asc")
        .offset(Math.floor(Number(count.n) / 2))
        .limit(1)
        .executeTakeFirstOrThrow();
      return { ...row, members: Number(count.n) };
    };
    const noPoints = await db
      .selectFrom("users")
      .select("id")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("periodPoints")
              .select("userId")
              .whereRef("periodPoints.userId", "=", "users.id")
              .where("period", "=", month),
          ),
        ),
      )
      .limit(1)
      .executeTakeFirstOrThrow();
    const mid = { week: await median(week), month: await median(month) };
    console.log(
      `${engine}: ${mid.week.members} members earned points in ${week}, ${mid.month.members} in ${month}; median totals ${mid.week.points} and ${mid.month.points}`,
    );
    const histogramRows = await sql<{ n: number }>`
      select count(*) as n from period_points_buckets where period = ${month}`.execute(db);
    console.log(`distinct totals in ${month}: ${histogramRows.rows[0]?.n}`);

    const points = mid.month.points;
    const block = Math.trunc(points / 256);
    const lastInBlock = block >= 0 ? block * 256 + 255 : block * 256;
    await explain(
      db,
      isPostgres,
      "the rank: blocks above and totals above in the block (countUsersAboveInPeriodHistogram)",
      `select (select coalesce(sum(user_count), 0) from period_points_blocks
                where period = '${month}' and block > ${block}) as above_blocks,
              (select coalesce(sum(user_count), 0) from period_points_buckets
                where period = '${month}' and points > ${points} and points <= ${lastInBlock}) as above_in_block`,
    );
    await explain(
      db,
      isPostgres,
      "the member's own total (pointsOfUserInPeriod)",
      `select points from period_points where period = '${month}' and user_id = ${mid.month.userId}`,
    );
    await explain(
      db,
      isPostgres,
      "administrators above (countStaffAboveInPeriod)",
      `select count(*) from users where is_admin = true and (select period_points.points
        from period_points where period_points.period = '${month}'
        and period_points.user_id = users.id) > ${points}`,
    );
    await explain(
      db,
      isPostgres,
      "every user (countUsersInHistogram)",
      "select coalesce(sum(user_count), 0) from points_blocks",
    );
    await explain(
      db,
      isPostgres,
      "the board (findTopUsersOfPeriod)",
      `select users.id, users.username, period_points.points from period_points
        inner join users on users.id = period_points.user_id
        where period_points.period = '${month}' and period_points.points > 0 and users.is_admin = false
        order by period_points.points desc, period_points.user_id asc limit 10`,
    );
    await explain(
      db,
      isPostgres,
      "what the rank counted before the histogram (a range count over period_points_board_idx)",
      `select count(*) from period_points where period = '${month}' and points > ${points}`,
    );

    // The count a rank ran before the histogram, timed beside the histogram's sum.
    const timeQuery = async (label: string, query: string) => {
      for (let i = 0; i < 20; i++) await sql.raw(query).execute(db);
      const times: number[] = [];
      for (let i = 0; i < Math.min(ROUNDS, 200); i++) {
        const started = performance.now();
        await sql.raw(query).execute(db);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
      );
    };
    for (const [period, total] of [
      [week, 0],
      [month, 0],
      [month, points],
    ] as const) {
      const totalBlock = Math.trunc(total / 256);
      await timeQuery(
        `range count on period_points, ${period}, above ${total}`,
        `select count(*) from period_points where period = '${period}' and points > ${total}`,
      );
      await timeQuery(
        `histogram sum, ${period}, above ${total}`,
        `select (select coalesce(sum(user_count), 0) from period_points_blocks
                  where period = '${period}' and block > ${totalBlock}),
                (select coalesce(sum(user_count), 0) from period_points_buckets
                  where period = '${period}' and points > ${total} and points <= ${totalBlock * 256 + 255})`,
      );
    }

    const context = { db, engine, now: () => now } as unknown as Parameters<typeof getRanking>[0];
    for (const [label, userId, period] of [
      ["week, no points this week", noPoints.id, "week"],
      ["week, median member", mid.week.userId, "week"],
      ["month, no points this month", noPoints.id, "month"],
      ["month, median member", mid.month.userId, "month"],
    ] as const) {
      for (let i = 0; i < 50; i++) await getRanking(context, userId, period);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const started = performance.now();
        await getRanking(context, userId, period);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `getRanking ${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (${ROUNDS} calls, one at a time)`,
      );
    }
  } finally {
    await database.close();
  }
}

await main();
