import { describe, expect, it } from "vitest";
import type {
  CreatedFeedbackCommentReply,
  FeedbackCommentsReply,
  FeedbackItemReply,
  FeedbackOpenFlag,
} from "../../../shared/feedback";
import { FLAGS_TO_HIDE } from "../../../shared/forum-limits";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, type Member, member, visitor } from "../../test/test-members";
import { ESTABLISHED_POSTS } from "../content-flags/flag-weight";
import { insertFeedbackRow, submitFeedback } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

const flagItem = (who: Member, id: number | string, reason = "Spam and off topic") =>
  who.browser.post(`/api/community-feedback/${id}/flag`, { reason });
const flagComment = (who: Member, id: number | string, reason = "Rude and insulting") =>
  who.browser.post(`/api/community-feedback/comments/${id}/flag`, { reason });
const resolve = (who: Member, flagId: number | string, action: string) =>
  who.browser.post(`/api/community-feedback/flags/${flagId}/resolve`, { action });

async function postComment(who: Member, feedbackId: number, content: string) {
  t.clock.advance(16_000);
  const response = await who.browser.post(`/api/community-feedback/${feedbackId}/comments`, {
    content,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedFeedbackCommentReply>();
}

async function openFlags(team: Member): Promise<FeedbackOpenFlag[]> {
  const response = await team.browser.get("/api/community-feedback/flags");
  expect(response.statusCode).toBe(200);
  return response.json<FeedbackOpenFlag[]>();
}

/**
 * A member whose reports count in full (forum/flag-weight.ts): a month-old account with a few
 * accepted feedback items.
 */
async function establishedMember(): Promise<Member> {
  const who = await member(t);
  await t.database.db
    .updateTable("users")
    .set({ createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000).toISOString() })
    .where("id", "=", who.user.id)
    .execute();
  for (let n = 0; n < ESTABLISHED_POSTS; n += 1) {
    await insertFeedbackRow(t, { authorId: who.user.id });
  }
  return who;
}

describe("POST /api/community-feedback/:id/flag", () => {
  it(`does not hide an item on ${FLAGS_TO_HIDE} reports from brand-new accounts`, async () => {
    const item = await submitFeedback(t, await member(t));
    for (let n = 0; n < FLAGS_TO_HIDE; n += 1) {
      const reply = await flagItem(await member(t, { newAccount: true }), item.id);
      expect(reply.json()).toEqual({ flagged: true, hidden: false });
    }
    expect((await visitor(t).get(`/api/community-feedback/${item.id}`)).statusCode).toBe(200);
  });

  it("never hides an admin's item by reports", async () => {
    const team = await admin(t);
    const id = await insertFeedbackRow(t, { authorId: team.user.id });
    for (let n = 0; n < FLAGS_TO_HIDE + 1; n += 1) {
      const reply = await flagItem(await establishedMember(), id);
      expect(reply.json()).toEqual({ flagged: true, hidden: false });
    }
    expect((await visitor(t).get(`/api/community-feedback/${id}`)).statusCode).toBe(200);
  });

  it("records a report once per member (409 the second time)", async () => {
    const item = await submitFeedback(t, await member(t));
    const reporter = await member(t);
    const first = await flagItem(reporter, item.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ flagged: true, hidden: false });
    const again = await flagItem(reporter, item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "You already reported this" });
  });

  it(`hides the item when ${FLAGS_TO_HIDE} members reported it`, async () => {
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const replies = [];
    for (let n = 0; n < FLAGS_TO_HIDE; n += 1) {
      replies.push((await flagItem(await establishedMember(), item.id)).json());
    }
    expect(replies.at(-1)).toEqual({ flagged: true, hidden: true });
    expect(replies.slice(0, -1).every((reply) => reply.hidden === false)).toBe(true);
    expect((await visitor(t).get(`/api/community-feedback/${item.id}`)).statusCode).toBe(404);
    const forAuthor = await author.browser.get(`/api/community-feedback/${item.id}`);
    expect(forAuthor.json<FeedbackItemReply>().isHidden).toBe(true);
    // A hidden item is not reported again.
    const late = await flagItem(await establishedMember(), item.id);
    expect(late.statusCode).toBe(404);
  });

  it("refuses reporting one's own post (403), signed out (401), unknown (404), wrong reason (400)", async () => {
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const own = await flagItem(author, item.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: "You cannot report your own post" });
    const signedOut = await visitor(t).post(`/api/community-feedback/${item.id}/flag`, {
      reason: "Spam",
    });
    expect(signedOut.statusCode).toBe(401);
    const reporter = await member(t);
    const missing = await flagItem(reporter, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Feedback not found" });
    for (const [reason, message] of [
      [undefined, "Please say what is wrong"],
      ["no", "Reason must be at least 3 characters"],
      ["x".repeat(501), "Reason must be at most 500 characters"],
    ] as const) {
      const response = await reporter.browser.post(`/api/community-feedback/${item.id}/flag`, {
        reason,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });
  it("lets a member report at most 20 posts a day (429 + Retry-After)", async () => {
    const reporter = await member(t);
    for (let n = 0; n < 20; n += 1) {
      const id = await insertFeedbackRow(t, { authorId: null });
      expect((await flagItem(reporter, id)).statusCode).toBe(200);
    }
    const id = await insertFeedbackRow(t, { authorId: null });
    const refused = await flagItem(reporter, id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: "You can report at most 20 posts a day. Please try again tomorrow.",
    });
  });

  it("hides the item when reports arrive together, one report row per accepted report", async () => {
    const item = await submitFeedback(t, await member(t));
    const reporters = await Promise.all(
      Array.from({ length: FLAGS_TO_HIDE + 2 }, () => establishedMember()),
    );
    const replies = await Promise.all(reporters.map((reporter) => flagItem(reporter, item.id)));
    // A report that arrives once the item is hidden finds nothing to report (404).
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(replies.every((reply) => [200, 404].includes(reply.statusCode))).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(FLAGS_TO_HIDE);
    expect(accepted.some((reply) => reply.json().hidden === true)).toBe(true);
    const rows = await t.database.db
      .selectFrom("feedbackFlags")
      .select("id")
      .where("targetType", "=", "item")
      .where("targetId", "=", item.id)
      .execute();
    expect(rows).toHaveLength(accepted.length);
    expect((await visitor(t).get(`/api/community-feedback/${item.id}`)).statusCode).toBe(404);
  });
});

describe("POST /api/community-feedback/comments/:commentId/flag", () => {
  it(`hides the comment at ${FLAGS_TO_HIDE} reports and takes it out of the count`, async () => {
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const posted = await postComment(writer, item.id, "Something nasty");
    const own = await flagComment(writer, posted.id);
    expect(own.statusCode).toBe(403);
    const reporter = await establishedMember();
    expect((await flagComment(reporter, posted.id)).json()).toEqual({
      flagged: true,
      hidden: false,
    });
    expect((await flagComment(reporter, posted.id)).statusCode).toBe(409);
    let last: unknown;
    for (let n = 1; n < FLAGS_TO_HIDE; n += 1)
      last = (await flagComment(await establishedMember(), posted.id)).json();
    expect(last).toEqual({ flagged: true, hidden: true });
    const read = await visitor(t).get(`/api/community-feedback/${item.id}`);
    expect(read.json<FeedbackItemReply>().commentCount).toBe(0);
    const comments = await visitor(t).get(`/api/community-feedback/${item.id}/comments`);
    expect(comments.json<FeedbackCommentsReply>().comments).toHaveLength(0);
    const missing = await flagComment(reporter, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Comment not found" });
  });
});

describe("admins' review of reports", () => {
  it("lists open reports grouped by post, with title, excerpt, link and reporters", async () => {
    const team = await admin(t);
    const author = await member(t);
    const item = await submitFeedback(t, author, { title: "Reported feedback title" });
    const posted = await postComment(author, item.id, "A **reported** comment");
    const first = await member(t);
    const second = await member(t);
    await flagItem(first, item.id, "Duplicate spam");
    await flagItem(second, item.id, "Advertising");
    await flagComment(first, posted.id, "Insulting words");
    const entries = (await openFlags(team)).filter((entry) => entry.feedbackId === item.id);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        targetType: "item",
        targetId: item.id,
        feedbackId: item.id,
        title: "Reported feedback title",
        excerpt: expect.any(String),
        url: `/community-feedback/${item.id}`,
        author: { id: author.user.id, username: author.user.username, avatar: null },
        isHidden: false,
        reports: [
          {
            username: first.user.username,
            reason: "Duplicate spam",
            createdAt: expect.any(String),
          },
          { username: second.user.username, reason: "Advertising", createdAt: expect.any(String) },
        ],
      },
      {
        id: expect.any(Number),
        targetType: "comment",
        targetId: posted.id,
        feedbackId: item.id,
        title: "Reported feedback title",
        excerpt: "A reported comment",
        url: `/community-feedback/${item.id}#comment-${posted.id}`,
        author: { id: author.user.id, username: author.user.username, avatar: null },
        isHidden: false,
        reports: [
          {
            username: first.user.username,
            reason: "Insulting words",
            createdAt: expect.any(String),
          },
        ],
      },
    ]);
  });

  it("keep shows the post again and closes every open report of it", async () => {
    const team = await admin(t);
    const item = await submitFeedback(t, await member(t));
    for (let n = 0; n < FLAGS_TO_HIDE; n += 1) await flagItem(await establishedMember(), item.id);
    const entry = (await openFlags(team)).find(
      (e) => e.targetType === "item" && e.targetId === item.id,
    );
    expect(entry?.isHidden).toBe(true);
    const response = await resolve(team, entry?.id ?? 0, "keep");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await visitor(t).get(`/api/community-feedback/${item.id}`)).statusCode).toBe(200);
    expect(
      (await openFlags(team)).some((e) => e.targetId === item.id && e.targetType === "item"),
    ).toBe(false);
    const again = await resolve(team, entry?.id ?? 0, "keep");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: "This report has already been reviewed" });
  });

  it("hide keeps a comment hidden; delete removes it and recounts", async () => {
    const team = await admin(t);
    const writer = await member(t);
    const item = await submitFeedback(t, await member(t));
    const hideMe = await postComment(writer, item.id, "Hide this one");
    const deleteMe = await postComment(writer, item.id, "Delete this one");
    await flagComment(await member(t), hideMe.id);
    await flagComment(await member(t), deleteMe.id);
    const entries = await openFlags(team);
    const hideEntry = entries.find((e) => e.targetType === "comment" && e.targetId === hideMe.id);
    const deleteEntry = entries.find(
      (e) => e.targetType === "comment" && e.targetId === deleteMe.id,
    );
    expect((await resolve(team, hideEntry?.id ?? 0, "hide")).statusCode).toBe(200);
    expect((await resolve(team, deleteEntry?.id ?? 0, "delete")).statusCode).toBe(200);
    const read = await visitor(t).get(`/api/community-feedback/${item.id}`);
    expect(read.json<FeedbackItemReply>().commentCount).toBe(0);
    const forWriter = await writer.browser.get(`/api/community-feedback/${item.id}/comments`);
    expect(forWriter.json<FeedbackCommentsReply>().comments.map((c) => [c.id, c.isHidden])).toEqual(
      [[hideMe.id, true]],
    );
  });

  it("delete removes a reported item", async () => {
    const team = await admin(t);
    const item = await submitFeedback(t, await member(t));
    await flagItem(await establishedMember(), item.id);
    const entry = (await openFlags(team)).find(
      (e) => e.targetType === "item" && e.targetId === item.id,
    );
    expect((await resolve(team, entry?.id ?? 0, "delete")).statusCode).toBe(200);
    expect((await team.browser.get(`/api/community-feedback/${item.id}`)).statusCode).toBe(404);
  });

  it("answers 401, 403, 404 and 400 as the forum's review does", async () => {
    const reporter = await member(t);
    expect((await visitor(t).get("/api/community-feedback/flags")).statusCode).toBe(401);
    const listRefused = await reporter.browser.get("/api/community-feedback/flags");
    expect(listRefused.statusCode).toBe(403);
    expect(listRefused.json()).toEqual({ error: "Admin access required" });
    expect((await resolve(reporter, 1, "keep")).statusCode).toBe(403);
    const team = await admin(t);
    const missing = await resolve(team, 99_999_999, "keep");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Report not found" });
    const wrong = await resolve(team, 1, "ban");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe("action must be keep, hide or delete");
  });
});
