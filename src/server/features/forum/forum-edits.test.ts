import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { insertFeedbackRow } from "../feedback/feedback-test-helpers";
import { addCategory, startThread, waitForNextPost } from "./forum-test-helpers";

/**
 * Edits neither repeat mention notifications nor go on without end: a member hears once of a
 * mention in a post, and rewriting posts takes from an hourly allowance.
 */

const t = testAppForFile({ seed: false });
let categoryId: number;

beforeAll(async () => {
  categoryId = await addCategory(t);
});

async function mentionsOf(userId: number): Promise<number> {
  const rows = await t.database.db
    .selectFrom("notifications")
    .select("id")
    .where("userId", "=", userId)
    .where("kind", "=", "mention")
    .execute();
  return rows.length;
}

async function edit(who: Member, url: string, body: unknown) {
  const response = await who.browser.request("PATCH", url, body);
  expect(response.statusCode, response.body).toBe(200);
}

describe("mentions in edited posts", () => {
  it("alternating a reply between @names and nothing notifies each name once", async () => {
    const author = await member(t);
    const named = [await member(t), await member(t), await member(t)];
    const { id: threadId } = await startThread(t, author, categoryId);
    waitForNextPost(t);
    const posted = await author.browser.post(`/api/forum/threads/${threadId}/replies`, {
      content: "Nobody named yet.",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const replyId = posted.json<{ id: number }>().id;
    const names = named.map((who) => `@${who.user.username}`).join(" ");
    for (let round = 0; round < 5; round += 1) {
      await edit(author, `/api/forum/replies/${replyId}`, { content: `${names} round ${round}` });
      await edit(author, `/api/forum/replies/${replyId}`, { content: `Nobody, round ${round}` });
    }
    for (const who of named) expect(await mentionsOf(who.user.id)).toBe(1);
  });

  it("a discussion's opening post names a member once, from its start or a later edit", async () => {
    const author = await member(t);
    const first = await member(t);
    const later = await member(t);
    const { id } = await startThread(t, author, categoryId, {
      content: `Opening post naming @${first.user.username} for a start.`,
    });
    expect(await mentionsOf(first.user.id)).toBe(1);
    for (let round = 0; round < 3; round += 1) {
      await edit(author, `/api/forum/threads/${id}`, {
        content: `Now naming @${later.user.username} only, round ${round}.`,
      });
      await edit(author, `/api/forum/threads/${id}`, {
        content: `Back to naming @${first.user.username}, round ${round}.`,
      });
    }
    expect(await mentionsOf(first.user.id)).toBe(1);
    expect(await mentionsOf(later.user.id)).toBe(1);
  });

  it("a feedback comment names a member once", async () => {
    const author = await member(t);
    const named = await member(t);
    const feedbackId = await insertFeedbackRow(t, { authorId: null });
    t.clock.advance(60_000);
    const posted = await author.browser.post(`/api/community-feedback/${feedbackId}/comments`, {
      content: `Hello @${named.user.username}, what do you think?`,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const commentId = posted.json<{ id: number }>().id;
    for (let round = 0; round < 3; round += 1) {
      const url = `/api/community-feedback/comments/${commentId}`;
      await edit(author, url, { content: `Nobody named here, round ${round}.` });
      await edit(author, url, { content: `Hello again @${named.user.username}, round ${round}.` });
    }
    expect(await mentionsOf(named.user.id)).toBe(1);
  });
});

describe("the edit allowance", () => {
  it("refuses a long run of edits with 429, Retry-After and a readable message", async () => {
    const author = await member(t);
    const { id } = await startThread(t, author, categoryId);
    let refusedAt: number | null = null;
    for (let index = 0; index < 200; index += 1) {
      const response = await author.browser.request("PATCH", `/api/forum/threads/${id}`, {
        content: `Edit number ${index} of the opening post, long enough to pass.`,
      });
      if (response.statusCode === 429) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(response.json().error).toMatch(/^You've made \d+ edits in the last hour\./);
        refusedAt = index;
        break;
      }
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(refusedAt).not.toBeNull();
    expect(refusedAt).toBeLessThan(200);
    // One allowance for every kind of post: a reply edit is refused too, until the hour passes.
    waitForNextPost(t);
    const reply = await author.browser.post(`/api/forum/threads/${id}/replies`, {
      content: "A reply after the edits.",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const replyId = reply.json<{ id: number }>().id;
    const refused = await author.browser.request("PATCH", `/api/forum/replies/${replyId}`, {
      content: "An edit too many.",
    });
    expect(refused.statusCode).toBe(429);
    t.clock.advance(61 * 60 * 1000);
    await edit(author, `/api/forum/replies/${replyId}`, { content: "An edit an hour later." });
  });

  it("does not count an admin's moderation as an edit", async () => {
    const author = await member(t);
    const admin = await member(t, { admin: true });
    const { id } = await startThread(t, author, categoryId);
    for (let index = 0; index < 40; index += 1) {
      await edit(admin, `/api/forum/threads/${id}`, { isSticky: index % 2 === 0 });
    }
  });
});
