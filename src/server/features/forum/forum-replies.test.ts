import { beforeAll, describe, expect, it } from "vitest";
import type {
  CreatedReply,
  ForumThread,
  RepliesPage,
  ThreadListReply,
} from "../../../shared/forum";
import { testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import {
  addCategory,
  insertReplyRows,
  insertThreadRow,
  startThread,
  waitForNextPost,
} from "./forum-test-helpers";

const t = testAppForFile({ seed: false });
let categoryId: number;
beforeAll(async () => {
  categoryId = await addCategory(t);
});

async function reply(
  author: Member,
  threadId: number,
  body: { content: string; quoteReplyId?: number },
) {
  waitForNextPost(t);
  return author.browser.post(`/api/forum/threads/${threadId}/replies`, body);
}

async function replyOk(
  author: Member,
  threadId: number,
  body: { content: string; quoteReplyId?: number },
): Promise<CreatedReply> {
  const response = await reply(author, threadId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedReply>();
}

async function page(threadId: number, cursor?: string, cookie?: string): Promise<RepliesPage> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/forum/threads/${threadId}/replies${cursor ? `?cursor=${cursor}` : ""}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RepliesPage>();
}

function notificationsOf(userId: number) {
  return t.database.db
    .selectFrom("notifications")
    .select(["kind", "text", "url", "actorId", "threadId", "replyId"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

describe("posting a reply", () => {
  it("refuses anonymous visitors with 401", async () => {
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const response = await t.app.inject({
      method: "POST",
      url: `/api/forum/threads/${threadId}/replies`,
      payload: { content: "Hello there" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses an empty reply with 'Reply cannot be empty'", async () => {
    const author = await member(t);
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const response = await reply(author, threadId, { content: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Reply cannot be empty");
  });

  it("answers 404 'Discussion not found' for an unknown or hidden discussion", async () => {
    const author = await member(t);
    const hidden = await insertThreadRow(t, { categoryId, authorId: null });
    await t.database.db
      .updateTable("forumThreads")
      .set({ isHidden: true })
      .where("id", "=", hidden)
      .execute();
    for (const id of [hidden, 1_999_999_999]) {
      const response = await reply(author, id, { content: "Anyone here?" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Discussion not found" });
    }
  });

  it("answers 201 with the reply, rendered, and moves the discussion up with its count", async () => {
    const starter = await member(t);
    const replier = await member(t);
    const thread = await startThread(t, starter, categoryId);
    const created = await replyOk(replier, thread.id, {
      content: "I *agree*, see https://example.com",
    });
    expect(created).toMatchObject({
      threadId: thread.id,
      content: "I *agree*, see https://example.com",
      author: { id: replier.user.id, username: replier.user.username },
      upvotes: 0,
      downvotes: 0,
      myVote: 0,
      quote: null,
      isHidden: false,
      editedAt: null,
    });
    expect(created.contentHtml).toContain("<em>agree</em>");
    expect(created.contentHtml).toContain('rel="nofollow ugc noopener"');
    const read = (
      await t.app.inject({ method: "GET", url: `/api/forum/threads/${thread.id}` })
    ).json<ForumThread>();
    expect(read.replies).toBe(1);
    expect(read.lastActivityAt).toBe(created.createdAt);
    const latest = (
      await t.app.inject({ method: "GET", url: `/api/forum/threads?categoryId=${categoryId}` })
    ).json<ThreadListReply>();
    expect(latest.threads[0]?.id).toBe(thread.id);
  });

  it("refuses a locked discussion with 403 'This discussion is locked', but lets admins reply", async () => {
    const starter = await member(t);
    const replier = await member(t);
    const admin = await member(t, { admin: true });
    const thread = await startThread(t, starter, categoryId);
    await t.database.db
      .updateTable("forumThreads")
      .set({ isLocked: true })
      .where("id", "=", thread.id)
      .execute();
    const refused = await reply(replier, thread.id, { content: "Can I still answer?" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "This discussion is locked" });
    expect((await reply(admin, thread.id, { content: "Closing note." })).statusCode).toBe(201);
    expect((await page(thread.id)).total).toBe(1);
  });

  it("shows a quote with the quoted author and an excerpt, and only from the same discussion", async () => {
    const first = await member(t);
    const second = await member(t);
    const thread = await startThread(t, first, categoryId);
    const other = await startThread(t, first, categoryId);
    const quoted = await replyOk(first, thread.id, {
      content: `**Strong** opinion: ${"the boss fight is too long ".repeat(20)}`,
    });
    const elsewhere = await replyOk(first, other.id, { content: "Somewhere else entirely" });
    const quoting = await replyOk(second, thread.id, {
      content: "I disagree",
      quoteReplyId: quoted.id,
    });
    expect(quoting.quote?.replyId).toBe(quoted.id);
    expect(quoting.quote?.author).toBe(first.user.username);
    expect(quoting.quote?.excerpt.startsWith("Strong opinion: the boss fight")).toBe(true);
    expect(quoting.quote?.excerpt.length).toBeLessThanOrEqual(200);
    const listed = (await page(thread.id)).replies.find((entry) => entry.id === quoting.id);
    expect(listed?.quote).toEqual(quoting.quote);
    const refused = await reply(second, thread.id, {
      content: "Quoting across",
      quoteReplyId: elsewhere.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: "The quoted reply is not in this discussion" });
  });
});

describe("reading replies", () => {
  it("lists replies oldest first, 50 a page, with a cursor to the rest", async () => {
    const author = await member(t);
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const made = await insertReplyRows(t, threadId, author.user.id, 120);
    const pages: RepliesPage[] = [];
    let cursor: string | undefined;
    do {
      const next = await page(threadId, cursor);
      pages.push(next);
      cursor = next.nextCursor ?? undefined;
    } while (cursor);
    expect(pages.map((entry) => entry.replies.length)).toEqual([50, 50, 20]);
    expect(pages.flatMap((entry) => entry.replies.map((item) => item.id))).toEqual(made);
    expect(pages[0]?.total).toBe(120);
  });

  it("answers 400 for a cursor it did not make", async () => {
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/forum/threads/${threadId}/replies?cursor=eyJhZnRlciI6LTF9`,
    });
    expect(response.statusCode).toBe(400);
  });

  it("leaves hidden replies out except for admins, who see them marked", async () => {
    const author = await member(t);
    const admin = await member(t, { admin: true });
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const [shown, hidden] = await insertReplyRows(t, threadId, author.user.id, 2);
    await t.database.db
      .updateTable("forumReplies")
      .set({ isHidden: true })
      .where("id", "=", hidden as number)
      .execute();
    expect((await page(threadId)).replies.map((entry) => entry.id)).toEqual([shown]);
    expect(
      (await page(threadId, undefined, author.browser.cookie)).replies.map((entry) => entry.id),
    ).toEqual([shown]);
    const asAdmin = await page(threadId, undefined, admin.browser.cookie);
    expect(asAdmin.replies.map((entry) => [entry.id, entry.isHidden])).toEqual([
      [shown, false],
      [hidden, true],
    ]);
  });

  it("tells the reader their vote on each reply", async () => {
    const author = await member(t);
    const reader = await member(t);
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const [up, none] = await insertReplyRows(t, threadId, author.user.id, 2);
    await t.database.db
      .insertInto("forumReplyVotes")
      .values({
        replyId: up as number,
        userId: reader.user.id,
        value: 1,
        createdAt: t.clock.now().toISOString(),
      })
      .execute();
    const seen = await page(threadId, undefined, reader.browser.cookie);
    expect(seen.replies.map((entry) => [entry.id, entry.myVote])).toEqual([
      [up, 1],
      [none, 0],
    ]);
  });
});

describe("notifications", () => {
  it("tells the discussion's author about a reply, a quoted author about a quote and a mentioned member about a mention", async () => {
    const starter = await member(t);
    const quotedAuthor = await member(t);
    const mentioned = await member(t);
    const replier = await member(t);
    const thread = await startThread(t, starter, categoryId, { title: "Best co-op games" });
    const quoted = await replyOk(quotedAuthor, thread.id, { content: "Deep Rock, obviously" });
    const created = await replyOk(replier, thread.id, {
      content: `Agreed, and @${mentioned.user.username} will say so too`,
      quoteReplyId: quoted.id,
    });
    const url = `/forum/thread/${thread.id}#reply-${created.id}`;
    const base = { actorId: replier.user.id, threadId: thread.id, replyId: created.id, url };
    expect(await notificationsOf(starter.user.id)).toEqual([
      {
        kind: "reply",
        text: `${quotedAuthor.user.username} replied to “Best co-op games”`,
        url: `/forum/thread/${thread.id}#reply-${quoted.id}`,
        actorId: quotedAuthor.user.id,
        threadId: thread.id,
        replyId: quoted.id,
      },
      { ...base, kind: "reply", text: `${replier.user.username} replied to “Best co-op games”` },
    ]);
    expect(await notificationsOf(quotedAuthor.user.id)).toEqual([
      {
        ...base,
        kind: "quote",
        text: `${replier.user.username} quoted your reply in “Best co-op games”`,
      },
    ]);
    expect(await notificationsOf(mentioned.user.id)).toEqual([
      {
        ...base,
        kind: "mention",
        text: `${replier.user.username} mentioned you in “Best co-op games”`,
      },
    ]);
    expect(await notificationsOf(replier.user.id)).toEqual([]);
  });

  it("sends nothing for your own reply in your own discussion, even quoting or mentioning yourself", async () => {
    const starter = await member(t);
    const thread = await startThread(t, starter, categoryId);
    const first = await replyOk(starter, thread.id, { content: "Adding a note" });
    await replyOk(starter, thread.id, {
      content: `And @${starter.user.username} again`,
      quoteReplyId: first.id,
    });
    expect(await notificationsOf(starter.user.id)).toEqual([]);
  });

  it("tells members mentioned in a new discussion's opening post", async () => {
    const starter = await member(t);
    const mentioned = await member(t);
    const thread = await startThread(t, starter, categoryId, {
      title: "Looking for a raid group",
      content: `Hey @${mentioned.user.username}, want to join us this Friday?`,
    });
    expect(await notificationsOf(mentioned.user.id)).toEqual([
      {
        kind: "mention",
        text: `${starter.user.username} mentioned you in “Looking for a raid group”`,
        url: `/forum/thread/${thread.id}`,
        actorId: starter.user.id,
        threadId: thread.id,
        replyId: null,
      },
    ]);
  });
});
