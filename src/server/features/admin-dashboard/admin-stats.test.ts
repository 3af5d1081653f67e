import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_STATS_DAYS, type AdminStatsReply } from "../../../shared/admin-stats";
import { DAY_MS } from "../../../shared/time-units";
import { latestNoonUtc } from "../../test/test-app";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { addCategory, startThread, waitForNextPost } from "../forum/forum-test-helpers";
import { ADMIN_STATS_TTL_MS } from "./admin-stats.service";

const t = testAppForFile({ seed: false, mailWorker: "manual", startAt: latestNoonUtc() });
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);
let categoryId: number;
let ipCounter = 0;

beforeAll(async () => {
  categoryId = await addCategory(t);
});

/** The dashboard as it is now: the clock is moved past the cache's lifetime first. */
async function freshStats(): Promise<AdminStatsReply> {
  t.clock.advance(ADMIN_STATS_TTL_MS + 1);
  const response = await admin.browser.get("/api/admin/stats");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminStatsReply>();
}

function today(): string {
  return t.clock.now().toISOString().slice(0, 10);
}

function countOn(trend: AdminStatsReply["trends"]["posts"], day: string): number {
  const point = trend.find((entry) => entry.day === day);
  expect(point, `no point for ${day}`).toBeDefined();
  return point?.count ?? -1;
}

