import { beforeAll, describe, expect, it } from "vitest";
import { FLAGS_TO_HIDE, type OpenFlag } from "../../../shared/forum";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { FLAGS_PER_DAY } from "./flags.service";
import {
  createTestCategory,
  insertTestReply,
  insertTestThread,
  makeAdmin,
  makeEstablished,
} from "./forum-test-data";

const t = testAppForFile({ seed: false });
let admin: AccountClient;
let reporters: AccountClient[];

const data = () => ({ db: t.database.db, engine: t.database.engine, now: t.clock.now });
const reason = { reason: "Spam link to a shady shop" };

beforeAll(async () => {
  const signedIn = await member("admin");
  await makeAdmin(data(), signedIn.user.id);
  admin = signedIn.browser;
  reporters = [];
  // Established members: three of their reports hide a post (flag-weight.ts).
  for (let index = 0; index < FLAGS_TO_HIDE + 1; index += 1) {
    const { browser, user } = await member("reporter");
    await makeEstablished(data(), user.id);
    reporters.push(browser);
  }
});

async function member(prefix = "member") {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity(prefix));
  return { browser, user };
}

function reporter(index: number): AccountClient {
  const browser = reporters[index];
  if (!browser) throw new Error(`no reporter ${index}`);
  return browser;
}

/** A fresh category with one discussion (and one reply) by a fresh author. */
async function discussion() {
  const { browser, user } = await member("author");
  const categoryId = await createTestCategory(data());
  const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
  const replyId = await insertTestReply(data(), { threadId, authorId: user.id, award: true });
  return { author: browser, authorId: user.id, categoryId, threadId, replyId };
}

async function flag(browser: AccountClient, path: string) {
  const response = await browser.post(`/api/forum/${path}/flag`, reason);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ flagged: true; isHidden: boolean }>();
}

async function openFlags(): Promise<OpenFlag[]> {
  const response = await admin.get("/api/forum/flags");
  expect(response.statusCode).toBe(200);
  return response.json<OpenFlag[]>();
}

async function counts(categoryId: number, threadId: number) {
  const category = await t.database.db
    .selectFrom("forumCategories")
    .select(["threadCount", "postCount"])
    .where("id", "=", categoryId)
    .executeTakeFirstOrThrow();
  const thread = await t.database.db
    .selectFrom("forumThreads")
    .select(["replyCount", "isHidden"])
    .where("id", "=", threadId)
    .executeTakeFirst();
  return { ...category, replies: thread?.replyCount ?? null, threadHidden: !!thread?.isHidden };
}

