import { beforeAll, describe, expect, it } from "vitest";
import type { ArticleReply, BlogListReply, PostedCommentReply } from "../../../shared/blog";
import { COMMENT_MIN_INTERVAL_SECONDS } from "../../../shared/blog-limits";
import type { AchievementsReply, AwardReply, LevelData } from "../../../shared/gamification";
import { DAY_MS } from "../../../shared/time-units";
import { createSecureToken, hashSecret } from "../../lib/secure-token";
import { AccountClient, newIdentity } from "../../test/account-client";
import { latestNoonUtc } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { setAdminRole } from "../users/admin-bootstrap";

/**
 * Points are earned by the blog's actions themselves (reading an article, commenting, liking),
 * inside the action's transaction, and the action's reply says what was earned. Every rule has
 * a daily cap, and deleting a comment takes its points back through the ledger.
 */
const t = testAppForFile({ startAt: latestNoonUtc() });
let postIds: number[];
const PACE_MS = (COMMENT_MIN_INTERVAL_SECONDS + 1) * 1000;

const validPost = {
  content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
  excerpt: "What the patch changes",
  // The site's own address: a remote one would be downloaded.
  imageUrl: "http://gamehub.test/images/og-default.jpg",
  category: "gaming-news",
};

beforeAll(async () => {
  const { posts } = (
    await t.app.inject({ method: "GET", url: "/api/blog?limit=100" })
  ).json<BlogListReply>();
  postIds = posts.map((post) => post.id);
  // Enough posts to go past the largest daily cap of a per-article rule.
  const needed = AWARD_RULES.articleRead.dailyCap + 1 - postIds.length;
  if (needed > 0) {
    const { browser } = await signedIn("author");
    const admin = await t.database.db
      .selectFrom("users")
      .select("username")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await setAdminRole(t.database.db, admin.username, true);
    for (let index = 0; index < needed; index += 1) {
      const created = await browser.post("/api/blog", {
        ...validPost,
        title: `Extra post ${index}`,
      });
      postIds.push(created.json<{ id: number }>().id);
    }
  }
});

async function signedIn(prefix = "reader") {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity(prefix));
  // Remembered (30 days): tests move the clock by days.
  await browser.login(user.username, user.password, true);
  return { browser, user };
}

function post(index: number): number {
  const id = postIds[index];
  if (id === undefined) throw new Error(`no post ${index}`);
  return id;
}

