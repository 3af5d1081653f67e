import { describe, expect, it } from "vitest";
import type { FeedbackVoteReply } from "../../../shared/feedback";
import { DAY_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, type Member, member, plainUser, visitor } from "../../test/test-members";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { VOTE_TOGGLES_PER_MINUTE } from "./feedback-limits";
import { insertFeedbackRow, submitFeedback, voteOnFeedback } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

function vote(voter: Member, id: number) {
  return voter.browser.post(`/api/community-feedback/${id}/vote`);
}

async function pointsOf(userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

async function voteRows(feedbackId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("feedbackVotes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("feedbackId", "=", feedbackId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function nextDay() {
  const now = t.clock.now().getTime();
  t.clock.advance(DAY_MS - (now % DAY_MS) + 60_000);
}

describe("POST /api/community-feedback/:id/vote", () => {
  it("adds the reader's vote, then takes it back", async () => {
    const author = await member(t);
    const voter = await member(t);
    const item = await submitFeedback(t, author);
    const added = await vote(voter, item.id);
    expect(added.statusCode).toBe(200);
    expect(added.json<FeedbackVoteReply>()).toEqual({ votes: 2, hasVoted: true });
    const read = await voter.browser.get(`/api/community-feedback/${item.id}`);
    expect(read.json()).toMatchObject({ votes: 2, hasVoted: true });
    expect((await vote(voter, item.id)).json()).toEqual({ votes: 1, hasVoted: false });
    expect(await voteRows(item.id)).toBe(1);
    // The author can take back (and give again) the vote their submission recorded.
    expect((await vote(author, item.id)).json()).toEqual({ votes: 0, hasVoted: false });
    expect((await vote(author, item.id)).json()).toEqual({ votes: 1, hasVoted: true });
  });

  it("answers 401 to a visitor, 404 to unknown, malformed and hidden items", async () => {
    const id = await insertFeedbackRow(t, { authorId: null });
    const signedOut = await visitor(t).post(`/api/community-feedback/${id}/vote`);
    expect(signedOut.statusCode).toBe(401);
    const voter = await member(t);
    const hidden = await insertFeedbackRow(t, { authorId: voter.user.id, isHidden: true });
    for (const target of ["99999999", "0", "abc", String(hidden)]) {
      const response = await voter.browser.post(`/api/community-feedback/${target}/vote`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Feedback not found" });
    }
  });

  it("refuses votes on a merged duplicate and on a closed item (409)", async () => {
    const voter = await member(t);
    const target = await insertFeedbackRow(t, { authorId: null });
    const duplicate = await insertFeedbackRow(t, {
      authorId: null,
      status: "closed",
      mergedIntoId: target,
    });
    const merged = await vote(voter, duplicate);
    expect(merged.statusCode).toBe(409);
    expect(merged.json()).toEqual({
      error: `This feedback was merged into #${target}. Vote there instead.`,
    });
    const closed = await insertFeedbackRow(t, { authorId: null, status: "closed" });
    const refused = await vote(voter, closed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: "Voting is closed for this feedback" });
    expect(await voteRows(closed)).toBe(0);
    // Other statuses take votes.
    for (const status of ["in-review", "in-progress", "resolved"] as const) {
      const open = await insertFeedbackRow(t, { authorId: null, status });
      expect((await vote(voter, open)).statusCode).toBe(200);
    }
  });

  it("pays the author once per voter: withdrawing reverses it, voting again earns nothing", async () => {
    nextDay();
    const author = await member(t);
    const voter = await member(t);
    const item = await submitFeedback(t, author);
    const before = await pointsOf(author.user.id);
    await vote(voter, item.id);
    expect(await pointsOf(author.user.id)).toBe(before + AWARD_RULES.feedbackVoteReceived.points);
    await vote(voter, item.id);
    expect(await pointsOf(author.user.id)).toBe(before);
    await vote(voter, item.id);
    expect(await pointsOf(author.user.id)).toBe(before);
    expect(await pointsOf(voter.user.id)).toBe(0);
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });

  it("pays nothing for the author's own vote", async () => {
    nextDay();
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const before = await pointsOf(author.user.id);
    await vote(author, item.id);
    await vote(author, item.id);
    expect(await pointsOf(author.user.id)).toBe(before);
  });

  it("stops paying for votes received beyond the daily cap", async () => {
    nextDay();
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const before = await pointsOf(author.user.id);
    const cap = AWARD_RULES.feedbackVoteReceived.dailyCap;
    for (let index = 0; index < cap + 2; index += 1) {
      const voter = await member(t);
      expect((await vote(voter, item.id)).statusCode).toBe(200);
    }
    expect(await pointsOf(author.user.id)).toBe(
      before + cap * AWARD_RULES.feedbackVoteReceived.points,
    );
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });

  it("allows 60 toggles a minute per member, then answers 429 with Retry-After", async () => {
    const voter = await member(t);
    const id = await insertFeedbackRow(t, { authorId: null });
    for (let index = 0; index < VOTE_TOGGLES_PER_MINUTE; index += 1) {
      expect((await vote(voter, id)).statusCode).toBe(200);
    }
    const refused = await vote(voter, id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: "You're voting too quickly. Please wait a minute and try again.",
    });
    t.clock.advance(61_000);
    expect((await vote(voter, id)).statusCode).toBe(200);
  });

  it("ends consistent after 50 concurrent toggles by one member", async () => {
    const author = await member(t);
    const voter = await member(t);
    const item = await submitFeedback(t, author);
    await voteOnFeedback(t, item.id, [await plainUser(t)]);
    t.clock.advance(61_000);
    const replies = await Promise.all(Array.from({ length: 50 }, () => vote(voter, item.id)));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const read = await voter.browser.get(`/api/community-feedback/${item.id}`);
    expect(read.json()).toMatchObject({ votes: await voteRows(item.id), hasVoted: false });
    expect(read.json().votes).toBe(2);
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });

  it("keeps the count exact when many members vote at once", async () => {
    const team = await admin(t);
    const id = await insertFeedbackRow(t, { authorId: team.user.id });
    const voters = await Promise.all(Array.from({ length: 12 }, () => member(t)));
    await Promise.all(voters.map((voter) => vote(voter, id)));
    const read = await visitor(t).get(`/api/community-feedback/${id}`);
    expect(read.json().votes).toBe(12);
    expect(await voteRows(id)).toBe(12);
  });
});