describe("reporting a post", () => {
  it("answers 401 signed out and 403 on one's own post", async () => {
    const { author, threadId, replyId } = await discussion();
    const signedOut = await t.app.inject({
      method: "POST",
      url: `/api/forum/threads/${threadId}/flag`,
      payload: reason,
    });
    expect(signedOut.statusCode).toBe(401);
    for (const path of [`threads/${threadId}`, `replies/${replyId}`]) {
      const own = await author.post(`/api/forum/${path}/flag`, reason);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ error: "You cannot report your own post" });
    }
  });

  it("accepts one report per member and post (409 the second time)", async () => {
    const { threadId } = await discussion();
    expect(await flag(reporter(0), `threads/${threadId}`)).toEqual({
      flagged: true,
      isHidden: false,
    });
    const again = await reporter(0).post(`/api/forum/threads/${threadId}/flag`, reason);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You have already reported this post" });
  });

  it("requires a reason and answers 404 for an unknown post", async () => {
    const { threadId } = await discussion();
    const empty = await reporter(0).post(`/api/forum/threads/${threadId}/flag`, { reason: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe("Please say what is wrong with this post");
    expect((await reporter(0).post("/api/forum/replies/99999999/flag", reason)).statusCode).toBe(
      404,
    );
  });

  it("hides a discussion reported by three different members and recounts its category", async () => {
    const { categoryId, threadId } = await discussion();
    expect(await counts(categoryId, threadId)).toMatchObject({ threadCount: 1, postCount: 2 });
    for (let index = 0; index < FLAGS_TO_HIDE - 1; index += 1) {
      expect((await flag(reporter(index), `threads/${threadId}`)).isHidden).toBe(false);
    }
    expect((await flag(reporter(FLAGS_TO_HIDE - 1), `threads/${threadId}`)).isHidden).toBe(true);
    expect(await counts(categoryId, threadId)).toMatchObject({
      threadCount: 0,
      postCount: 0,
      threadHidden: true,
    });
    // Hidden from members now: a fourth report finds nothing.
    const fourth = await reporter(FLAGS_TO_HIDE).post(
      `/api/forum/threads/${threadId}/flag`,
      reason,
    );
    expect(fourth.statusCode).toBe(404);
  });

  it("hides a reply reported by three members at once, recounting its discussion", async () => {
    const { categoryId, threadId, replyId } = await discussion();
    const replies = await Promise.all(
      [0, 1, 2].map((index) => reporter(index).post(`/api/forum/replies/${replyId}/flag`, reason)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(replies.filter((reply) => reply.json().isHidden)).toHaveLength(1);
    expect(await counts(categoryId, threadId)).toEqual({
      threadCount: 1,
      postCount: 1,
      replies: 0,
      threadHidden: false,
    });
  });

  it(`allows ${FLAGS_PER_DAY} reports a day, then answers 429 with Retry-After`, async () => {
    const { browser } = await member("busy");
    const { user: author } = await member("author");
    const categoryId = await createTestCategory(data());
    for (let index = 0; index < FLAGS_PER_DAY; index += 1) {
      const threadId = await insertTestThread(data(), { authorId: author.id, categoryId });
      await flag(browser, `threads/${threadId}`);
    }
    const threadId = await insertTestThread(data(), { authorId: author.id, categoryId });
    const refused = await browser.post(`/api/forum/threads/${threadId}/flag`, reason);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("how much a report weighs", () => {
  async function freshReporters(count: number): Promise<AccountClient[]> {
    const browsers: AccountClient[] = [];
    for (let index = 0; index < count; index += 1) browsers.push((await member("fresh")).browser);
    return browsers;
  }

  it("three brand-new accounts do not hide a member's discussion", async () => {
    const { categoryId, threadId } = await discussion();
    for (const browser of await freshReporters(FLAGS_TO_HIDE)) {
      expect((await flag(browser, `threads/${threadId}`)).isHidden).toBe(false);
    }
    expect(await counts(categoryId, threadId)).toMatchObject({ threadHidden: false });
    const entry = (await openFlags()).find((item) => item.targetId === threadId);
    expect(entry?.reports).toHaveLength(FLAGS_TO_HIDE);
  });

  it("never hides an admin's post, whoever reports it: the reports wait in the admins' queue", async () => {
    const { user: staff } = await member("staff");
    await makeAdmin(data(), staff.id);
    const categoryId = await createTestCategory(data());
    const threadId = await insertTestThread(data(), { authorId: staff.id, categoryId });
    for (const browser of await freshReporters(FLAGS_TO_HIDE)) {
      expect((await flag(browser, `threads/${threadId}`)).isHidden).toBe(false);
    }
    for (let index = 0; index < FLAGS_TO_HIDE; index += 1) {
      expect((await flag(reporter(index), `threads/${threadId}`)).isHidden).toBe(false);
    }
    expect(await counts(categoryId, threadId)).toMatchObject({ threadHidden: false });
    const entry = (await openFlags()).find(
      (item) => item.targetType === "thread" && item.targetId === threadId,
    );
    expect(entry).toMatchObject({ isHidden: false });
    expect(entry?.reports).toHaveLength(2 * FLAGS_TO_HIDE);
  });
});

describe("reviewing reports", () => {
  it("is for admins only: 401 signed out, 403 for members", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/forum/flags" })).statusCode).toBe(401);
    expect((await reporter(0).get("/api/forum/flags")).statusCode).toBe(403);
    const { threadId } = await discussion();
    await flag(reporter(1), `threads/${threadId}`);
    const [entry] = (await openFlags()).filter((item) => item.targetId === threadId);
    expect(entry).toBeDefined();
    const refused = await reporter(0).post(`/api/forum/flags/${entry?.id}/resolve`, {
      action: "keep",
    });
    expect(refused.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: "POST",
      url: `/api/forum/flags/${entry?.id}/resolve`,
      payload: { action: "keep" },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("lists one entry per reported post, the longest waiting first, with every report", async () => {
    const first = await discussion();
    const second = await discussion();
    await flag(reporter(0), `replies/${second.replyId}`);
    await flag(reporter(0), `threads/${first.threadId}`);
    await flag(reporter(1), `replies/${second.replyId}`);
    const entries = (await openFlags()).filter(
      (entry) =>
        (entry.targetType === "reply" && entry.targetId === second.replyId) ||
        (entry.targetType === "thread" && entry.targetId === first.threadId),
    );
    expect(entries.map((entry) => [entry.targetType, entry.targetId])).toEqual([
      ["reply", second.replyId],
      ["thread", first.threadId],
    ]);
    expect(entries[0]).toMatchObject({
      threadId: second.threadId,
      threadTitle: expect.any(String),
      excerpt: expect.stringContaining("A test reply"),
      author: { id: second.authorId },
      isHidden: false,
    });
    expect(entries[0]?.reports).toHaveLength(2);
    expect(entries[0]?.reports[0]).toEqual({
      username: expect.any(String),
      reason: reason.reason,
      createdAt: expect.stringMatching(/^\d{4}-/),
    });
    const all = await openFlags();
    expect(all.map((entry) => entry.id)).toEqual(
      [...all.map((entry) => entry.id)].sort((a, b) => a - b),
    );
  });

  it("keep shows a hidden post again, closes its reports and restores the counts", async () => {
    const { categoryId, threadId } = await discussion();
    for (let index = 0; index < FLAGS_TO_HIDE; index += 1) {
      await flag(reporter(index), `threads/${threadId}`);
    }
    const entry = (await openFlags()).find((item) => item.targetId === threadId);
    expect(entry?.isHidden).toBe(true);
    const response = await admin.post(`/api/forum/flags/${entry?.id}/resolve`, { action: "keep" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await counts(categoryId, threadId)).toMatchObject({
      threadCount: 1,
      postCount: 2,
      threadHidden: false,
    });
    expect((await openFlags()).some((item) => item.targetId === threadId)).toBe(false);
    const statuses = await t.database.db
      .selectFrom("forumFlags")
      .select(["status", "resolvedBy", "resolvedAt"])
      .where("targetType", "=", "thread")
      .where("targetId", "=", threadId)
      .execute();
    expect(statuses).toHaveLength(FLAGS_TO_HIDE);
    expect(statuses.every((row) => row.status === "kept" && row.resolvedAt !== null)).toBe(true);
    const again = await admin.post(`/api/forum/flags/${entry?.id}/resolve`, { action: "keep" });
    expect(again.statusCode).toBe(409);
  });

  it("hide hides the post until further notice", async () => {
    const { categoryId, threadId, replyId } = await discussion();
    await flag(reporter(0), `replies/${replyId}`);
    const entry = (await openFlags()).find(
      (item) => item.targetType === "reply" && item.targetId === replyId,
    );
    const response = await admin.post(`/api/forum/flags/${entry?.id}/resolve`, { action: "hide" });
    expect(response.statusCode).toBe(200);
    expect(await counts(categoryId, threadId)).toMatchObject({ postCount: 1, replies: 0 });
    const row = await t.database.db
      .selectFrom("forumReplies")
      .select("isHidden")
      .where("id", "=", replyId)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.isHidden)).toBe(true);
  });

  it("delete deletes the reported reply and takes back its award", async () => {
    const { authorId, categoryId, threadId, replyId } = await discussion();
    const before = await t.database.db
      .selectFrom("users")
      .select("points")
      .where("id", "=", authorId)
      .executeTakeFirstOrThrow();
    await flag(reporter(0), `replies/${replyId}`);
    const entry = (await openFlags()).find(
      (item) => item.targetType === "reply" && item.targetId === replyId,
    );
    const response = await admin.post(`/api/forum/flags/${entry?.id}/resolve`, {
      action: "delete",
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = await t.database.db
      .selectFrom("forumReplies")
      .select("id")
      .where("id", "=", replyId)
      .executeTakeFirst();
    expect(reply).toBeUndefined();
    expect(await counts(categoryId, threadId)).toMatchObject({ postCount: 1, replies: 0 });
    const after = await t.database.db
      .selectFrom("users")
      .select("points")
      .where("id", "=", authorId)
      .executeTakeFirstOrThrow();
    expect(after.points).toBeLessThan(before.points);
    await expectLedgerMatchesTotals(t.database.db, authorId);
  });

  it("delete deletes a reported discussion and recounts its category", async () => {
    const { categoryId, threadId } = await discussion();
    await flag(reporter(2), `threads/${threadId}`);
    const entry = (await openFlags()).find(
      (item) => item.targetType === "thread" && item.targetId === threadId,
    );
    const response = await admin.post(`/api/forum/flags/${entry?.id}/resolve`, {
      action: "delete",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await counts(categoryId, threadId)).toEqual({
      threadCount: 0,
      postCount: 0,
      replies: null,
      threadHidden: false,
    });
    const flags = await t.database.db
      .selectFrom("forumFlags")
      .select("id")
      .where("threadId", "=", threadId)
      .execute();
    expect(flags).toEqual([]);
  });

  it("answers 404 for an unknown report and 400 for an unknown action", async () => {
    const unknown = await admin.post("/api/forum/flags/99999999/resolve", { action: "keep" });
    expect(unknown.statusCode).toBe(404);
    const wrong = await admin.post("/api/forum/flags/1/resolve", { action: "burn" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("action must be keep, hide or delete");
  });
});
