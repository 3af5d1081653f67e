import { describe, expect, it } from "vitest";
import type { FeedbackItemReply } from "../../../shared/feedback";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, type Member, member, plainUser, visitor } from "../../test/test-members";
import { insertFeedbackRow, voteOnFeedback } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

const merge = (who: Member, id: number | string, body: unknown) =>
  who.browser.post(`/api/community-feedback/${id}/merge`, body);

async function votersOf(feedbackId: number): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom("feedbackVotes")
    .select("userId")
    .where("feedbackId", "=", feedbackId)
    .orderBy("userId")
    .execute();
  return rows.map((row) => row.userId);
}

describe("POST /api/community-feedback/:id/merge", () => {
  it("moves the votes (one vote for who voted both), closes the duplicate and lists it on the target", async () => {
    const team = await admin(t);
    const sourceAuthor = await plainUser(t);
    const source = await insertFeedbackRow(t, {
      authorId: sourceAuthor,
      title: "Dark mode please",
    });
    const target = await insertFeedbackRow(t, { authorId: null, title: "Add a dark theme" });
    const [both, onlySource, onlyTarget] = [
      await plainUser(t),
      await plainUser(t),
      await plainUser(t),
    ];
    await voteOnFeedback(t, source, [both, onlySource]);
    await voteOnFeedback(t, target, [both, onlyTarget]);

    const response = await merge(team, source, { intoId: target });
    expect(response.statusCode).toBe(200);
    const reply = response.json<FeedbackItemReply>();
    expect(reply).toMatchObject({
      id: target,
      votes: 3,
      duplicates: [{ id: source, title: "Dark mode please" }],
    });
    expect(await votersOf(target)).toEqual([both, onlySource, onlyTarget].sort((a, b) => a - b));
    expect(await votersOf(source)).toEqual([]);

    const duplicate = (
      await visitor(t).get(`/api/community-feedback/${source}`)
    ).json<FeedbackItemReply>();
    expect(duplicate).toMatchObject({
      status: "closed",
      votes: 0,
      mergedInto: { id: target, title: "Add a dark theme" },
    });
    expect(duplicate.statusHistory).toEqual([
      {
        fromStatus: "open",
        toStatus: "closed",
        changedBy: team.user.username,
        createdAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it("tells the duplicate's voters and author where their vote went, not the admin", async () => {
    const team = await admin(t);
    const author = await plainUser(t);
    const voter = await plainUser(t);
    const source = await insertFeedbackRow(t, { authorId: author, title: "Controller remap" });
    const target = await insertFeedbackRow(t, { authorId: null, title: "Key bindings" });
    await voteOnFeedback(t, source, [voter, team.user.id]);
    await merge(team, source, { intoId: target });
    const rows = await t.database.db
      .selectFrom("notifications")
      .select(["userId", "kind", "text", "url"])
      .where("feedbackId", "=", target)
      .orderBy("userId")
      .execute();
    expect(rows).toEqual(
      [author, voter]
        .sort((a, b) => a - b)
        .map((userId) => ({
          userId,
          kind: "feedback-status",
          text: "“Controller remap” was merged into “Key bindings”; your vote moved there",
          url: `/community-feedback/${target}`,
        })),
    );
  });

  it("refuses merging into itself (400), unknown items (404) and merged items (409)", async () => {
    const team = await admin(t);
    const a = await insertFeedbackRow(t, { authorId: null });
    const b = await insertFeedbackRow(t, { authorId: null });
    const c = await insertFeedbackRow(t, { authorId: null });

    const itself = await merge(team, a, { intoId: a });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toEqual({ error: "A feedback item cannot be merged into itself" });

    const unknownSource = await merge(team, 99_999_999, { intoId: a });
    expect(unknownSource.statusCode).toBe(404);
    expect(unknownSource.json()).toEqual({ error: "Feedback not found" });
    const unknownTarget = await merge(team, a, { intoId: 99_999_999 });
    expect(unknownTarget.statusCode).toBe(404);
    expect(unknownTarget.json()).toEqual({ error: "The feedback to merge into was not found" });

    expect((await merge(team, a, { intoId: b })).statusCode).toBe(200);
    const again = await merge(team, a, { intoId: c });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "This feedback item has already been merged into another one",
    });
    const intoMerged = await merge(team, c, { intoId: a });
    expect(intoMerged.statusCode).toBe(409);
    expect(intoMerged.json()).toEqual({
      error: "The feedback item to merge into has itself been merged into another one",
    });
  });

  it("moves earlier duplicates along to the new target", async () => {
    const team = await admin(t);
    const first = await insertFeedbackRow(t, { authorId: null });
    const middle = await insertFeedbackRow(t, { authorId: null });
    const last = await insertFeedbackRow(t, { authorId: null });
    await merge(team, first, { intoId: middle });
    const reply = (await merge(team, middle, { intoId: last })).json<FeedbackItemReply>();
    expect(reply.duplicates.map((d) => d.id)).toEqual([first, middle]);
  });

  it.each([
    ["no intoId", {}],
    ["a text intoId", { intoId: "abc" }],
    ["a negative intoId", { intoId: -1 }],
    ["intoId 0", { intoId: 0 }],
    ["a fractional intoId", { intoId: 1.5 }],
    ["an intoId beyond 32 bits", { intoId: 3_000_000_000 }],
  ])("answers 400 to %s", async (_case, body) => {
    const team = await admin(t);
    const a = await insertFeedbackRow(t, { authorId: null });
    const response = await merge(team, a, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("intoId must be a feedback id");
  });

  it("merges each way at once without a deadlock: one wins, the other answers 409", async () => {
    const team = await admin(t);
    const a = await insertFeedbackRow(t, { authorId: null });
    const b = await insertFeedbackRow(t, { authorId: null });
    await voteOnFeedback(t, a, [await plainUser(t)]);
    await voteOnFeedback(t, b, [await plainUser(t)]);
    const replies = await Promise.all([
      merge(team, a, { intoId: b }),
      merge(team, b, { intoId: a }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.statusCode === 200)?.json<FeedbackItemReply>();
    expect(winner?.votes).toBe(2);
  });

  it("answers 401 signed out and 403 to members", async () => {
    const a = await insertFeedbackRow(t, { authorId: null });
    const b = await insertFeedbackRow(t, { authorId: null });
    const signedOut = await visitor(t).post(`/api/community-feedback/${a}/merge`, { intoId: b });
    expect(signedOut.statusCode).toBe(401);
    const refused = await merge(await member(t), a, { intoId: b });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Admin access required" });
    const read = (await visitor(t).get(`/api/community-feedback/${a}`)).json<FeedbackItemReply>();
    expect(read.mergedInto).toBeNull();
  });
});
