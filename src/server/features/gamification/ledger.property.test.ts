import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import type { BlogListReply } from "../../../shared/blog";
import { COMMENT_MIN_INTERVAL_SECONDS } from "../../../shared/blog-limits";
import { DAY_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { expectLedgerMatchesTotals } from "./ledger-check";

/**
 * Whatever users do, in whatever order and on whatever days (including deleting their comments
 * and naming content that does not exist), the ledger sums to their totals, each achievement
 * is paid exactly once, a made-up id credits nothing, the points histogram agrees with the
 * users table, and each week's and month's histogram with that period's totals.
 */
const t = testAppForFile();
let postIds: number[];
const MADE_UP_ID = 987_654_321;

beforeAll(async () => {
  const { posts } = (
    await t.app.inject({ method: "GET", url: "/api/blog?limit=6" })
  ).json<BlogListReply>();
  postIds = posts.map((post) => post.id);
});

const action = fc.oneof(
  fc.constant({ kind: "check-in" as const }),
  fc.constant({ kind: "next-day" as const }),
  fc.constant({ kind: "initialize" as const }),
  fc.record({ kind: fc.constant("read" as const), article: fc.nat(5) }),
  fc.record({
    kind: fc.constant("share" as const),
    article: fc.nat(5),
    platform: fc.constantFrom("facebook", "twitter", "copy"),
  }),
  fc.record({ kind: fc.constant("open" as const), article: fc.nat(5) }),
  fc.record({ kind: fc.constant("like" as const), article: fc.nat(5), log: fc.boolean() }),
  fc.record({ kind: fc.constant("comment" as const), article: fc.nat(5), log: fc.boolean() }),
  fc.record({ kind: fc.constant("delete-comment" as const), which: fc.nat(10) }),
  fc.record({
    kind: fc.constant("made-up" as const),
    what: fc.constantFrom(
      "read",
      "open",
      "share",
      "share-type",
      "like",
      "like-log",
      "comment",
      "comment-log",
      "delete-comment",
    ),
  }),
  fc.record({ kind: fc.constant("feature" as const), on: fc.boolean() }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

/** A user's comments that still exist, for deletions. */
type Session = { browser: AccountClient; comments: number[]; deleted: number[] };

async function madeUp(browser: AccountClient, what: string) {
  switch (what) {
    case "read":
      return browser.post("/api/gamification/log/article-read", { articleId: MADE_UP_ID });
    case "open":
      return browser.get(`/api/blog/${MADE_UP_ID}`);
    case "share":
      return browser.post("/api/gamification/log/content-share", {
        contentType: "article",
        contentId: MADE_UP_ID,
      });
    case "share-type":
      return browser.post("/api/gamification/log/content-share", {
        contentType: "spaceship",
        contentId: 1,
      });
    case "like":
      return browser.post(`/api/blog/${MADE_UP_ID}/like`);
    case "like-log":
      return browser.post("/api/gamification/log/content-share", {
        contentType: "article-like",
        contentId: MADE_UP_ID,
      });
    case "comment":
      return browser.post(`/api/blog/${MADE_UP_ID}/comments`, { content: "Into the void" });
    case "comment-log":
      return browser.post("/api/gamification/log/comment-posted", { commentId: MADE_UP_ID });
    default:
      return browser.request("DELETE", `/api/comments/${MADE_UP_ID}`);
  }
}

async function perform({ browser, comments, deleted }: Session, step: Action) {
  const post = (index: number) => postIds[index % postIds.length] ?? 1;
  switch (step.kind) {
    case "check-in":
      return browser.post("/api/gamification/log/login", {});
    case "next-day":
      t.clock.advance(DAY_MS);
      return;
    case "initialize":
      return browser.post("/api/gamification/initialize", {});
    case "read":
      return browser.post("/api/gamification/log/article-read", { articleId: post(step.article) });
    case "open":
      return browser.get(`/api/blog/${post(step.article)}`);
    case "share":
      return browser.post("/api/gamification/log/content-share", {
        contentType: "article",
        contentId: post(step.article),
        platform: step.platform,
      });
    case "like": {
      const liked = await browser.post(`/api/blog/${post(step.article)}/like`);
      if (!step.log || !liked.json<{ liked: boolean }>().liked) return liked;
      // A client that still logs the like gets a report, never a second credit.
      return browser.post("/api/gamification/log/content-share", {
        contentType: "article-like",
        contentId: post(step.article),
      });
    }
    case "comment": {
      // Past the pace limit between two comments of one account.
      t.clock.advance((COMMENT_MIN_INTERVAL_SECONDS + 1) * 1000);
      const comment = await browser.post(`/api/blog/${post(step.article)}/comments`, {
        content: "Nice one",
      });
      const commentId = comment.json<{ id: number }>().id;
      comments.push(commentId);
      if (!step.log) return comment;
      return browser.post("/api/gamification/log/comment-posted", { commentId });
    }
    case "delete-comment": {
      if (comments.length === 0) return;
      const [commentId] = comments.splice(step.which % comments.length, 1);
      if (commentId !== undefined) deleted.push(commentId);
      return browser.request("DELETE", `/api/comments/${commentId}`);
    }
    case "made-up":
      return madeUp(browser, step.what);
    case "feature":
      return browser.post("/api/gamification/achievements/toggle-featured", {
        achievementId: "first-check-in",
        isFeatured: step.on,
      });
  }
}

async function pointsOf(userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.points;
}

it("keeps the ledger equal to the totals after any sequence of actions", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), async (steps) => {
      const browser = new AccountClient(t.app);
      const user = await browser.register(newIdentity("prop"));
      await browser.login(user.username, user.password, true);
      const session: Session = { browser, comments: [], deleted: [] };
      for (const step of steps) {
        const pointsBefore = await pointsOf(user.id);
        const reply = await perform(session, step);
        if (!reply) continue;
        if (step.kind === "made-up") {
          // Content that does not exist: 404, and nothing credited.
          expect(reply.statusCode, JSON.stringify(step)).toBe(404);
          expect(await pointsOf(user.id), JSON.stringify(step)).toBe(pointsBefore);
        } else {
          // 409 is the one refusal a valid sequence can meet (featuring before unlocking).
          expect([200, 201, 409], JSON.stringify(step)).toContain(reply.statusCode);
        }
      }
      await expectLedgerMatchesTotals(t.database.db, user.id);
      // Each deleted comment's award was taken back exactly once.
      const reversals = await t.database.db
        .selectFrom("pointLedger")
        .select("idempotencyKey")
        .where("userId", "=", user.id)
        .where("reason", "=", "reversal")
        .execute();
      expect(reversals.map((row) => row.idempotencyKey).sort()).toEqual(
        session.deleted.map((id) => `comment-deleted:${id}`).sort(),
      );

      const db = t.database.db;
      const achievementRows = await db
        .selectFrom("pointLedger")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("userId", "=", user.id)
        .where("reason", "=", "achievement-unlocked")
        .executeTakeFirstOrThrow();
      const unlocks = await db
        .selectFrom("userAchievements")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(Number(achievementRows.n)).toBe(Number(unlocks.n));
    }),
    { numRuns: 12 },
  );

  const histogram = await t.database.db
    .selectFrom("pointsBuckets")
    .select(["points", "userCount"])
    .where("userCount", ">", 0)
    .orderBy("points")
    .execute();
  const grouped = await t.database.db
    .selectFrom("users")
    .select(["points", (eb) => eb.fn.countAll<number>().as("userCount")])
    .groupBy("points")
    .orderBy("points")
    .execute();
  expect(histogram.map((row) => [row.points, Number(row.userCount)])).toEqual(
    grouped.map((row) => [row.points, Number(row.userCount)]),
  );

  const blocks = await t.database.db
    .selectFrom("pointsBlocks")
    .select(["block", "userCount"])
    .where("userCount", ">", 0)
    .orderBy("block")
    .execute();
  const byBlock = new Map<number, number>();
  for (const row of grouped) {
    const block = Math.floor(row.points / 1024);
    byBlock.set(block, (byBlock.get(block) ?? 0) + Number(row.userCount));
  }
  expect(blocks.map((row) => [row.block, Number(row.userCount)])).toEqual([...byBlock.entries()]);

  // Each week's and month's histogram agrees with that period's totals, per total and per
  // block of 256 (reversals land in their award's period, whatever day it is now).
  const periodTotals = await t.database.db
    .selectFrom("periodPoints")
    .select(["period", "points", (eb) => eb.fn.countAll<number>().as("userCount")])
    .groupBy(["period", "points"])
    .execute();
  const periodBuckets = await t.database.db
    .selectFrom("periodPointsBuckets")
    .select(["period", "points", "userCount"])
    .where("userCount", "<>", 0)
    .execute();
  const asText = (rows: { period: string; key: number; userCount: number | string }[]) =>
    rows.map((row) => `${row.period} ${row.key} ${Number(row.userCount)}`).sort();
  expect(asText(periodBuckets.map((row) => ({ ...row, key: row.points })))).toEqual(
    asText(periodTotals.map((row) => ({ ...row, key: row.points }))),
  );
  const periodBlocks = await t.database.db
    .selectFrom("periodPointsBlocks")
    .select(["period", "block", "userCount"])
    .where("userCount", "<>", 0)
    .execute();
  const byPeriodBlock = new Map<string, number>();
  for (const row of periodTotals) {
    const key = `${row.period} ${Math.trunc(row.points / 256)}`;
    byPeriodBlock.set(key, (byPeriodBlock.get(key) ?? 0) + Number(row.userCount));
  }
  expect(asText(periodBlocks.map((row) => ({ ...row, key: row.block })))).toEqual(
    [...byPeriodBlock].map(([key, n]) => `${key} ${n}`).sort(),
  );
}, 120_000);
