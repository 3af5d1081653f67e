import { describe, expect, it } from "vitest";
import { ROADMAP_COLUMN_LIMIT, type RoadmapReply } from "../../../shared/roadmap";
import { DAY_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";
import { admin, plainUser, visitor } from "../../test/test-members";
import { insertFeedbackRow, voteOnFeedback } from "../feedback/feedback-test-helpers";

const t = testAppForFile({ seed: false });

const at = (msAgo: number) => new Date(t.clock.now().getTime() - msAgo).toISOString();

async function addUpdate(input: {
  slug: string;
  stage: "planned" | "in-progress" | "done" | null;
  type?: "roadmap" | "announcement";
  gameTitle?: string | null;
  publishedAt: string;
}): Promise<number> {
  const row = await t.database.db
    .insertInto("developerUpdates")
    .values({
      slug: input.slug,
      title: `Update ${input.slug}`,
      content: "Body",
      contentHtml: "<p>Body</p>",
      excerpt: "Body",
      updateType: input.type ?? "roadmap",
      roadmapStage: input.stage,
      gameTitle: input.gameTitle ?? null,
      authorName: "The team",
      publishedAt: input.publishedAt,
      createdAt: input.publishedAt,
      updatedAt: input.publishedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function roadmap(): Promise<RoadmapReply> {
  const response = await visitor(t).get("/api/roadmap");
  expect(response.statusCode).toBe(200);
  return response.json<RoadmapReply>();
}

describe("GET /api/roadmap", () => {
  it("fills Planned, In Progress and Done from feedback and roadmap updates", async () => {
    const team = await admin(t);
    const voters = await Promise.all(Array.from({ length: 3 }, () => plainUser(t)));
    const reviewed = await insertFeedbackRow(t, {
      authorId: null,
      title: "Cross-save between PC and console",
      feedbackType: "feature-request",
      status: "in-review",
    });
    await voteOnFeedback(t, reviewed, voters);
    await t.database.db
      .insertInto("feedbackStatusChanges")
      .values({
        feedbackId: reviewed,
        fromStatus: "open",
        toStatus: "in-review",
        changedBy: team.user.id,
        createdAt: at(2 * DAY_MS),
      })
      .execute();
    const quietReview = await insertFeedbackRow(t, {
      authorId: null,
      feedbackType: "bug-report",
      status: "in-review",
    });
    const building = await insertFeedbackRow(t, { authorId: null, status: "in-progress" });
    const fixed = await insertFeedbackRow(t, {
      authorId: null,
      feedbackType: "bug-report",
      status: "resolved",
    });
    // Out of the roadmap: open, closed, hidden and merged items, and non-roadmap updates.
    await insertFeedbackRow(t, { authorId: null, status: "open" });
    await insertFeedbackRow(t, { authorId: null, status: "closed" });
    await insertFeedbackRow(t, { authorId: null, status: "in-review", isHidden: true });
    await insertFeedbackRow(t, { authorId: null, status: "resolved", mergedIntoId: fixed });
    await addUpdate({ slug: "news", stage: null, type: "announcement", publishedAt: at(DAY_MS) });
    const plannedUpdate = await addUpdate({
      slug: "co-op-plans",
      stage: "planned",
      gameTitle: "Star Drift",
      publishedAt: at(DAY_MS),
    });
    const doneUpdate = await addUpdate({ slug: "shipped", stage: "done", publishedAt: at(DAY_MS) });

    const reply = await roadmap();
    expect(reply.columns.map((column) => [column.stage, column.title])).toEqual([
      ["planned", "Planned"],
      ["in-progress", "In Progress"],
      ["done", "Done"],
    ]);
    const [planned, progress, done] = reply.columns;
    expect(planned?.cards.map((card) => [card.kind, card.id])).toEqual([
      ["feedback", reviewed],
      ["feedback", quietReview],
      ["update", plannedUpdate],
    ]);
    expect(planned?.cards[0]).toEqual({
      kind: "feedback",
      id: reviewed,
      title: "Cross-save between PC and console",
      url: `/community-feedback/${reviewed}`,
      votes: 3,
      label: "Feature Request",
      gameTitle: null,
      updatedAt: at(2 * DAY_MS),
    });
    expect(planned?.cards[1]?.label).toBe("Bug Report");
    expect(planned?.cards[2]).toEqual({
      kind: "update",
      id: plannedUpdate,
      title: "Update co-op-plans",
      url: "/developer-updates/co-op-plans",
      votes: null,
      label: "Roadmap",
      gameTitle: "Star Drift",
      updatedAt: at(DAY_MS),
    });
    expect(progress?.cards.map((card) => card.id)).toEqual([building]);
    expect(done?.cards.map((card) => [card.kind, card.id])).toEqual([
      ["feedback", fixed],
      ["update", doneUpdate],
    ]);
  });

  it(`shows at most ${ROADMAP_COLUMN_LIMIT} cards a column, most voted first`, async () => {
    const voter = await plainUser(t);
    const topVoted = await insertFeedbackRow(t, { authorId: null, status: "in-progress" });
    await voteOnFeedback(t, topVoted, [voter]);
    for (let index = 0; index < ROADMAP_COLUMN_LIMIT + 2; index += 1) {
      await insertFeedbackRow(t, { authorId: null, status: "in-progress" });
    }
    const progress = (await roadmap()).columns[1];
    expect(progress?.cards).toHaveLength(ROADMAP_COLUMN_LIMIT);
    expect(progress?.cards[0]?.id).toBe(topVoted);
  });
});
