import { describe, expect, it } from "vitest";
import type { CreatedFeedbackReply, FeedbackItemReply } from "../../../shared/feedback";
import { DAY_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";
import { type Member, member, visitor } from "../../test/test-members";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { DAILY_SUBMISSIONS, SUBMIT_INTERVAL_SECONDS } from "./feedback-limits";
import { feedbackInput, submitFeedback, waitForNextSubmission } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

function post(author: Member, body: unknown) {
  return author.browser.post("/api/community-feedback", body);
}

/** Starts a fresh UTC day on the clock, so daily caps and limits start from zero. */
function nextDay() {
  const now = t.clock.now().getTime();
  t.clock.advance(DAY_MS - (now % DAY_MS) + 60_000);
}

describe("POST /api/community-feedback", () => {
  it("creates an open item with the author's own vote and the submission award", async () => {
    nextDay();
    const author = await member(t);
    waitForNextSubmission(t);
    const response = await post(author, {
      title: "  Add a colour-blind mode  ",
      description: "The **red** and green markers look the same to me.\n\n- map\n- HUD",
      feedbackType: "feature-request",
      category: "ui",
      priority: "high",
      gameId: 7,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<CreatedFeedbackReply>();
    expect(item).toMatchObject({
      title: "Add a colour-blind mode",
      feedbackType: "feature-request",
      category: "ui",
      priority: "high",
      gameId: 7,
      status: "open",
      votes: 1,
      hasVoted: true,
      userName: author.user.username,
      commentCount: 0,
      responseFromDev: null,
      mergedInto: null,
      isHidden: false,
    });
    expect(item.descriptionHtml).toContain("<strong>red</strong>");
    expect(item.descriptionHtml).toContain("<li>map</li>");
    expect(item.award).toMatchObject({
      pointsEarned: AWARD_RULES.feedbackSubmitted.points,
      experienceEarned: AWARD_RULES.feedbackSubmitted.experience,
      alreadyCredited: false,
    });
    const read = await author.browser.get(`/api/community-feedback/${item.id}`);
    expect(read.json<FeedbackItemReply>()).toMatchObject({ votes: 1, hasVoted: true });
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });

  it("defaults the priority to medium and the game and category to none", async () => {
    const author = await member(t);
    for (const extra of [{}, { gameId: "", category: "", priority: "" }, { gameId: null }]) {
      waitForNextSubmission(t);
      const response = await post(author, {
        title: "Faster matchmaking",
        description: "Queues take five minutes in the evening, even in busy regions.",
        feedbackType: "general",
        ...extra,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ gameId: null, category: null, priority: "medium" });
    }
  });

  it("answers 401 to a visitor", async () => {
    const response = await visitor(t).post("/api/community-feedback", feedbackInput());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    [{ title: undefined }, "Title is required"],
    [{ title: "   " }, "Title is required"],
    [{ title: "Bug" }, "Title must be at least 5 characters"],
    [{ title: "x".repeat(121) }, "Title must be at most 120 characters"],
    [{ description: undefined }, "Description is required"],
    [{ description: "  " }, "Description is required"],
    [{ description: "Too short" }, "Description must be at least 20 characters"],
    [{ description: "x".repeat(5001) }, "Description must be at most 5,000 characters"],
    [{ feedbackType: undefined }, "Feedback type is required"],
    [{ feedbackType: "praise" }, "Feedback type is required"],
    [{ category: "sound" }, "Category must be gameplay, ui, performance, content or other"],
    [{ priority: "urgent" }, "Priority must be low, medium, high or critical"],
    [{ gameId: "abc" }, "gameId must be a game id or null"],
    [{ gameId: -3 }, "gameId must be a game id or null"],
    [{ gameId: 1.5 }, "gameId must be a game id or null"],
    [{ gameId: 3_000_000_000 }, "gameId must be a game id or null"],
  ])("refuses %j with '%s'", async (override, message) => {
    const author = await member(t);
    const response = await post(author, { ...feedbackInput(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("asks for 30 seconds between two submissions, with Retry-After", async () => {
    const author = await member(t);
    await submitFeedback(t, author);
    t.clock.advance(10_000);
    const refused = await post(author, feedbackInput());
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBe(SUBMIT_INTERVAL_SECONDS - 10);
    expect(refused.json()).toEqual({
      error: `You're submitting feedback too quickly. Please wait ${retryAfter} seconds before submitting again.`,
    });
    t.clock.advance(retryAfter * 1000);
    expect((await post(author, feedbackInput())).statusCode).toBe(201);
  });

  it("allows 10 submissions a day, 3 for an account younger than a day", async () => {
    nextDay();
    const fresh = await member(t, { newAccount: true });
    for (let index = 0; index < DAILY_SUBMISSIONS.newAccount; index += 1) {
      await submitFeedback(t, fresh);
    }
    waitForNextSubmission(t);
    const refusedNew = await post(fresh, feedbackInput());
    expect(refusedNew.statusCode).toBe(429);
    expect(Number(refusedNew.headers["retry-after"])).toBeGreaterThan(0);
    expect(refusedNew.json()).toEqual({
      error: "New accounts can submit 3 feedback items a day. Please try again later.",
    });

    const regular = await member(t);
    for (let index = 0; index < DAILY_SUBMISSIONS.any; index += 1) {
      await submitFeedback(t, regular);
    }
    waitForNextSubmission(t);
    const refused = await post(regular, feedbackInput());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: "You've reached the limit of 10 feedback items a day. Please try again later.",
    });
    t.clock.advance(DAY_MS);
    expect((await post(regular, feedbackInput())).statusCode).toBe(201);
  });

  it("pays the submission award up to its daily cap, then counts it for nothing", async () => {
    nextDay();
    const author = await member(t);
    const cap = AWARD_RULES.feedbackSubmitted.dailyCap;
    const earned: number[] = [];
    for (let index = 0; index < cap + 1; index += 1) {
      earned.push((await submitFeedback(t, author)).award?.pointsEarned ?? -1);
    }
    expect(earned).toEqual([
      ...Array.from({ length: cap }, () => AWARD_RULES.feedbackSubmitted.points),
      0,
    ]);
    await expectLedgerMatchesTotals(t.database.db, author.user.id);
  });
});

describe("GET /api/community-feedback/:id", () => {
  it("answers the item, or 404 for unknown and malformed ids", async () => {
    const author = await member(t);
    const item = await submitFeedback(t, author);
    const read = await visitor(t).get(`/api/community-feedback/${item.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<FeedbackItemReply>()).toMatchObject({
      id: item.id,
      hasVoted: false,
      votes: 1,
      statusHistory: [],
      duplicates: [],
    });
    for (const id of ["0", "-1", "abc", "2147483648", "99999999", "1.5"]) {
      const response = await visitor(t).get(`/api/community-feedback/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Feedback not found" });
    }
  });
});
