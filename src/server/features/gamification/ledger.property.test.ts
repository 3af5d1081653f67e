import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { BlogListReply } from "../../../shared/blog";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { expectLedgerMatchesTotals } from "./ledger-check";

/**
 * Whatever users do, in whatever order and on whatever days, the ledger sums to their totals,
 * each achievement is paid exactly once, and the points histogram agrees with the users table.
 */
let t: TestApp;
let postIds: number[];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const { posts } = (
    await t.app.inject({ method: "GET", url: "/api/blog?limit=6" })
  ).json<BlogListReply>();
  postIds = posts.map((post) => post.id);
});
afterAll(async () => {
  await t.close();
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
  fc.record({ kind: fc.constant("like" as const), article: fc.nat(5) }),
  fc.record({ kind: fc.constant("comment" as const), article: fc.nat(5) }),
  fc.record({ kind: fc.constant("feature" as const), on: fc.boolean() }),
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

async function perform(browser: AccountClient, step: Action) {
  const post = (index: number) => postIds[index % postIds.length] ?? 1;
  switch (step.kind) {
    case "check-in":
      return browser.post("/api/gamification/log/login", {});
    case "next-day":
      t.clock.advance(DAY);
      return;
    case "initialize":
      return browser.post("/api/gamification/initialize", {});
    case "read":
      return browser.post("/api/gamification/log/article-read", { articleId: post(step.article) });
    case "share":
      return browser.post("/api/gamification/log/content-share", {
        contentType: "article",
        contentId: post(step.article),
        platform: step.platform,
      });
    case "like": {
      const liked = await browser.post(`/api/blog/${post(step.article)}/like`);
      if (!liked.json<{ liked: boolean }>().liked) return;
      return browser.post("/api/gamification/log/content-share", {
        contentType: "article-like",
        contentId: post(step.article),
      });
    }
    case "comment": {
      const comment = await browser.post(`/api/blog/${post(step.article)}/comments`, {
        content: "Nice one",
      });
      return browser.post("/api/gamification/log/comment-posted", {
        commentId: comment.json<{ id: number }>().id,
      });
    }
    case "feature":
      return browser.post("/api/gamification/achievements/toggle-featured", {
        achievementId: "first-check-in",
        isFeatured: step.on,
      });
  }
}

it("keeps the ledger equal to the totals after any sequence of actions", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 20 }), async (steps) => {
      const browser = new AccountClient(t.app);
      const user = await browser.register(newIdentity("prop"));
      await browser.login(user.username, user.password, true);
      for (const step of steps) {
        const reply = await perform(browser, step);
        // 409 is the one refusal a valid sequence can meet (featuring before unlocking).
        if (reply) expect([200, 201, 409], JSON.stringify(step)).toContain(reply.statusCode);
      }
      await expectLedgerMatchesTotals(t.database.db, user.id);

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
}, 120_000);
