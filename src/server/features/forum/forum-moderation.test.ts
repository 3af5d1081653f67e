import { beforeAll, describe, expect, it } from "vitest";
import type { ForumReply, ForumThread } from "../../../shared/forum";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import {
  createTestCategory,
  insertTestReply,
  insertTestThread,
  makeAdmin,
} from "./forum-test-data";

const t = testAppForFile({ seed: false });
let categoryId: number;
let admin: AccountClient;

const data = () => ({ db: t.database.db, engine: t.database.engine, now: t.clock.now });

beforeAll(async () => {
  categoryId = await createTestCategory(data(), { pointsReward: 15 });
  const signedIn = await member("admin");
  await makeAdmin(data(), signedIn.user.id);
  admin = signedIn.browser;
});

async function member(prefix = "member") {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity(prefix));
  return { browser, user };
}

function anonymous(method: "PATCH" | "DELETE", url: string, payload?: object) {
  return t.app.inject({ method, url, ...(payload ? { payload } : {}) });
}

async function categoryCounts(id: number) {
  return t.database.db
    .selectFrom("forumCategories")
    .select(["threadCount", "postCount"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function replyCount(threadId: number) {
  const row = await t.database.db
    .selectFrom("forumThreads")
    .select("replyCount")
    .where("id", "=", threadId)
    .executeTakeFirstOrThrow();
  return row.replyCount;
}

async function points(userId: number) {
  const row = await t.database.db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.points;
}

describe("editing a discussion", () => {
  it("lets the author change title, content and tags: re-rendered, mentions linked, marked edited", async () => {
    const { browser, user } = await member("author");
    const { user: mentioned } = await member("friend");
    const threadId = await insertTestThread(data(), {
      authorId: user.id,
      categoryId,
      tags: ["old"],
    });
    const response = await browser.request("PATCH", `/api/forum/threads/${threadId}`, {
      title: "A better title",
      content: `Now with **bold** words and a hello to @${mentioned.username} here.`,
      tags: ["Speedrun", " speedrun ", "PC"],
    });
    expect(response.statusCode, response.body).toBe(200);
    const thread = response.json<ForumThread>();
    expect(thread.title).toBe("A better title");
    expect(thread.contentHtml).toContain("<strong>bold</strong>");
    expect(thread.contentHtml).toContain(`href="/user/${mentioned.id}"`);
    expect(thread.tags).toEqual(["Speedrun", "PC"]);
    expect(thread.editedAt).toBe(t.clock.now().toISOString());
    const tagRows = await t.database.db
      .selectFrom("forumThreadTags")
      .select("tagKey")
      .where("threadId", "=", threadId)
      .orderBy("tagKey")
      .execute();
    expect(tagRows.map((row) => row.tagKey)).toEqual(["pc", "speedrun"]);
  });

  it("answers 401 signed out, 403 to another member, 404 for an unknown discussion", async () => {
    const { user } = await member("author");
    const { browser: other } = await member();
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const url = `/api/forum/threads/${threadId}`;
    expect((await anonymous("PATCH", url, { title: "Signed out title" })).statusCode).toBe(401);
    const refused = await other.request("PATCH", url, { title: "Not my discussion" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "You can only edit your own posts" });
    expect(
      (await other.request("PATCH", "/api/forum/threads/99999999", { title: "Nowhere at all" }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ["isSticky", true],
    ["isLocked", true],
    ["isFeatured", true],
    ["isHotTopic", true],
    ["isHidden", true],
    ["categoryId", 1],
  ])("refuses %s to its author who is not an admin (403)", async (field, value) => {
    const { browser, user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const response = await browser.request("PATCH", `/api/forum/threads/${threadId}`, {
      [field]: value,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Only moderators can do that" });
  });

  it("lets an admin pin, lock, feature and mark a hot topic without marking it edited", async () => {
    const { user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const response = await admin.request("PATCH", `/api/forum/threads/${threadId}`, {
      isSticky: true,
      isLocked: true,
      isFeatured: true,
      isHotTopic: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ForumThread>()).toMatchObject({
      isSticky: true,
      isLocked: true,
      isFeatured: true,
      isHotTopic: true,
      editedAt: null,
    });
    const undone = await admin.request("PATCH", `/api/forum/threads/${threadId}`, {
      isSticky: false,
      isLocked: false,
    });
    expect(undone.json<ForumThread>()).toMatchObject({ isSticky: false, isLocked: false });
  });

  it("lets an admin edit anyone's discussion", async () => {
    const { user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const response = await admin.request("PATCH", `/api/forum/threads/${threadId}`, {
      title: "Tidied by a moderator",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ForumThread>().title).toBe("Tidied by a moderator");
  });

  it("moves a discussion with its replies: both categories' counts stay exact", async () => {
    const { user } = await member("author");
    const from = await createTestCategory(data());
    const to = await createTestCategory(data());
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId: from });
    await insertTestThread(data(), { authorId: user.id, categoryId: from });
    for (let index = 0; index < 3; index += 1) {
      await insertTestReply(data(), { threadId, authorId: user.id });
    }
    expect(await categoryCounts(from)).toEqual({ threadCount: 2, postCount: 5 });
    const response = await admin.request("PATCH", `/api/forum/threads/${threadId}`, {
      categoryId: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ForumThread>().categoryId).toBe(to);
    expect(await categoryCounts(from)).toEqual({ threadCount: 1, postCount: 1 });
    expect(await categoryCounts(to)).toEqual({ threadCount: 1, postCount: 4 });
    const categories = await t.app.inject({ method: "GET", url: "/api/forum/categories" });
    expect(categories.json<{ id: number; threadCount: number; postCount: number }[]>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: to, threadCount: 1, postCount: 4 })]),
    );
  });

  it("refuses a move to an unknown category with 404 'Category not found'", async () => {
    const { user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const response = await admin.request("PATCH", `/api/forum/threads/${threadId}`, {
      categoryId: 99999999,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Category not found" });
  });

  it("hides and shows a discussion for an admin, recounting its category", async () => {
    const { user } = await member("author");
    const category = await createTestCategory(data());
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId: category });
    await insertTestReply(data(), { threadId, authorId: user.id });
    const hidden = await admin.request("PATCH", `/api/forum/threads/${threadId}`, {
      isHidden: true,
    });
    expect(hidden.json<ForumThread>().isHidden).toBe(true);
    expect(await categoryCounts(category)).toEqual({ threadCount: 0, postCount: 0 });
    await admin.request("PATCH", `/api/forum/threads/${threadId}`, { isHidden: false });
    expect(await categoryCounts(category)).toEqual({ threadCount: 1, postCount: 2 });
  });

  it("refuses an empty change with 400", async () => {
    const { browser, user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const response = await browser.request("PATCH", `/api/forum/threads/${threadId}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Nothing to change");
  });
});

describe("editing a reply", () => {
  it("lets the author rewrite it: re-rendered and marked edited", async () => {
    const { browser, user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id });
    const response = await browser.request("PATCH", `/api/forum/replies/${replyId}`, {
      content: "Edited with _emphasis_",
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<ForumReply>();
    expect(reply.content).toBe("Edited with _emphasis_");
    expect(reply.contentHtml).toContain("<em>emphasis</em>");
    expect(reply.editedAt).toBe(t.clock.now().toISOString());
  });

  it("tells a member the edit newly mentions, once, and nobody mentioned before", async () => {
    const { browser, user } = await member("author");
    const { user: earlier } = await member("earlier");
    const { user: added } = await member("added");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const replyId = await insertTestReply(data(), {
      threadId,
      authorId: user.id,
      content: `Hello @${earlier.username}`,
    });
    const url = `/api/forum/replies/${replyId}`;
    const content = `Hello @${earlier.username} and @${added.username}`;
    expect((await browser.request("PATCH", url, { content })).statusCode).toBe(200);
    expect((await browser.request("PATCH", url, { content: `${content}!` })).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom("notifications")
      .select(["userId", "kind", "url"])
      .where("userId", "in", [earlier.id, added.id])
      .execute();
    expect(rows).toEqual([
      { userId: added.id, kind: "mention", url: `/forum/thread/${threadId}#reply-${replyId}` },
    ]);
  });

  it("answers 401 signed out and 403 to another member; an admin may edit it", async () => {
    const { user } = await member("author");
    const { browser: other } = await member();
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id });
    const url = `/api/forum/replies/${replyId}`;
    expect((await anonymous("PATCH", url, { content: "signed out" })).statusCode).toBe(401);
    const refused = await other.request("PATCH", url, { content: "not mine" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "You can only edit your own posts" });
    const byAdmin = await admin.request("PATCH", url, { content: "moderated text" });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<ForumReply>().content).toBe("moderated text");
    expect(
      (await other.request("PATCH", "/api/forum/replies/99999999", { content: "x" })).statusCode,
    ).toBe(404);
  });
});

describe("deleting a reply", () => {
  it("answers 401 signed out and 403 to another member", async () => {
    const { user } = await member("author");
    const { browser: other } = await member();
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id });
    expect((await anonymous("DELETE", `/api/forum/replies/${replyId}`)).statusCode).toBe(401);
    const refused = await other.request("DELETE", `/api/forum/replies/${replyId}`);
    expect(refused.statusCode).toBe(403);
    expect(await replyCount(threadId)).toBe(1);
  });

  it("deletes the author's reply, recounts, and takes back its award and its upvote awards", async () => {
    const { browser, user } = await member("author");
    const { browser: voter } = await member("voter");
    const category = await createTestCategory(data());
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId: category });
    const before = await points(user.id);
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id, award: true });
    await voter.post(`/api/forum/replies/${replyId}/vote`, { value: 1 });
    expect(await points(user.id)).toBe(
      before + AWARD_RULES.forumReplyPosted.points + AWARD_RULES.forumUpvoteReceived.points,
    );
    expect(await categoryCounts(category)).toEqual({ threadCount: 1, postCount: 2 });
    const response = await browser.request("DELETE", `/api/forum/replies/${replyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await replyCount(threadId)).toBe(0);
    expect(await categoryCounts(category)).toEqual({ threadCount: 1, postCount: 1 });
    expect(await points(user.id)).toBe(before);
    const reversals = await t.database.db
      .selectFrom("pointLedger")
      .select(["reason", "points"])
      .where("userId", "=", user.id)
      .where("reason", "=", "reversal")
      .execute();
    expect(reversals).toHaveLength(2);
    await expectLedgerMatchesTotals(t.database.db, user.id);
    expect((await browser.request("DELETE", `/api/forum/replies/${replyId}`)).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's reply", async () => {
    const { user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id });
    expect((await admin.request("DELETE", `/api/forum/replies/${replyId}`)).statusCode).toBe(200);
    expect(await replyCount(threadId)).toBe(0);
  });
});

describe("deleting a discussion", () => {
  it("answers 401 signed out and 403 to another member", async () => {
    const { user } = await member("author");
    const { browser: other } = await member();
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    expect((await anonymous("DELETE", `/api/forum/threads/${threadId}`)).statusCode).toBe(401);
    const refused = await other.request("DELETE", `/api/forum/threads/${threadId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "You can only delete your own posts" });
  });

  it("deletes everything in it, recounts the category and takes back every award it earned", async () => {
    const { browser, user: author } = await member("author");
    const { browser: replierBrowser, user: replier } = await member("replier");
    const { browser: voter } = await member("voter");
    const category = await createTestCategory(data(), { pointsReward: 25 });
    // An earlier discussion unlocks the first-discussion achievement, which stays unlocked.
    await insertTestThread(data(), { authorId: author.id, categoryId: category, award: true });
    const authorBefore = await points(author.id);
    const replierBefore = await points(replier.id);
    const threadId = await insertTestThread(data(), {
      authorId: author.id,
      categoryId: category,
      tags: ["gone"],
      award: true,
    });
    const replyIds = [
      await insertTestReply(data(), { threadId, authorId: replier.id, award: true }),
      await insertTestReply(data(), { threadId, authorId: replier.id, award: true }),
      await insertTestReply(data(), { threadId, authorId: author.id, award: true }),
    ];
    await voter.post(`/api/forum/threads/${threadId}/vote`, { value: 1 });
    await replierBrowser.post(`/api/forum/threads/${threadId}/vote`, { value: 1 });
    await voter.post(`/api/forum/replies/${replyIds[0]}/vote`, { value: 1 });
    await browser.post(`/api/forum/replies/${replyIds[1]}/vote`, { value: 1 });
    await voter.post(`/api/forum/replies/${replyIds[2]}/vote`, { value: -1 });
    expect(await points(author.id)).toBeGreaterThan(authorBefore + 25);
    expect(await points(replier.id)).toBeGreaterThan(replierBefore);
    expect(await categoryCounts(category)).toEqual({ threadCount: 2, postCount: 5 });

    const response = await browser.request("DELETE", `/api/forum/threads/${threadId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await points(author.id)).toBe(authorBefore);
    expect(await points(replier.id)).toBe(replierBefore);
    await expectLedgerMatchesTotals(t.database.db, author.id);
    await expectLedgerMatchesTotals(t.database.db, replier.id);
    expect(await categoryCounts(category)).toEqual({ threadCount: 1, postCount: 1 });
    const db = t.database.db;
    const left = await Promise.all([
      db.selectFrom("forumReplies").select("id").where("threadId", "=", threadId).execute(),
      db.selectFrom("forumThreadVotes").select("userId").where("threadId", "=", threadId).execute(),
      db.selectFrom("forumReplyVotes").select("userId").where("replyId", "in", replyIds).execute(),
      db.selectFrom("forumThreadTags").select("tagKey").where("threadId", "=", threadId).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    expect((await browser.request("DELETE", `/api/forum/threads/${threadId}`)).statusCode).toBe(
      404,
    );
  });

  it("lets an admin delete anyone's discussion", async () => {
    const { user } = await member("author");
    const threadId = await insertTestThread(data(), { authorId: user.id, categoryId });
    expect((await admin.request("DELETE", `/api/forum/threads/${threadId}`)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom("forumThreads")
      .select("id")
      .where("id", "=", threadId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
