import { describe, expect, it } from "vitest";
import type { FeedbackItemReply } from "../../../shared/feedback";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, member, visitor } from "../../test/test-members";
import { insertFeedbackRow } from "./feedback-test-helpers";

const t = testAppForFile({ seed: false });

const at = (msAgo: number) => new Date(t.clock.now().getTime() - msAgo).toISOString();

describe("GET /api/community-feedback/:id", () => {
  it("answers the status history oldest first, with who changed it", async () => {
    const team = await admin(t);
    const id = await insertFeedbackRow(t, {
      authorId: null,
      status: "in-progress",
      response: { text: "Working on it", by: team.user.id, at: at(1_000) },
    });
    await t.database.db
      .insertInto("feedbackStatusChanges")
      .values([
        {
          feedbackId: id,
          fromStatus: "in-review",
          toStatus: "in-progress",
          changedBy: team.user.id,
          createdAt: at(60_000),
        },
        {
          feedbackId: id,
          fromStatus: "open",
          toStatus: "in-review",
          changedBy: null,
          createdAt: at(120_000),
        },
      ])
      .execute();
    const reply = (await visitor(t).get(`/api/community-feedback/${id}`)).json<FeedbackItemReply>();
    expect(reply.statusHistory).toEqual([
      { fromStatus: "open", toStatus: "in-review", changedBy: null, createdAt: at(120_000) },
      {
        fromStatus: "in-review",
        toStatus: "in-progress",
        changedBy: team.user.username,
        createdAt: at(60_000),
      },
    ]);
    expect(reply).toMatchObject({
      status: "in-progress",
      responseFromDev: "Working on it",
      respondedBy: team.user.username,
      respondedAt: at(1_000),
    });
  });

  it("lists the duplicates merged into an item, and links a duplicate to its target", async () => {
    const target = await insertFeedbackRow(t, { authorId: null, title: "The original" });
    const duplicate = await insertFeedbackRow(t, {
      authorId: null,
      title: "The copy",
      status: "closed",
      mergedIntoId: target,
    });
    const read = (await visitor(t).get(`/api/community-feedback/${target}`)).json();
    expect(read.duplicates).toEqual([{ id: duplicate, title: "The copy" }]);
    const copy = (await visitor(t).get(`/api/community-feedback/${duplicate}`)).json();
    expect(copy.mergedInto).toEqual({ id: target, title: "The original" });
    expect(copy.duplicates).toEqual([]);
  });

  it("shows a hidden item to its author and to admins only (404 for everyone else)", async () => {
    const author = await member(t);
    const team = await admin(t);
    const other = await member(t);
    const id = await insertFeedbackRow(t, { authorId: author.user.id, isHidden: true });
    for (const browser of [visitor(t), other.browser]) {
      const response = await browser.get(`/api/community-feedback/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Feedback not found" });
    }
    for (const browser of [author.browser, team.browser]) {
      const response = await browser.get(`/api/community-feedback/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().isHidden).toBe(true);
    }
  });
});
