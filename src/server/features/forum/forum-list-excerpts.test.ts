import { describe, expect, it } from "vitest";
import type { ForumThread, ThreadListReply } from "../../../shared/forum";
import { DAY_MS } from "../../../shared/time-units";
import { backfillThreadExcerpts } from "../../db/migrations/0022-forum-list-excerpts";
import { renderMarkdown } from "../../lib/markdown";
import { testAppForFile } from "../../test/test-fixtures";
import { member, plainUser } from "../../test/test-members";
import { addCategory, insertReplyRows, insertThreadRow, startThread } from "./forum-test-helpers";
import { TRENDING_THREADS_TTL_MS } from "./trending-threads-cache";

/**
 * The list reads each opening post's excerpt as stored with the discussion: every write that
 * changes the post must store the new one. The trending marks are reused between requests,
 * so a write through the API must show in the next list.
 */

const t = testAppForFile({ seed: false });

async function listOf(categoryId: number): Promise<ThreadListReply> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/forum/threads?categoryId=${categoryId}&sortBy=latest`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadListReply>();
}

async function listed(categoryId: number, threadId: number) {
  const thread = (await listOf(categoryId)).threads.find((item) => item.id === threadId);
  expect(thread).toBeDefined();
  return thread;
}

describe("the stored excerpt in the forum list", () => {
  it("shows the author's edited opening post as plain text", async () => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    const { id } = await startThread(t, author, categoryId, {
      content: "The **first** version of this opening post, long enough.",
    });
    expect((await listed(categoryId, id))?.content).toBe(
      "The first version of this opening post, long enough.",
    );

    const edited = await author.browser.request("PATCH", `/api/forum/threads/${id}`, {
      content: "A _second_ version, with [a link](https://example.com) and `code`.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ForumThread>().content).toBe(
      "A _second_ version, with [a link](https://example.com) and `code`.",
    );
    expect(await listed(categoryId, id)).toMatchObject({
      content: "A second version, with a link and code.",
    });
  });

  it("shows an admin's edit of someone else's opening post", async () => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    const admin = await member(t, { admin: true });
    const { id } = await startThread(t, author, categoryId, {
      content: "Something the moderators will want to reword.",
    });
    const edited = await admin.browser.request("PATCH", `/api/forum/threads/${id}`, {
      content: "# Reworded\n\nBy a *moderator*, as the rules ask.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listed(categoryId, id))?.content).toBe(
      "Reworded By a moderator, as the rules ask.",
    );
  });

  it("keeps the excerpt when moderation changes only flags, title or tags", async () => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    const admin = await member(t, { admin: true });
    const { id } = await startThread(t, author, categoryId, {
      content: "An opening post that stays as it is written.",
    });
    const pinned = await admin.browser.request("PATCH", `/api/forum/threads/${id}`, {
      isSticky: true,
      title: "A new title for the same post",
      tags: ["Meta"],
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(await listed(categoryId, id)).toMatchObject({
      title: "A new title for the same post",
      content: "An opening post that stays as it is written.",
      tags: ["Meta"],
      isSticky: true,
    });
  });

  it("fills the excerpt of discussions stored without one", async () => {
    const categoryId = await addCategory(t);
    const content = "Stored **without** an excerpt & <b>some</b> markup.";
    const { id } = await t.database.db
      .insertInto("forumThreads")
      .values({
        categoryId,
        authorId: null,
        title: "A discussion from before excerpts were stored",
        content,
        contentHtml: renderMarkdown(content),
        lastActivityAt: t.clock.now().toISOString(),
        createdAt: t.clock.now().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await listed(categoryId, id))?.content).toBe("");

    expect(await backfillThreadExcerpts(t.database.db)).toBeGreaterThanOrEqual(1);
    // Markdown formatting goes; HTML typed into a post is text, and stays as typed.
    expect((await listed(categoryId, id))?.content).toBe(
      "Stored without an excerpt & <b>some</b> markup.",
    );
    expect(await backfillThreadExcerpts(t.database.db)).toBe(0);
  });
});

describe("the trending marks between requests", () => {
  it("marks a discussion trending in the next list after another member's upvote", async () => {
    const categoryId = await addCategory(t);
    const author = await member(t);
    const voter = await member(t);
    t.clock.advance(DAY_MS);
    const { id } = await startThread(t, author, categoryId);
    expect((await listed(categoryId, id))?.isTrending).toBe(false);

    const vote = await voter.browser.post(`/api/forum/threads/${id}/vote`, { value: 1 });
    expect(vote.statusCode, vote.body).toBe(200);
    expect((await listed(categoryId, id))?.isTrending).toBe(true);
  });

  it("shows activity written outside the API once the marks are older than their lifetime", async () => {
    const categoryId = await addCategory(t);
    const replier = await plainUser(t);
    t.clock.advance(DAY_MS);
    const id = await insertThreadRow(t, { categoryId, authorId: null });
    expect((await listed(categoryId, id))?.isTrending).toBe(false);

    await insertReplyRows(t, id, replier, 1);
    expect((await listed(categoryId, id))?.isTrending).toBe(false);
    t.clock.advance(TRENDING_THREADS_TTL_MS);
    expect((await listed(categoryId, id))?.isTrending).toBe(true);
  });
});
