import { describe, expect, it } from "vitest";
import type { CreatedReply } from "../../../shared/forum";
import { testAppForFile } from "../../test/test-fixtures";
import { member } from "../../test/test-members";
import { AWARD_RULES } from "../gamification/award-rules";
import { addCategory, startThread, waitForNextPost } from "./forum-test-helpers";

const t = testAppForFile({ seed: false });

function ledgerOf(userId: number, reason: string) {
  return t.database.db
    .selectFrom("pointLedger")
    .select(["points", "idempotencyKey"])
    .where("userId", "=", userId)
    .where("reason", "=", reason)
    .orderBy("id")
    .execute();
}

describe("forum points", () => {
  it("credits the category's points reward for starting a discussion, once", async () => {
    const categoryId = await addCategory(t, { pointsReward: 25 });
    const author = await member(t);
    const thread = await startThread(t, author, categoryId);
    expect(thread.award).toMatchObject({
      pointsEarned: 25,
      experienceEarned: AWARD_RULES.forumThreadStarted.experience,
      alreadyCredited: false,
    });
    expect(await ledgerOf(author.user.id, AWARD_RULES.forumThreadStarted.reason)).toEqual([
      { points: 25, idempotencyKey: `forum-thread:${thread.id}` },
    ]);
    const unlocked = thread.award?.unlockedAchievements.map((entry) => entry.id) ?? [];
    expect(unlocked).toContain("forum-first-discussion");
  });

  it("credits a reply's points", async () => {
    const categoryId = await addCategory(t);
    const starter = await member(t);
    const replier = await member(t);
    const thread = await startThread(t, starter, categoryId);
    waitForNextPost(t);
    const response = await replier.browser.post(`/api/forum/threads/${thread.id}/replies`, {
      content: "Worth every point",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedReply>();
    expect(created.award).toMatchObject({
      pointsEarned: AWARD_RULES.forumReplyPosted.points,
      alreadyCredited: false,
    });
    expect(await ledgerOf(replier.user.id, AWARD_RULES.forumReplyPosted.reason)).toEqual([
      { points: AWARD_RULES.forumReplyPosted.points, idempotencyKey: `forum-reply:${created.id}` },
    ]);
  });

  it(`pays nothing for discussions beyond the daily cap of ${AWARD_RULES.forumThreadStarted.dailyCap}`, async () => {
    const categoryId = await addCategory(t, { pointsReward: 10 });
    const author = await member(t);
    // Starts at the beginning of a UTC day, so every post lands on the same day.
    const now = t.clock.now();
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(nextDay - now.getTime() + 60_000);
    const earned: number[] = [];
    for (let index = 0; index <= AWARD_RULES.forumThreadStarted.dailyCap; index += 1) {
      earned.push((await startThread(t, author, categoryId)).award?.pointsEarned ?? -1);
    }
    expect(earned).toEqual([...Array(AWARD_RULES.forumThreadStarted.dailyCap).fill(10), 0]);
  });
});
