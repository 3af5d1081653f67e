import { describe, expect, it } from "vitest";
import type { ForumCategory, ForumThread, ThreadListReply } from "../../../shared/forum";
import { DAY_MS, HOUR_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";
import { member, plainUser } from "../../test/test-members";
import { TRENDING_WINDOW_MS } from "./forum.service";
import {
  addCategory,
  insertReplyRows,
  insertThreadRow,
  startThread,
  threadInput,
  voteOnThread,
  waitForNextPost,
} from "./forum-test-helpers";
import { TRENDING_THREADS_TTL_MS } from "./trending-threads-cache";

const t = testAppForFile({ seed: false });

async function list(query: string): Promise<ThreadListReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/forum/threads?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadListReply>();
}

const ids = (reply: ThreadListReply) => reply.threads.map((thread) => thread.id);

describe("starting a discussion", () => {
  it("refuses anonymous visitors with 401", async () => {
    const categoryId = await addCategory(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/forum/threads",
      payload: threadInput(categoryId),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ["a 3-character title", { title: "Hey" }, "Title must be at least 5 characters"],
    ["a 121-character title", { title: "x".repeat(121) }, "Title must be at most 120 characters"],
    [
      "a 17-character body",
      { content: "Too short to post" },
      "Content must be at least 20 characters",
    ],
    [
      "a 20,001-character body",
      { content: "y".repeat(20_001) },
      "Content must be at most 20,000 characters",
    ],
    ["6 tags", { tags: ["a", "b", "c", "d", "e", "f"] }, "At most 5 tags"],
    ["a 25-character tag", { tags: ["z".repeat(25)] }, "Each tag must be at most 24 characters"],
  ])("refuses %s with a readable message", async (_label, override, message) => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    waitForNextPost(t);
    const response = await author.browser.post(
      "/api/forum/threads",
      threadInput(categoryId, override),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("answers 404 'Category not found' for an unknown category", async () => {
    const author = await member(t);
    waitForNextPost(t);
    const response = await author.browser.post("/api/forum/threads", threadInput(2_000_000_000));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Category not found" });
  });

  it("answers 201 with the discussion: Markdown kept, HTML rendered, tags trimmed and deduplicated, mentions linked", async () => {
    const categoryId = await addCategory(t, { name: "Strategy corner" });
    const author = await member(t);
    const friend = await member(t);
    const content = `**Bold** plan for the weekend, @${friend.user.username} and @nobody_here.\n\n<script>alert(1)</script>`;
    const thread = await startThread(t, author, categoryId, {
      title: "  Weekend raid plans  ",
      content,
      tags: [" Co-op ", "co-op", "RPG", "  "],
    });
    expect(thread).toMatchObject({
      title: "Weekend raid plans",
      content,
      categoryId,
      category: { name: "Strategy corner", color: "#22aa88" },
      tags: ["Co-op", "RPG"],
      upvotes: 0,
      downvotes: 0,
      views: 0,
      replies: 0,
      author: { id: author.user.id, username: author.user.username },
      isSticky: false,
      isLocked: false,
      isHidden: false,
      myVote: 0,
      editedAt: null,
    });
    expect(thread.contentHtml).toContain("<strong>Bold</strong>");
    expect(thread.contentHtml).toMatch(
      new RegExp(`<a [^>]*href="/user/${friend.user.id}"[^>]*>@${friend.user.username}</a>`),
    );
    expect(thread.contentHtml).toContain('class="mention"');
    expect(thread.contentHtml).toContain("@nobody_here");
    expect(thread.contentHtml).not.toContain("<script>");
    expect(thread.createdAt).toBe(t.clock.now().toISOString());
    expect(thread.lastActivityAt).toBe(thread.createdAt);
    const tagRows = await t.database.db
      .selectFrom("forumThreadTags")
      .select("tagKey")
      .where("threadId", "=", thread.id)
      .orderBy("tagKey")
      .execute();
    expect(tagRows.map((row) => row.tagKey)).toEqual(["co-op", "rpg"]);
  });

  it("keeps category thread and post counts exact", async () => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    await startThread(t, author, categoryId);
    const second = await startThread(t, author, categoryId);
    const replier = await member(t);
    waitForNextPost(t);
    expect(
      (
        await replier.browser.post(`/api/forum/threads/${second.id}/replies`, {
          content: "A first answer",
        })
      ).statusCode,
    ).toBe(201);
    waitForNextPost(t);
    expect(
      (
        await replier.browser.post(`/api/forum/threads/${second.id}/replies`, {
          content: "A second answer",
        })
      ).statusCode,
    ).toBe(201);
    const categories = (await t.app.inject({ method: "GET", url: "/api/forum/categories" })).json<
      ForumCategory[]
    >();
    expect(categories.find((category) => category.id === categoryId)).toMatchObject({
      threadCount: 2,
      postCount: 4,
    });
  });
});

describe("categories", () => {
  it("lists categories by position then id with their fields", async () => {
    const late = await addCategory(t, { position: 90, pointsReward: 7 });
    const early = await addCategory(t, { position: 80 });
    const alsoLate = await addCategory(t, { position: 90 });
    const categories = (await t.app.inject({ method: "GET", url: "/api/forum/categories" })).json<
      ForumCategory[]
    >();
    const order = categories
      .map((category) => category.id)
      .filter((id) => [late, early, alsoLate].includes(id));
    expect(order).toEqual([early, late, alsoLate]);
    expect(categories.find((category) => category.id === late)).toMatchObject({
      pointsReward: 7,
      threadCount: 0,
      postCount: 0,
      icon: "MessageSquare",
      description: "Made by a test",
    });
  });
});

describe("the discussion list", () => {
  it("answers 404 'Category not found' for an unknown category id", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/forum/threads?categoryId=1999999999",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Category not found" });
  });

  it("answers 404 for an unknown category before refusing its cursor, and an empty page for a known empty one", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/forum/threads?categoryId=1999999999&cursor=not-a-cursor",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Category not found" });
    const categoryId = await addCategory(t);
    const badCursor = await t.app.inject({
      method: "GET",
      url: `/api/forum/threads?categoryId=${categoryId}&cursor=not-a-cursor`,
    });
    expect(badCursor.statusCode).toBe(400);
    expect(await list(`categoryId=${categoryId}`)).toEqual({ threads: [], nextCursor: null });
  });

  it("orders by latest (sticky first), popular and trending on a crafted set", async () => {
    const categoryId = await addCategory(t);
    const voters = await Promise.all(Array.from({ length: 20 }, () => plainUser(t)));
    const author = await plainUser(t);
    // Three days ago: an old discussion that collected many votes.
    const old = await insertThreadRow(t, { categoryId, authorId: author });
    await voteOnThread(t, old, voters);
    const pinned = await insertThreadRow(t, { categoryId, authorId: author });
    await t.database.db
      .updateTable("forumThreads")
      .set({ isSticky: true })
      .where("id", "=", pinned)
      .execute();
    t.clock.advance(DAY_MS);
    const tiedA = await insertThreadRow(t, { categoryId, authorId: author });
    const tiedB = await insertThreadRow(t, { categoryId, authorId: author });
    const tiedC = await insertThreadRow(t, { categoryId, authorId: author });
    for (const id of [tiedA, tiedB, tiedC]) await voteOnThread(t, id, voters.slice(0, 5));
    await voteOnThread(t, tiedA, voters.slice(5, 7), -1);
    await voteOnThread(t, tiedB, voters.slice(5, 7), -1);
    await voteOnThread(t, tiedC, voters.slice(5, 7), -1);
    // Same score (3); B and C have 2 replies; C also has views.
    await insertReplyRows(t, tiedB, author, 2);
    await insertReplyRows(t, tiedC, author, 2);
    await t.database.db
      .updateTable("forumThreads")
      .set({ views: 10 })
      .where("id", "=", tiedC)
      .execute();
    t.clock.advance(2 * DAY_MS);
    // Fresh, with a few votes: under trending it outranks the old one with many.
    const fresh = await insertThreadRow(t, { categoryId, authorId: author });
    await voteOnThread(t, fresh, voters.slice(0, 4));

    const latest = await list(`categoryId=${categoryId}&sortBy=latest`);
    expect(ids(latest)).toEqual([pinned, fresh, tiedC, tiedB, tiedA, old]);
    expect(latest.threads[0]?.isSticky).toBe(true);

    const popular = await list(`categoryId=${categoryId}&sortBy=popular`);
    expect(ids(popular)).toEqual([old, fresh, tiedC, tiedB, tiedA, pinned]);

    const trending = await list(`categoryId=${categoryId}&sortBy=trending`);
    expect(ids(trending).indexOf(fresh)).toBeLessThan(ids(trending).indexOf(old));
    expect(ids(trending)[0]).toBe(fresh);

    const byId = new Map(latest.threads.map((thread) => [thread.id, thread]));
    expect(byId.get(old)).toMatchObject({ upvotes: 20, downvotes: 0 });
    expect(byId.get(tiedC)).toMatchObject({ upvotes: 5, downvotes: 2, replies: 2, views: 10 });
  });

  it("defaults to latest and sorts the whole forum when no category is given", async () => {
    const categoryId = await addCategory(t);
    t.clock.advance(HOUR_MS);
    const newest = await insertThreadRow(t, { categoryId, authorId: null });
    const reply = await list("");
    const firstUnpinned = reply.threads.find((thread) => !thread.isSticky);
    expect(firstUnpinned?.id).toBe(newest);
    expect(firstUnpinned?.author).toEqual({ id: null, username: "Deleted user", avatar: null });
    expect((await list("categoryId=all")).threads.find((thread) => !thread.isSticky)?.id).toBe(
      newest,
    );
  });

  it("marks the five hottest visible discussions with others' recent activity as trending", async () => {
    const categoryId = await addCategory(t);
    const replier = await plainUser(t);
    t.clock.advance(DAY_MS);
    const made: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      t.clock.advance(HOUR_MS);
      const id = await insertThreadRow(t, { categoryId, authorId: null });
      await insertReplyRows(t, id, replier, 1);
      made.push(id);
    }
    const reply = await list(`categoryId=${categoryId}&sortBy=trending`);
    expect(reply.threads.map((thread) => thread.isTrending)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(ids(reply)).toEqual([...made].reverse());
  });

  it("needs a reply or an upvote by someone else within the trending window to mark a discussion trending", async () => {
    const categoryId = await addCategory(t);
    const author = await plainUser(t);
    const other = await plainUser(t);
    t.clock.advance(DAY_MS);
    const stale = await insertThreadRow(t, { categoryId, authorId: author });
    await insertReplyRows(t, stale, other, 1);
    t.clock.advance(TRENDING_WINDOW_MS + HOUR_MS);
    await insertReplyRows(t, stale, author, 1);
    const quiet = await insertThreadRow(t, { categoryId, authorId: author });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/forum/threads/${quiet}` })).statusCode,
    ).toBe(200);
    const selfReplied = await insertThreadRow(t, { categoryId, authorId: author });
    await insertReplyRows(t, selfReplied, author, 2);
    const selfVoted = await insertThreadRow(t, { categoryId, authorId: author });
    await voteOnThread(t, selfVoted, [author]);
    const replied = await insertThreadRow(t, { categoryId, authorId: author });
    await insertReplyRows(t, replied, other, 1);
    const upvoted = await insertThreadRow(t, { categoryId, authorId: author });
    await voteOnThread(t, upvoted, [other]);
    const downvoted = await insertThreadRow(t, { categoryId, authorId: author });
    await voteOnThread(t, downvoted, [other], -1);
    // The rows above bypass the API, which drops the reused trending marks; the read of `quiet`
    // kept them, so they show once those marks have expired.
    t.clock.advance(TRENDING_THREADS_TTL_MS);

    const reply = await list(`categoryId=${categoryId}&sortBy=trending`);
    const trending = Object.fromEntries(
      reply.threads.map((thread) => [thread.id, thread.isTrending]),
    );
    expect(trending).toEqual({
      [stale]: false,
      [quiet]: false,
      [selfReplied]: false,
      [selfVoted]: false,
      [replied]: true,
      [upvoted]: true,
      [downvoted]: false,
    });
    const read = await t.app.inject({ method: "GET", url: `/api/forum/threads/${quiet}` });
    expect(read.json<ForumThread>().isTrending).toBe(false);
  });

  it("finds discussions by a word of the body or the title (q), keeping the chosen order", async () => {
    const categoryId = await addCategory(t);
    const author = await plainUser(t);
    t.clock.advance(HOUR_MS);
    const byBody = await insertThreadRow(t, {
      categoryId,
      authorId: author,
      content: "Our guild found a hidden tardigrade boss behind the waterfall.",
    });
    t.clock.advance(HOUR_MS);
    const byTitle = await insertThreadRow(t, {
      categoryId,
      authorId: author,
      title: "Tardigrade speedrun routes",
    });
    await insertThreadRow(t, {
      categoryId,
      authorId: author,
      content: "Nothing to see here at all.",
    });
    expect(ids(await list("q=tardigrade"))).toEqual([byTitle, byBody]);
    expect(ids(await list("q=waterfall%20boss"))).toEqual([byBody]);
    await voteOnThread(t, byBody, [await plainUser(t)]);
    expect(ids(await list("q=tardigrade&sortBy=popular"))).toEqual([byBody, byTitle]);
  });

  it("treats search text as words, never as query syntax", async () => {
    for (const q of ['"unclosed', "NEAR(a b", "a* OR -b", "'); drop table x; --", "***"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/forum/threads?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode, q).toBe(200);
    }
  });

  it("filters by tag, ignoring case", async () => {
    const categoryId = await addCategory(t);
    const tagged = await insertThreadRow(t, {
      categoryId,
      authorId: null,
      tags: ["Speedrun-Tips"],
    });
    await insertThreadRow(t, { categoryId, authorId: null, tags: ["Lore"] });
    const reply = await list(`tag=speedrun-tips`);
    expect(ids(reply)).toEqual([tagged]);
    expect(reply.threads[0]?.tags).toEqual(["Speedrun-Tips"]);
  });

  it.each(["latest", "popular", "trending"])(
    "pages through 45 discussions by cursor under %s without duplicates or gaps",
    async (sortBy) => {
      const categoryId = await addCategory(t);
      const made: number[] = [];
      const voters = await Promise.all(Array.from({ length: 3 }, () => plainUser(t)));
      for (let index = 0; index < 45; index += 1) {
        if (index % 4 === 0) t.clock.advance(60_000);
        const id = await insertThreadRow(t, { categoryId, authorId: null });
        // Some ties on every sort column, so the id must break them.
        if (index % 5 === 0) await voteOnThread(t, id, voters.slice(0, 1 + (index % 3)));
        made.push(id);
      }
      const seen: number[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const page: ThreadListReply = await list(
          `categoryId=${categoryId}&sortBy=${sortBy}${cursor ? `&cursor=${cursor}` : ""}`,
        );
        sizes.push(page.threads.length);
        seen.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(sizes).toEqual([20, 20, 5]);
      expect(new Set(seen).size).toBe(45);
      expect([...seen].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    },
    30_000,
  );

  it("answers 400 for a cursor it did not make or one of another order", async () => {
    const categoryId = await addCategory(t);
    for (let index = 0; index < 21; index += 1) {
      await insertThreadRow(t, { categoryId, authorId: null });
    }
    const first = await list(`categoryId=${categoryId}&sortBy=latest`);
    expect(first.nextCursor).not.toBeNull();
    const wrongOrder = await t.app.inject({
      method: "GET",
      url: `/api/forum/threads?categoryId=${categoryId}&sortBy=popular&cursor=${first.nextCursor}`,
    });
    expect(wrongOrder.statusCode).toBe(400);
    const junk = await t.app.inject({
      method: "GET",
      url: "/api/forum/threads?cursor=bm90LWEtY3Vyc29y",
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error).toMatch(/^Invalid cursor/);
  });

  it("sends a plain-text excerpt of at most 280 characters", async () => {
    const categoryId = await addCategory(t);
    const id = await insertThreadRow(t, {
      categoryId,
      authorId: null,
      content: `# Heading\n\n**Strong** words ${"and more words ".repeat(40)}`,
    });
    const [thread] = (await list(`categoryId=${categoryId}`)).threads;
    expect(thread?.id).toBe(id);
    expect(thread?.content.startsWith("Heading Strong words and more")).toBe(true);
    expect(thread?.content.length).toBeLessThanOrEqual(280);
    expect(thread?.content.endsWith("…")).toBe(true);
  });
});

