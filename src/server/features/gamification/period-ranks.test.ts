import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, Migrator, PostgresAdapter, sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { PostedCommentReply } from "../../../shared/blog";
import type { Ranking } from "../../../shared/gamification";
import { DAY_MS } from "../../../shared/time-units";
import { migrateToLatest } from "../../db/migrate";
import { MIGRATIONS } from "../../db/migrations";
import type { Database } from "../../db/schema";
import { insertTestPost } from "../../test/post-factory";
import { createTestApp, openTestDatabase } from "../../test/test-app";
import { admin, type Member, member } from "../../test/test-members";
import { insertUser } from "../users/users.repo";
import { countUsersAboveInPeriodHistogram } from "./ranking.repo";

/**
 * Weekly and monthly ranks read a points histogram per period (period_points_buckets and
 * period_points_blocks), kept by triggers on period_points: these tests read the ranks through
 * the API while awards, reversals, new weeks and months, administrators and deletions move
 * the totals, and check the histograms against a recount each time.
 */

type Period = "week" | "month";

async function rankOf(entry: Member, period: Period) {
  const response = await entry.browser.get(
    `/api/gamification/ranking/${entry.user.id}?period=${period}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Ranking>();
}

/** Each member's rank and the number of ranked members, in the order given. */
async function ranksOf(entries: Member[], period: Period) {
  const ranks: number[] = [];
  let totalUsers = 0;
  for (const entry of entries) {
    const ranking = await rankOf(entry, period);
    ranks.push(ranking.rank);
    totalUsers = ranking.totalUsers;
  }
  return { ranks, totalUsers };
}

/** The histograms hold exactly a recount of period_points, per period, total and block. */
async function expectHistogramsMatchRecount(db: Kysely<Database>) {
  const text = (rows: { period: string; key: number; n: number | string }[]) =>
    rows.map((row) => `${row.period} ${row.key} ${row.n}`).sort();
  const buckets = await sql<{ period: string; key: number; n: number }>`
    select period, points as key, user_count as n from period_points_buckets
    where user_count <> 0`.execute(db);
  const recount = await sql<{ period: string; key: number; n: number }>`
    select period, points as key, count(*) as n from period_points
    group by period, points`.execute(db);
  expect(text(buckets.rows)).toEqual(text(recount.rows));
  const blocks = await sql<{ period: string; key: number; n: number }>`
    select period, block as key, user_count as n from period_points_blocks
    where user_count <> 0`.execute(db);
  const blockRecount = await sql<{ period: string; key: number; n: number }>`
    select period, points / 256 as key, count(*) as n from period_points
    group by period, points / 256`.execute(db);
  expect(text(blocks.rows)).toEqual(text(blockRecount.rows));
}

async function postComment(entry: Member, postId: number) {
  const response = await entry.browser.post(`/api/blog/${postId}/comments`, {
    content: `A comment from ${entry.user.username}`,
  });
  expect(response.statusCode).toBe(201);
  return response.json<PostedCommentReply>();
}

describe("weekly and monthly ranks", () => {
  it("rank after awards with ties, roll over with each UTC week and month, and leave administrators off", async () => {
    // Monday 2 November 2026: the week of 2 November and the month of November.
    const t = await createTestApp({ seed: false, startAt: new Date("2026-11-02T10:00:00.000Z") });
    try {
      const db = t.database.db;
      const postId = await insertTestPost(db, { publishedAt: "2026-11-01T00:00:00.000Z" });
      const [a, b, c, d, e] = [
        await member(t),
        await member(t),
        await member(t),
        await member(t),
        await member(t),
      ];
      const boss = await admin(t);
      const everyone = [a, b, c, d, e];

      // Week 1: A 30 (check-in 10, its achievement 10, the welcome achievement 10); B, C and D
      // 20 each (D's comment 10 and its achievement 10); E nothing. The administrator earns the
      // most (50) and is on no board and in no count.
      for (const entry of [a, b, c, boss]) await entry.browser.post("/api/gamification/log/login");
      for (const entry of [a, boss]) await entry.browser.post("/api/gamification/initialize", {});
      const comment = await postComment(d, postId);
      expect(comment.award.pointsEarned).toBe(10);
      await postComment(boss, postId);
      for (const period of ["week", "month"] as const) {
        expect(await ranksOf(everyone, period)).toEqual({ ranks: [1, 2, 2, 2, 5], totalUsers: 5 });
        const board = await rankOf(e, period);
        expect(board.topUsers.map((row) => [row.id, row.points, row.rank])).toEqual([
          [a.user.id, 30, 1],
          [b.user.id, 20, 2],
          [c.user.id, 20, 2],
          [d.user.id, 20, 2],
        ]);
      }
      await expectHistogramsMatchRecount(db);

      // Monday 9 November: a new week, the same month. D's comment is deleted: its 10 points
      // leave the week and the month it was earned in, not the new week. B checks in (10).
      t.clock.advance(7 * DAY_MS);
      const deleted = await d.browser.request("DELETE", `/api/comments/${comment.id}`);
      expect(deleted.statusCode).toBe(200);
      await b.browser.post("/api/gamification/log/login");
      expect(await ranksOf(everyone, "week")).toEqual({ ranks: [2, 1, 2, 2, 2], totalUsers: 5 });
      expect(await ranksOf(everyone, "month")).toEqual({ ranks: [1, 1, 3, 4, 5], totalUsers: 5 });
      const weekOne = await db
        .selectFrom("periodPoints")
        .select("points")
        .where("period", "=", "week:2026-11-02")
        .where("userId", "=", d.user.id)
        .executeTakeFirstOrThrow();
      expect(weekOne.points).toBe(10);
      await expectHistogramsMatchRecount(db);

      // Monday 30 November: a new week, still November. C checks in (10, a new streak).
      t.clock.advance(21 * DAY_MS);
      await c.browser.post("/api/gamification/log/login");
      expect(await ranksOf(everyone, "week")).toEqual({ ranks: [2, 2, 1, 2, 2], totalUsers: 5 });
      expect(await ranksOf(everyone, "month")).toEqual({ ranks: [1, 1, 1, 4, 5], totalUsers: 5 });

      // Tuesday 1 December: the same week, a new month. C checks in again (15, day two of the
      // streak), A checks in (10), the administrator earns 20 and still outranks nobody.
      t.clock.advance(DAY_MS);
      for (const entry of [c, a, boss]) await entry.browser.post("/api/gamification/log/login");
      await postComment(boss, postId);
      expect(await ranksOf(everyone, "week")).toEqual({ ranks: [2, 3, 1, 3, 3], totalUsers: 5 });
      expect(await ranksOf(everyone, "month")).toEqual({ ranks: [2, 3, 1, 3, 3], totalUsers: 5 });
      const december = await rankOf(e, "month");
      expect(december.topUsers.map((row) => [row.id, row.points, row.rank])).toEqual([
        [c.user.id, 15, 1],
        [a.user.id, 10, 2],
      ]);
      await expectHistogramsMatchRecount(db);

      // Totals in other blocks of the histogram (256 totals each) rank the same way: C 600,
      // A 300 and B 256 in higher blocks, E 255 at the top of block 0, D 0.
      const setMonthPoints = async (entry: Member, points: number) => {
        await db
          .insertInto("periodPoints")
          .values({ period: "month:2026-12", userId: entry.user.id, points })
          .onConflict((oc) => oc.columns(["period", "userId"]).doUpdateSet({ points }))
          .execute();
      };
      await setMonthPoints(c, 600);
      await setMonthPoints(a, 300);
      await setMonthPoints(b, 256);
      await setMonthPoints(e, 255);
      expect(await ranksOf(everyone, "month")).toEqual({ ranks: [2, 3, 1, 5, 4], totalUsers: 5 });
      await setMonthPoints(a, 600);
      await setMonthPoints(c, 10);
      expect(await ranksOf(everyone, "month")).toEqual({ ranks: [1, 2, 4, 5, 3], totalUsers: 5 });
      await expectHistogramsMatchRecount(db);

      // A deleted account's totals leave every period's histogram with it.
      await db.deleteFrom("users").where("id", "=", a.user.id).execute();
      const rest = [b, c, d, e];
      expect(await ranksOf(rest, "month")).toEqual({ ranks: [1, 3, 4, 2], totalUsers: 4 });
      expect(await ranksOf(rest, "week")).toEqual({ ranks: [2, 1, 2, 2], totalUsers: 4 });
      await expectHistogramsMatchRecount(db);
    } finally {
      await t.close();
    }
    // About 70 requests and five registrations: slow on a loaded 2-core machine.
  }, 60_000);
});

describe("the period histograms' migration", () => {
  it("counts the weekly and monthly totals earned before it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-period-ranks-"));
    const { database, drop } = await openTestDatabase(dataDir);
    const db = database.db;
    try {
      const before = Object.fromEntries(
        Object.entries(MIGRATIONS).filter(([name]) => name < "0021"),
      );
      const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const schema = isPostgres
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => before },
        migrationTableSchema: schema,
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4]) {
        const row = await insertUser(db, {
          username: `early_${n}`,
          email: `early${n}@example.com`,
          passwordHash: "not-a-real-hash",
        });
        ids.push(row.id);
      }
      const [first, second, third, fourth] = ids as [number, number, number, number];
      // The week: 700, 40, 40, 300; the month: 700 and 40 (the others earned in an older month).
      await db
        .insertInto("periodPoints")
        .values([
          { period: "week:2026-11-02", userId: first, points: 700 },
          { period: "week:2026-11-02", userId: second, points: 40 },
          { period: "week:2026-11-02", userId: third, points: 40 },
          { period: "week:2026-11-02", userId: fourth, points: 300 },
          { period: "month:2026-11", userId: first, points: 700 },
          { period: "month:2026-11", userId: second, points: 40 },
        ])
        .execute();

      await migrateToLatest(db);

      await expectHistogramsMatchRecount(db);
      const above = (period: string, points: number) =>
        countUsersAboveInPeriodHistogram(db, period, points);
      expect(await above("week:2026-11-02", 700)).toBe(0);
      expect(await above("week:2026-11-02", 300)).toBe(1);
      expect(await above("week:2026-11-02", 40)).toBe(2);
      expect(await above("week:2026-11-02", 0)).toBe(4);
      expect(await above("month:2026-11", 40)).toBe(1);
      expect(await above("month:2026-10", 0)).toBe(0);
    } finally {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
