import { describe, expect, it } from "vitest";
import type {
  CreatedFeedbackCommentReply,
  FeedbackComment,
  FeedbackCommentsReply,
  FeedbackItemReply,
} from "../../../shared/feedback";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, type Member, member, plainUser, visitor } from "../../test/test-members";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { insertFeedbackRow, submitFeedback } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

const COMMENT_PAUSE_MS = 16_000;

/** Posts a comment after the pause between two comments of one member. */
function comment(who: Member, feedbackId: number, content: string) {
  t.clock.advance(COMMENT_PAUSE_MS);
  return who.browser.post(`/api/community-feedback/${feedbackId}/comments`, { content });
}

async function commentOk(who: Member, feedbackId: number, content: string) {
  const response = await comment(who, feedbackId, content);
  expect(response.statusCode).toBe(201);
  return response.json<CreatedFeedbackCommentReply>();
}

const list = (
  who: { get(url: string): ReturnType<Member["browser"]["get"]> },
  id: number,
  cursor?: string,
) => who.get(`/api/community-feedback/${id}/comments${cursor ? `?cursor=${cursor}` : ""}`);

async function commentCount(id: number): Promise<number> {
  const read = await visitor(t).get(`/api/community-feedback/${id}`);
  return read.json<FeedbackItemReply>().commentCount;
}

describe("GET /api/community-feedback/:id/comments", () => {
  it("lists the comments oldest first, 50 a page", async () => {
    const author = await plainUser(t);
    const id = await insertFeedbackRow(t, { authorId: author });
    const base = t.clock.now().getTime();
    await t.database.db
      .insertInto("feedbackComments")
      .values(
        Array.from({ length: 55 }, (_, index) => ({
          feedbackId: id,
          authorId: author,
          content: `Comment ${index + 1}`,
          contentHtml: `<p>Comment ${index + 1}</p>`,
          createdAt: new Date(base + index * 1000).toISOString(),
        })),
      )
      .execute();
    const first = await list(visitor(t), id);
    expect(first.statusCode).toBe(200);
    const page = first.json<FeedbackCommentsReply>();
    expect(page.comments).toHaveLength(50);
    expect(page.comments[0]?.content).toBe("Comment 1");
    expect(page.comments[49]?.content).toBe("Comment 50");
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = (
      await list(visitor(t), id, page.nextCursor ?? "")
    ).json<FeedbackCommentsReply>();
    expect(second.comments.map((c) => c.content)).toEqual([
      "Comment 51",
      "Comment 52",
      "Comment 53",
      "Comment 54",
      "Comment 55",
    ]);
    expect(second.nextCursor).toBeNull();
    const bad = await list(visitor(t), id, "not-a-cursor");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: "Invalid cursor: pass the nextCursor of the previous page unchanged.",
    });
  });

  it("answers 404 for an unknown item and for a hidden one to visitors", async () => {
    const missing = await list(visitor(t), 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Feedback not found" });
    const hidden = await insertFeedbackRow(t, { authorId: null, isHidden: true });
    expect((await list(visitor(t), hidden)).statusCode).toBe(404);
    expect((await list((await admin(t)).browser, hidden)).statusCode).toBe(200);
  });

  it("shows a hidden comment only to admins and its author, marked hidden", async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, writer);
    const posted = await commentOk(writer, item.id, "This one gets hidden");
    await commentOk(writer, item.id, "This one stays");
    await t.database.db
      .updateTable("feedbackComments")
      .set({ isHidden: true })
      .where("id", "=", posted.id)
      .execute();
    const forVisitor = (await list(visitor(t), item.id)).json<FeedbackCommentsReply>();
    expect(forVisitor.comments.map((c) => c.content)).toEqual(["This one stays"]);
    const forOther = (await list((await member(t)).browser, item.id)).json<FeedbackCommentsReply>();
    expect(forOther.comments).toHaveLength(1);
    for (const reader of [writer.browser, (await admin(t)).browser]) {
      const page = (await list(reader, item.id)).json<FeedbackCommentsReply>();
      expect(page.comments.map((c) => [c.content, c.isHidden])).toEqual([
        ["This one gets hidden", true],
        ["This one stays", false],
      ]);
    }
  });
});

