import { describe, expect, it } from "vitest";
import type { FeedbackListReply } from "../../shared/feedback";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
} from "../../shared/feedback-limits";
import type { RoadmapReply } from "../../shared/roadmap";
import { testAppForFile } from "../test/test-fixtures";
import { seedDemoFeedback } from "./demo-feedback";
import { DEMO_FEEDBACK } from "./demo-feedback-data";

const t = testAppForFile();

async function countOf(table: "feedbackVotes" | "feedbackComments", feedbackId: number) {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("feedbackId", "=", feedbackId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("demo feedback seed", () => {
  it("writes every item by a demo member, across every type, category, priority and status", async () => {
    const items = await t.database.db.selectFrom("feedbackItems").selectAll().execute();
    expect(items).toHaveLength(DEMO_FEEDBACK.length);
    expect(items.length).toBeGreaterThanOrEqual(16);
    expect(items.every((item) => item.authorId !== null)).toBe(true);
    expect(new Set(items.map((item) => item.feedbackType))).toEqual(new Set(FEEDBACK_TYPES));
    expect(new Set(items.map((item) => item.priority))).toEqual(new Set(FEEDBACK_PRIORITIES));
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(FEEDBACK_STATUSES));
    for (const category of FEEDBACK_CATEGORIES) {
      expect(items.some((item) => item.category === category)).toBe(true);
    }
    for (const item of items) {
      expect(Number(item.votes)).toBe(await countOf("feedbackVotes", item.id));
      expect(Number(item.commentCount)).toBe(await countOf("feedbackComments", item.id));
      expect(item.descriptionHtml).not.toBe("");
    }
    const comments = items.reduce((sum, item) => sum + Number(item.commentCount), 0);
    expect(comments).toBeGreaterThanOrEqual(6);
    expect(comments).toBeLessThanOrEqual(10);
  });

  it("merges one duplicate into its original, with no votes of its own", async () => {
    const merged = await t.database.db
      .selectFrom("feedbackItems")
      .selectAll()
      .where("mergedIntoId", "is not", null)
      .execute();
    expect(merged).toHaveLength(1);
    expect(merged[0]?.status).toBe("closed");
    expect(Number(merged[0]?.votes)).toBe(0);
  });

  it("fills the hub's tabs and the roadmap's three columns", async () => {
    const all = (await t.app.inject("/api/community-feedback")).json<FeedbackListReply>();
    const trending = (
      await t.app.inject("/api/community-feedback?tab=trending")
    ).json<FeedbackListReply>();
    expect(all.items.length).toBe(DEMO_FEEDBACK.length - 1);
    expect(trending.items.map((item) => item.id)).not.toEqual(all.items.map((item) => item.id));
    const responses = (
      await t.app.inject("/api/community-feedback?tab=dev-responses")
    ).json<FeedbackListReply>();
    expect(responses.items.length).toBeGreaterThanOrEqual(5);
    expect(responses.items.every((item) => item.responseHtml && item.respondedAt)).toBe(true);
    const roadmap = (await t.app.inject("/api/roadmap")).json<RoadmapReply>();
    for (const column of roadmap.columns) {
      expect(column.cards.filter((card) => card.kind === "feedback").length).toBeGreaterThan(2);
    }
  });

  it("adds nothing when feedback exists already", async () => {
    await seedDemoFeedback(t.database.db, new Date());
    const row = await t.database.db
      .selectFrom("feedbackItems")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(DEMO_FEEDBACK.length);
  });
});
