import { describe, expect, it } from "vitest";
import type { FeedbackItemReply } from "../../../shared/feedback";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, type Member, member, plainUser, visitor } from "../../test/test-members";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { insertFeedbackRow, submitFeedback, voteOnFeedback } from "./feedback-test-helpers";

// Mail stays in the outbox, so the tests can read the rows the notifications queued.
const t = testAppForFile({ seed: false, mailWorker: "manual" });

const patch = (who: Member, id: number | string, body: unknown) =>
  who.browser.request("PATCH", `/api/community-feedback/${id}`, body);

function notificationsOf(feedbackId: number) {
  return t.database.db
    .selectFrom("notifications")
    .select(["userId", "kind", "text", "url", "actorId", "feedbackId"])
    .where("feedbackId", "=", feedbackId)
    .orderBy("userId")
    .execute();
}

describe("PATCH /api/community-feedback/:id", () => {
  it("sets the status, keeps it in the history with who changed it and when", async () => {
    const team = await admin(t);
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const response = await patch(team, item.id, { status: "in-progress" });
    expect(response.statusCode).toBe(200);
    const reply = response.json<FeedbackItemReply>();
    expect(reply).toMatchObject({ id: item.id, status: "in-progress", responseFromDev: null });
    expect(reply.statusHistory).toEqual([
      {
        fromStatus: "open",
        toStatus: "in-progress",
        changedBy: team.user.username,
        createdAt: t.clock.now().toISOString(),
      },
    ]);
    const read = await visitor(t).get(`/api/community-feedback/${item.id}`);
    expect(read.json<FeedbackItemReply>().status).toBe("in-progress");
  });

  it("stores the developer response rendered and sanitised, with the responder and the date", async () => {
    const team = await admin(t);
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const text = "**Fixed** in 1.2 <script>alert(1)</script> [notes](https://example.com)";
    const reply = (await patch(team, item.id, { responseFromDev: text })).json<FeedbackItemReply>();
    expect(reply).toMatchObject({
      status: "open",
      responseFromDev: text,
      respondedBy: team.user.username,
      respondedAt: t.clock.now().toISOString(),
      statusHistory: [],
    });
    expect(reply.responseHtml).toContain("<strong>Fixed</strong>");
    expect(reply.responseHtml).not.toContain("<script");
    expect(reply.responseHtml).toContain('rel="nofollow ugc noopener"');

    // A new text replaces the old one and names the admin who wrote it.
    const other = await admin(t);
    t.clock.advance(60_000);
    const replaced = (
      await patch(other, item.id, { responseFromDev: "Shipped in 1.3" })
    ).json<FeedbackItemReply>();
    expect(replaced).toMatchObject({
      responseFromDev: "Shipped in 1.3",
      respondedBy: other.user.username,
      respondedAt: t.clock.now().toISOString(),
    });

    // '' and null remove it and clear its columns.
    for (const removal of ["", null]) {
      await patch(team, item.id, { responseFromDev: "Back again" });
      const removed = (
        await patch(team, item.id, { responseFromDev: removal })
      ).json<FeedbackItemReply>();
      expect(removed).toMatchObject({
        responseFromDev: null,
        responseHtml: null,
        respondedBy: null,
        respondedAt: null,
      });
      const row = await t.database.db
        .selectFrom("feedbackItems")
        .select(["responseFromDev", "responseHtml", "respondedBy", "respondedAt"])
        .where("id", "=", item.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        responseFromDev: null,
        responseHtml: null,
        respondedBy: null,
        respondedAt: null,
      });
    }
  });

  it("sets status and response together", async () => {
    const team = await admin(t);
    const item = await submitFeedback(t, await member(t));
    const reply = (
      await patch(team, item.id, { status: "resolved", responseFromDev: "Done" })
    ).json<FeedbackItemReply>();
    expect(reply).toMatchObject({ status: "resolved", responseFromDev: "Done" });
    expect(reply.statusHistory).toHaveLength(1);
  });

  it("answers 401 signed out, 403 to a member (even the author), 404 for an unknown item", async () => {
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const signedOut = await visitor(t).request("PATCH", `/api/community-feedback/${item.id}`, {
      status: "closed",
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: "Not signed in" });
    const refused = await patch(author, item.id, { status: "closed" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Admin access required" });
    const team = await admin(t);
    for (const id of ["99999999", "abc", "0"]) {
      const missing = await patch(team, id, { status: "closed" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Feedback not found" });
    }
    const read = await visitor(t).get(`/api/community-feedback/${item.id}`);
    expect(read.json<FeedbackItemReply>().status).toBe("open");
  });

  it.each([
    ["Send a status, a responseFromDev, or both", {}],
    ["status must be open, in-review, in-progress, resolved or closed", { status: "done" }],
    ["responseFromDev must be text or null", { responseFromDev: 42 }],
    ["Response must be at most 5,000 characters", { responseFromDev: "x".repeat(5001) }],
  ])("refuses a wrong body with '%s'", async (message, body) => {
    const team = await admin(t);
    const item = await submitFeedback(t, await member(t));
    const response = await patch(team, item.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe("notifications of the team's changes", () => {
  it("tells every voter and the author once, never the admin who acted", async () => {
    const team = await admin(t);
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const voters = [await plainUser(t), await plainUser(t)];
    await voteOnFeedback(t, item.id, [...voters, team.user.id]);

    await patch(team, item.id, { status: "in-progress" });
    const afterStatus = await notificationsOf(item.id);
    expect(afterStatus.map((n) => n.userId)).toEqual(
      [author.user.id, ...voters].sort((a, b) => a - b),
    );
    for (const notification of afterStatus) {
      expect(notification).toMatchObject({
        kind: "feedback-status",
        text: `The team marked “${item.title}” as In Progress`,
        url: `/community-feedback/${item.id}`,
        actorId: team.user.id,
        feedbackId: item.id,
      });
    }

    await patch(team, item.id, { responseFromDev: "We are on it." });
    const responses = (await notificationsOf(item.id)).filter(
      (n) => n.kind === "feedback-response",
    );
    expect(responses.map((n) => n.userId)).toEqual(afterStatus.map((n) => n.userId));
    expect(responses[0]?.text).toBe(`The team responded to “${item.title}”`);

    const unread = await author.browser.get("/api/notifications/unread-count");
    expect(unread.json()).toMatchObject({ unreadCount: 2 });
  });

  it("tells nobody when the same status and response are saved again", async () => {
    const team = await admin(t);
    const author = await member(t);
    const item = await submitFeedback(t, author);
    await patch(team, item.id, { status: "in-review", responseFromDev: "Looking into it" });
    const before = await notificationsOf(item.id);
    expect(before).toHaveLength(1);
    const again = await patch(team, item.id, {
      status: "in-review",
      responseFromDev: "Looking into it",
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<FeedbackItemReply>().statusHistory).toHaveLength(1);
    expect(await notificationsOf(item.id)).toHaveLength(1);
    // Removing the response is no news either.
    await patch(team, item.id, { responseFromDev: null });
    expect(await notificationsOf(item.id)).toHaveLength(1);
  });

  it("queues an e-mail for a voter who turned notification e-mail on", async () => {
    const team = await admin(t);
    const voter = await member(t);
    await t.database.db
      .updateTable("users")
      .set({ emailVerifiedAt: t.clock.now().toISOString() })
      .where("id", "=", voter.user.id)
      .execute();
    const settings = await voter.browser.request("PUT", "/api/notifications/settings", {
      emailNotifications: true,
    });
    expect(settings.statusCode).toBe(200);
    const author = await member(t);
    const item = await submitFeedback(t, author);
    await voteOnFeedback(t, item.id, [voter.user.id]);
    await patch(team, item.id, { status: "resolved" });

    const email = await t.database.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", voter.user.id)
      .executeTakeFirstOrThrow();
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("recipient", "=", email.email)
      .where("subject", "like", "GameHub: The team%")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`GameHub: The team marked “${item.title}” as Resolved`);
    expect(mail[0]?.text).toContain(`/community-feedback/${item.id}`);
    // The author did not opt in: no mail for them.
    const authorEmail = await t.database.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", author.user.id)
      .executeTakeFirstOrThrow();
    const authorMail = await t.database.db
      .selectFrom("mailOutbox")
      .select("id")
      .where("recipient", "=", authorEmail.email)
      .where("subject", "like", "GameHub: The team%")
      .execute();
    expect(authorMail).toHaveLength(0);
  });
});

describe("DELETE /api/community-feedback/:id", () => {
  const remove = (who: Member, id: number | string) =>
    who.browser.request("DELETE", `/api/community-feedback/${id}`);

  it("lets the author delete open, unanswered feedback and takes the submission award back", async () => {
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const response = await remove(author, item.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await visitor(t).get(`/api/community-feedback/${item.id}`)).statusCode).toBe(404);
    const reversal = await t.database.db
      .selectFrom("pointLedger")
      .select(["points", "experience"])
      .where("userId", "=", author.user.id)
      .where("idempotencyKey", "=", `feedback-submitted:${item.id}:deleted`)
      .executeTakeFirstOrThrow();
    expect(reversal).toEqual({
      points: -AWARD_RULES.feedbackSubmitted.points,
      experience: -AWARD_RULES.feedbackSubmitted.experience,
    });
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });

  it("refuses the author once the team answered or moved the item on (403)", async () => {
    const team = await admin(t);
    const author = await member(t);
    const answered = await submitFeedback(t, author);
    await patch(team, answered.id, { responseFromDev: "Thanks" });
    const moved = await submitFeedback(t, author);
    await patch(team, moved.id, { status: "in-review" });
    for (const id of [answered.id, moved.id]) {
      const response = await remove(author, id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: "Feedback the team has answered or moved on from can no longer be deleted",
      });
    }
    // An admin still may.
    expect((await remove(team, answered.id)).statusCode).toBe(204);
  });

  it("answers 401 signed out, 403 to another member, 404 unknown; admins delete anyone's", async () => {
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const signedOut = await visitor(t).request("DELETE", `/api/community-feedback/${item.id}`);
    expect(signedOut.statusCode).toBe(401);
    const other = await remove(await member(t), item.id);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: "You can only delete your own feedback" });
    const missing = await remove(author, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Feedback not found" });
    const team = await admin(t);
    expect((await remove(team, item.id)).statusCode).toBe(204);
    expect((await remove(team, item.id)).statusCode).toBe(404);
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });

  it("answers 404 to a member for a hidden item that is not theirs", async () => {
    const author = await plainUser(t);
    const id = await insertFeedbackRow(t, { authorId: author, isHidden: true });
    const response = await remove(await member(t), id);
    expect(response.statusCode).toBe(404);
  });
});