describe("reading a discussion", () => {
  const open = (id: number | string, options: { ip?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/forum/threads/${id}`,
      remoteAddress: options.ip ?? "127.0.0.1",
      headers: options.cookie ? { cookie: options.cookie } : {},
    });

  it("answers 404 'Discussion not found' for an unknown or malformed id", async () => {
    for (const id of ["1999999999", "abc", "0", "99999999999999"]) {
      const response = await open(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: "Discussion not found" });
    }
  });

  it("counts a view once per viewer per hour", async () => {
    const categoryId = await addCategory(t);
    const reader = await member(t);
    const id = await insertThreadRow(t, { categoryId, authorId: null });
    expect((await open(id, { ip: "203.0.113.5" })).json<ForumThread>().views).toBe(1);
    expect((await open(id, { ip: "203.0.113.5" })).json<ForumThread>().views).toBe(1);
    await Promise.all(Array.from({ length: 5 }, () => open(id, { ip: "203.0.113.5" })));
    expect((await open(id, { ip: "203.0.113.6" })).json<ForumThread>().views).toBe(2);
    const cookie = reader.browser.cookie as string;
    expect((await open(id, { ip: "203.0.113.5", cookie })).json<ForumThread>().views).toBe(3);
    expect((await open(id, { ip: "198.51.100.1", cookie })).json<ForumThread>().views).toBe(3);
    t.clock.advance(HOUR_MS + 1000);
    expect((await open(id, { ip: "203.0.113.5" })).json<ForumThread>().views).toBe(4);
  });

  it("hides a hidden discussion from lists and from everyone but its author and admins", async () => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    const stranger = await member(t);
    const admin = await member(t, { admin: true });
    const thread = await startThread(t, author, categoryId);
    await t.database.db
      .updateTable("forumThreads")
      .set({ isHidden: true })
      .where("id", "=", thread.id)
      .execute();
    expect(ids(await list(`categoryId=${categoryId}`))).toEqual([]);
    expect((await open(thread.id)).statusCode).toBe(404);
    expect((await open(thread.id, { cookie: stranger.browser.cookie })).statusCode).toBe(404);
    const byAuthor = await open(thread.id, { cookie: author.browser.cookie });
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json<ForumThread>().isHidden).toBe(true);
    const byAdmin = await open(thread.id, { cookie: admin.browser.cookie });
    expect(byAdmin.json<ForumThread>().isHidden).toBe(true);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/forum/threads/${thread.id}/replies` }))
        .statusCode,
    ).toBe(404);
  });

  it("tells the signed-in reader their own vote", async () => {
    const categoryId = await addCategory(t);
    const reader = await member(t);
    const id = await insertThreadRow(t, { categoryId, authorId: null });
    await voteOnThread(t, id, [reader.user.id], -1);
    const thread = (await open(id, { cookie: reader.browser.cookie })).json<ForumThread>();
    expect(thread).toMatchObject({ myVote: -1, downvotes: 1 });
    expect((await open(id)).json<ForumThread>().myVote).toBe(0);
  });
});