describe("POST /api/community-feedback/:id/comments", () => {
  it("stores the comment rendered and sanitised, counts it and pays the award", async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const created = await commentOk(
      writer,
      item.id,
      "**Yes** please <img src=x onerror=alert(1)> [link](https://example.com)",
    );
    expect(created).toMatchObject({
      feedbackId: item.id,
      author: { id: writer.user.id, username: writer.user.username },
      isTeam: false,
      editedAt: null,
      isHidden: false,
      createdAt: t.clock.now().toISOString(),
    });
    expect(created.contentHtml).toContain("<strong>Yes</strong>");
    expect(created.contentHtml).not.toContain("<img");
    expect(created.contentHtml).toContain('rel="nofollow ugc noopener"');
    expect(created.award).toMatchObject({
      pointsEarned: AWARD_RULES.feedbackCommentPosted.points,
      experienceEarned: AWARD_RULES.feedbackCommentPosted.experience,
      alreadyCredited: false,
    });
    expect(await commentCount(item.id)).toBe(1);
    await expectLedgerMatchesTotals(t.database.db, writer.user.id);
  });

  it("marks an admin's comment as the team's", async () => {
    const team = await admin(t);
    const item = await submitFeedback(t, await member(t));
    expect((await commentOk(team, item.id, "We hear you")).isTeam).toBe(true);
  });

  it("pays the comment award up to its daily cap, then nothing", async () => {
    // Early in a UTC day, so the comments below all fall on the same day.
    const now = t.clock.now().getTime();
    t.clock.advance(86_400_000 - (now % 86_400_000) + 3_600_000);
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const cap = AWARD_RULES.feedbackCommentPosted.dailyCap;
    const earned: number[] = [];
    for (let n = 0; n <= cap; n += 1) {
      earned.push(
        (await commentOk(writer, item.id, `Comment number ${n}`)).award?.pointsEarned ?? -1,
      );
    }
    expect(earned).toEqual([
      ...Array.from({ length: cap }, () => AWARD_RULES.feedbackCommentPosted.points),
      0,
    ]);
    await expectLedgerMatchesTotals(t.database.db, writer.user.id);
  });

  it("tells mentioned members and the item's author, with a link to the comment", async () => {
    const author = await member(t);
    const mentioned = await member(t);
    const writer = await member(t);
    const item = await submitFeedback(t, author);
    const created = await commentOk(
      writer,
      item.id,
      `Agreed, @${mentioned.user.username} had the same idea. @nobody_here_${Date.now()}`,
    );
    expect(created.contentHtml).toContain(`href="/user/${mentioned.user.id}"`);
    const rows = await t.database.db
      .selectFrom("notifications")
      .select(["userId", "kind", "text", "url", "feedbackId"])
      .where("feedbackId", "=", item.id)
      .execute();
    const url = `/community-feedback/${item.id}#comment-${created.id}`;
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          userId: author.user.id,
          kind: "feedback-comment",
          text: `${writer.user.username} commented on “${item.title}”`,
          url,
          feedbackId: item.id,
        },
        {
          userId: mentioned.user.id,
          kind: "mention",
          text: `${writer.user.username} mentioned you in “${item.title}”`,
          url,
          feedbackId: item.id,
        },
      ]),
    );
    expect(rows).toHaveLength(2);
    // The author commenting on their own item tells nobody.
    await commentOk(author, item.id, "Thanks all");
    const after = await t.database.db
      .selectFrom("notifications")
      .select("id")
      .where("feedbackId", "=", item.id)
      .execute();
    expect(after).toHaveLength(2);
  });

  it("takes comments on merged and closed items", async () => {
    const writer = await member(t);
    const target = await insertFeedbackRow(t, { authorId: null });
    const merged = await insertFeedbackRow(t, {
      authorId: null,
      status: "closed",
      mergedIntoId: target,
    });
    expect((await comment(writer, merged, "Still relevant here")).statusCode).toBe(201);
  });

  it("answers 401 signed out, 404 for unknown or hidden items, 400 for a wrong comment", async () => {
    const item = await submitFeedback(t, await member(t));
    const signedOut = await visitor(t).post(`/api/community-feedback/${item.id}/comments`, {
      content: "Hello there",
    });
    expect(signedOut.statusCode).toBe(401);
    const writer = await member(t);
    const missing = await comment(writer, 99_999_999, "Hello there");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Feedback not found" });
    const hidden = await insertFeedbackRow(t, { authorId: null, isHidden: true });
    expect((await comment(writer, hidden, "Hello there")).statusCode).toBe(404);
    for (const [content, message] of [
      [undefined, "Comment is required"],
      [" x ", "Comment must be at least 2 characters"],
      ["x".repeat(5001), "Comment must be at most 5,000 characters"],
    ] as const) {
      const response = await comment(writer, item.id, content as unknown as string);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect(await commentCount(item.id)).toBe(0);
  });

  it("asks for 15 seconds between two comments (429 + Retry-After)", async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    await commentOk(writer, item.id, "First thought");
    const refused = await writer.browser.post(`/api/community-feedback/${item.id}/comments`, {
      content: "Second thought",
    });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15);
    expect(refused.json()).toEqual({
      error: `You're posting too quickly. Please wait ${retryAfter} seconds before posting again.`,
    });
    expect(await commentCount(item.id)).toBe(1);
  });

  it("lets a new account post 20 comments a day", async () => {
    const writer = await member(t, { newAccount: true });
    const item = await submitFeedback(t, await member(t));
    for (let n = 0; n < 20; n += 1) {
      t.clock.advance(COMMENT_PAUSE_MS);
      const response = await writer.browser.post(`/api/community-feedback/${item.id}/comments`, {
        content: `Comment ${n}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await comment(writer, item.id, "One more");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: "New accounts can post 20 comments a day. Please try again later.",
    });
  });
});

describe("PATCH and DELETE /api/community-feedback/comments/:commentId", () => {
  const edit = (who: Member, id: number | string, content: unknown) =>
    who.browser.request("PATCH", `/api/community-feedback/comments/${id}`, { content });
  const remove = (who: Member, id: number | string) =>
    who.browser.request("DELETE", `/api/community-feedback/comments/${id}`);

  it("lets the author edit (rendered again, marked edited), an admin too, nobody else", async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const created = await commentOk(writer, item.id, "First version");
    t.clock.advance(5_000);
    const edited = await edit(writer, created.id, "Second *version*");
    expect(edited.statusCode).toBe(200);
    expect(edited.json<FeedbackComment>()).toMatchObject({
      content: "Second *version*",
      editedAt: t.clock.now().toISOString(),
    });
    expect(edited.json<FeedbackComment>().contentHtml).toContain("<em>version</em>");

    const other = await edit(await member(t), created.id, "Not mine");
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: "You can only edit your own comments" });
    expect((await edit(await admin(t), created.id, "Moderated text")).statusCode).toBe(200);

    const signedOut = await visitor(t).request(
      "PATCH",
      `/api/community-feedback/comments/${created.id}`,
      { content: "Anyone" },
    );
    expect(signedOut.statusCode).toBe(401);
    const missing = await edit(writer, 99_999_999, "Whatever");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Comment not found" });
    const tooShort = await edit(writer, created.id, "x");
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toBe("Comment must be at least 2 characters");
  });

  it("lets the author delete, recounts the item and takes the award back", async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const created = await commentOk(writer, item.id, "Delete me later");
    expect(await commentCount(item.id)).toBe(1);
    const other = await remove(await member(t), created.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: "You can only delete your own comments" });
    const signedOut = await visitor(t).request(
      "DELETE",
      `/api/community-feedback/comments/${created.id}`,
    );
    expect(signedOut.statusCode).toBe(401);

    const response = await remove(writer, created.id);
    expect(response.statusCode).toBe(204);
    expect(await commentCount(item.id)).toBe(0);
    const reversal = await t.database.db
      .selectFrom("pointLedger")
      .select("points")
      .where("userId", "=", writer.user.id)
      .where("idempotencyKey", "=", `feedback-comment:${created.id}:deleted`)
      .executeTakeFirstOrThrow();
    expect(reversal.points).toBe(-AWARD_RULES.feedbackCommentPosted.points);
    await expectLedgerMatchesTotals(t.database.db, writer.user.id);
    const again = await remove(writer, created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: "Comment not found" });
  });

  it("lets an admin delete anyone's comment", async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const created = await commentOk(writer, item.id, "Spam spam spam");
    expect((await remove(await admin(t), created.id)).statusCode).toBe(204);
    expect(await commentCount(item.id)).toBe(0);
  });
});