async function sendContactMessage(): Promise<void> {
  ipCounter += 1;
  const word = unique();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    payload: {
      name: "Riley Quinn",
      email: `riley.${word}@example.com`,
      subject: `Question ${word}`,
      message: "Hello team, when does the next tournament start?",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe("GET /api/admin/stats", () => {
  it("answers 401 signed out and 403 for a member", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/admin/stats" });
    expect(signedOut.statusCode).toBe(401);
    const asMember = await plainMember.browser.get("/api/admin/stats");
    expect(asMember.statusCode).toBe(403);
  });

  it("gives 30 zero-filled UTC days per trend, oldest first, ending today", async () => {
    const stats = await freshStats();
    const trends = Object.values(stats.trends);
    expect(trends).toHaveLength(8);
    for (const trend of trends) {
      expect(trend).toHaveLength(ADMIN_STATS_DAYS);
      expect(trend.at(-1)?.day).toBe(today());
      expect(trend[0]?.day).toBe(
        new Date(t.clock.now().getTime() - 29 * DAY_MS).toISOString().slice(0, 10),
      );
      const days = trend.map((point) => point.day);
      expect([...days].sort()).toEqual(days);
      for (const point of trend) expect(point.count).toBeGreaterThanOrEqual(0);
    }
  });

  it("counts a new discussion, reply and contact message in today's bucket and the totals", async () => {
    const before = await freshStats();
    const thread = await startThread(t, plainMember, categoryId);
    waitForNextPost(t);
    const reply = await plainMember.browser.post(`/api/forum/threads/${thread.id}/replies`, {
      content: "A reply long enough to be accepted by the forum.",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await sendContactMessage();
    const after = await freshStats();
    const day = today();

    expect(after.totals.discussions).toBe(before.totals.discussions + 1);
    expect(after.totals.replies).toBe(before.totals.replies + 1);
    expect(after.totals.contactMessages).toBe(before.totals.contactMessages + 1);
    expect(after.attention.unhandledContactMessages).toBe(
      before.attention.unhandledContactMessages + 1,
    );
    expect(countOn(after.trends.discussions, day)).toBe(
      countOn(before.trends.discussions, day) + 1,
    );
    expect(countOn(after.trends.replies, day)).toBe(countOn(before.trends.replies, day) + 1);
    expect(countOn(after.trends.contactMessages, day)).toBe(
      countOn(before.trends.contactMessages, day) + 1,
    );
  });

  it("counts a news post", async () => {
    const before = await freshStats();
    const word = unique();
    const created = await admin.browser.post("/api/blog", {
      title: `Patch notes ${word}`,
      excerpt: "What changed this week.",
      content: `<p>${"Everything that changed this week, in detail. ".repeat(3)}</p>`,
      imageUrl: "http://gamehub.test/images/og-default.jpg",
      category: "gaming-news",
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await freshStats();
    expect(after.totals.posts).toBe(before.totals.posts + 1);
    expect(countOn(after.trends.posts, today())).toBe(countOn(before.trends.posts, today()) + 1);
  });

  it("puts tomorrow's message in tomorrow's bucket and keeps yesterday's", async () => {
    await sendContactMessage();
    const firstDay = today();
    const onFirstDay = await freshStats();
    const firstDayCount = countOn(onFirstDay.trends.contactMessages, firstDay);

    t.clock.advance(DAY_MS);
    await sendContactMessage();
    await sendContactMessage();
    const next = await freshStats();
    expect(next.trends.contactMessages.at(-1)).toEqual({ day: today(), count: 2 });
    expect(countOn(next.trends.contactMessages, firstDay)).toBe(firstDayCount);
    expect(next.trends.contactMessages.at(-2)?.day).toBe(firstDay);
  });

  it("counts sign-ups and members seen today", async () => {
    const before = await freshStats();
    await member(t, { newAccount: true });
    const after = await freshStats();
    expect(after.totals.users).toBe(before.totals.users + 1);
    expect(countOn(after.trends.signUps, today())).toBe(
      countOn(before.trends.signUps, today()) + 1,
    );
    // The admin reading the dashboard has a session seen today.
    expect(countOn(after.trends.activeUsers, today())).toBeGreaterThanOrEqual(1);
    expect(after.totals.activeUsers).toBeGreaterThanOrEqual(
      countOn(after.trends.activeUsers, today()),
    );
  });

  it("lists open flags, failed e-mails, pending streamer applications and unanswered feedback as needing attention", async () => {
    const before = await freshStats();
    const thread = await startThread(t, plainMember, categoryId);
    const flag = await admin.browser.post(`/api/forum/threads/${thread.id}/flag`, {
      reason: "Spam or advertising",
    });
    expect(flag.statusCode, flag.body).toBe(200);
    const now = t.clock.now().toISOString();
    await t.database.db
      .insertInto("mailOutbox")
      .values({
        recipient: "lost@example.com",
        subject: "Undeliverable",
        text: "x",
        html: null,
        status: "failed",
        nextAttemptAt: now,
        createdAt: now,
      })
      .execute();
    await t.database.db
      .insertInto("streamerApplications")
      .values({
        userId: plainMember.user.id,
        platform: "twitch",
        channelUrl: "https://www.twitch.tv/someone",
        channel: "someone",
        categories: "[]",
        pitch: "I stream retro games every evening.",
        createdAt: now,
      })
      .execute();
    await t.database.db
      .insertInto("feedbackItems")
      .values({
        title: "The map does not load",
        description: "It stays blank.",
        descriptionHtml: "<p>It stays blank.</p>",
        feedbackType: "bug-report",
        priority: "high",
        authorId: plainMember.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const after = await freshStats();
    expect(after.attention).toEqual({
      ...before.attention,
      openFlags: before.attention.openFlags + 1,
      failedEmails: before.attention.failedEmails + 1,
      pendingStreamerApplications: before.attention.pendingStreamerApplications + 1,
      feedbackAwaitingResponse: before.attention.feedbackAwaitingResponse + 1,
    });
    expect(after.totals.feedbackItems).toBe(before.totals.feedbackItems + 1);
  });

  it("serves the same numbers for 30 seconds, then fresh ones", async () => {
    const first = await freshStats();
    await sendContactMessage();
    const cached = await admin.browser.get("/api/admin/stats");
    expect(cached.json<AdminStatsReply>()).toEqual(first);
    const fresh = await freshStats();
    expect(fresh.totals.contactMessages).toBe(first.totals.contactMessages + 1);
  });
});