async function comment(browser: AccountClient, postId: number, content = "Nice one") {
  t.clock.advance(PACE_MS);
  const response = await browser.post(`/api/blog/${postId}/comments`, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PostedCommentReply>();
}

async function ledgerRows(userId: number) {
  return t.database.db
    .selectFrom("pointLedger")
    .select(["reason", "points", "experience", "idempotencyKey"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

describe("reading an article", () => {
  it("credits the read when a signed-in reader opens it, once, and says so in the reply", async () => {
    const { browser, user } = await signedIn();
    const first = (await browser.get(`/api/blog/${post(0)}`)).json<ArticleReply>();
    expect(first.award).toMatchObject({
      pointsEarned: AWARD_RULES.articleRead.points,
      experienceEarned: AWARD_RULES.articleRead.experience,
      alreadyCredited: false,
    });
    expect(first.award?.unlockedAchievements.map((entry) => entry.id)).toEqual(["first-read"]);
    const again = (await browser.get(`/api/blog/${post(0)}`)).json<ArticleReply>();
    expect(again.award).toMatchObject({
      pointsEarned: AWARD_RULES.articleRead.points,
      alreadyCredited: true,
      points: first.award?.points,
      unlockedAchievements: [],
    });
    // The log call reports the same read; nothing is credited twice.
    const logged = (
      await browser.post("/api/gamification/log/article-read", { articleId: post(0) })
    ).json<AwardReply>();
    expect(logged).toMatchObject({ alreadyCredited: true, points: first.award?.points });
    expect((await ledgerRows(user.id)).filter((row) => row.reason === "article-read")).toHaveLength(
      1,
    );
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("earns nothing for an anonymous reader (award null)", async () => {
    const reply = await t.app.inject({ method: "GET", url: `/api/blog/${post(1)}` });
    expect(reply.json<ArticleReply>().award).toBeNull();
  });

  it("credits 30 concurrent opens of one article once", async () => {
    const { browser, user } = await signedIn();
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => browser.get(`/api/blog/${post(2)}`)),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const fresh = replies.filter((reply) => !reply.json<ArticleReply>().award?.alreadyCredited);
    expect(fresh).toHaveLength(1);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });
});

describe("daily caps", () => {
  it("pays at most the daily cap of reads, counts the rest, and pays again the next day", async () => {
    const { browser, user } = await signedIn();
    const cap = AWARD_RULES.articleRead.dailyCap;
    const earned: number[] = [];
    for (let index = 0; index <= cap; index += 1) {
      const reply = (await browser.get(`/api/blog/${post(index)}`)).json<ArticleReply>();
      earned.push(reply.award?.pointsEarned ?? -1);
    }
    expect(earned.slice(0, cap).every((points) => points === AWARD_RULES.articleRead.points)).toBe(
      true,
    );
    expect(earned[cap]).toBe(0);
    const { achievements } = (
      await browser.get(`/api/gamification/achievements/${user.id}`)
    ).json<AchievementsReply>();
    expect(achievements.map((entry) => entry.id)).toContain("first-read");
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("pays at most the daily cap of comments; the rest are posted and earn 0", async () => {
    const { browser, user } = await signedIn();
    const cap = AWARD_RULES.commentPosted.dailyCap;
    // Start of a UTC day, so the whole run stays inside one.
    const now = t.clock.now();
    const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(nextMidnight - now.getTime() + 1000);
    const earned: number[] = [];
    for (let index = 0; index <= cap; index += 1) {
      earned.push((await comment(browser, post(index % 3))).award.pointsEarned);
    }
    expect(earned.slice(0, cap)).toEqual(Array(cap).fill(AWARD_RULES.commentPosted.points));
    expect(earned[cap]).toBe(0);
    t.clock.advance(DAY_MS);
    expect((await comment(browser, post(0))).award.pointsEarned).toBe(
      AWARD_RULES.commentPosted.points,
    );
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("pays at most the daily cap of likes", async () => {
    const { browser, user } = await signedIn();
    const cap = AWARD_RULES.postLiked.dailyCap;
    const now = t.clock.now();
    const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(nextMidnight - now.getTime() + 1000);
    const earned: number[] = [];
    for (let index = 0; index <= cap; index += 1) {
      const reply = (await browser.post(`/api/blog/${post(index)}/like`)).json<{
        award: AwardReply | null;
      }>();
      earned.push(reply.award?.pointsEarned ?? -1);
    }
    expect(earned.slice(0, cap)).toEqual(Array(cap).fill(AWARD_RULES.postLiked.points));
    expect(earned[cap]).toBe(0);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });
});

describe("deleting a comment", () => {
  it("takes its points back with a negative ledger row; the ledger still sums to the totals", async () => {
    const { browser, user } = await signedIn();
    const posted = await comment(browser, post(0));
    const rule = AWARD_RULES.commentPosted;
    expect(posted.award).toMatchObject({ pointsEarned: rule.points, alreadyCredited: false });
    const pointsWithComment = posted.award.points;
    expect((await browser.request("DELETE", `/api/comments/${posted.id}`)).statusCode).toBe(200);

    const rows = await ledgerRows(user.id);
    expect(rows.filter((row) => row.idempotencyKey === `comment-deleted:${posted.id}`)).toEqual([
      {
        reason: "reversal",
        points: -rule.points,
        experience: -rule.experience,
        idempotencyKey: `comment-deleted:${posted.id}`,
      },
    ]);
    const level = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    expect(level.points).toBe(pointsWithComment - rule.points);
    await expectLedgerMatchesTotals(t.database.db, user.id);

    // Nothing is left to report, and the counter went back (progress towards 10 comments).
    const logged = await browser.post("/api/gamification/log/comment-posted", {
      commentId: posted.id,
    });
    expect(logged.statusCode).toBe(404);
    const { achievements, inProgress } = (
      await browser.get(`/api/gamification/achievements/${user.id}`)
    ).json<AchievementsReply>();
    expect(inProgress.find((entry) => entry.id === "comments-10")).toBeUndefined();
    // An achievement already paid stays (its reward is its own ledger row).
    expect(achievements.map((entry) => entry.id)).toContain("first-comment");
  });

  it("takes the author's points back when an admin deletes it", async () => {
    const { browser, user } = await signedIn();
    const posted = await comment(browser, post(1));
    const { browser: admin, user: adminUser } = await signedIn("admin");
    await setAdminRole(t.database.db, adminUser.username, true);
    expect((await admin.request("DELETE", `/api/comments/${posted.id}`)).statusCode).toBe(200);
    const rows = await ledgerRows(user.id);
    expect(rows.some((row) => row.idempotencyKey === `comment-deleted:${posted.id}`)).toBe(true);
    expect(await ledgerRows(adminUser.id)).toEqual([]);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("cannot be farmed: posting and deleting again and again earns nothing net", async () => {
    const { browser, user } = await signedIn();
    const before = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    for (let round = 0; round < 3; round += 1) {
      const posted = await comment(browser, post(2));
      await browser.request("DELETE", `/api/comments/${posted.id}`);
    }
    const after = (await browser.get(`/api/gamification/level/${user.id}`)).json<LevelData>();
    // Only the one-time 'First Words' reward remains.
    expect((after.points ?? 0) - (before.points ?? 0)).toBe(10);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });
});

describe("comment counts under concurrency", () => {
  it("leaves posts.comment_count equal to the rows after 200 concurrent comments", async () => {
    const target = post(3);
    // 200 members (one comment each: the pace limit allows one per member), made directly.
    const now = t.clock.now();
    const browsers: AccountClient[] = [];
    for (let index = 0; index < 200; index += 1) {
      const identity = newIdentity("burst");
      const user = await t.database.db
        .insertInto("users")
        .values({
          username: identity.username,
          usernameKey: identity.username.toLowerCase(),
          passwordHash: "!test-only",
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const token = createSecureToken();
      await t.database.db
        .insertInto("sessions")
        .values({
          tokenHash: hashSecret(t.config.sessionSecret, token),
          userId: user.id,
          isPendingTwoFactor: false,
          rememberMe: true,
          expiresAt: new Date(now.getTime() + DAY_MS).toISOString(),
          createdAt: now.toISOString(),
          lastSeenAt: now.toISOString(),
        })
        .execute();
      const browser = new AccountClient(t.app);
      browser.cookie = `gamehub_session=${token}`;
      browsers.push(browser);
    }
    // A server short of database connections answers 503 (nothing written); a client tries again.
    const send = async (browser: AccountClient) => {
      for (let attempt = 0; ; attempt += 1) {
        const reply = await browser.post(`/api/blog/${target}/comments`, { content: "Me too" });
        if (reply.statusCode !== 503 || attempt === 20) return reply;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const replies = await Promise.all(browsers.map(send));
    const failed = replies
      .filter((reply) => reply.statusCode !== 201)
      .map((reply) => `${reply.statusCode} ${reply.body}`);
    expect(failed).toEqual([]);
    const rows = await t.database.db
      .selectFrom("comments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("postId", "=", target)
      .executeTakeFirstOrThrow();
    const stored = await t.database.db
      .selectFrom("posts")
      .select("commentCount")
      .where("id", "=", target)
      .executeTakeFirstOrThrow();
    expect(stored.commentCount).toBe(Number(rows.n));
    expect(Number(rows.n)).toBeGreaterThanOrEqual(200);
  }, 60_000);
});
