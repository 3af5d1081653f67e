import type {
  CreatedFeedbackReply,
  CreateFeedbackInput,
  FeedbackStatus,
} from "../../../shared/feedback";
import { renderMarkdown } from "../../lib/markdown";
import type { TestApp } from "../../test/test-app";
import type { Member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { insertFeedbackItem } from "./feedback.repo";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import { SUBMIT_INTERVAL_SECONDS } from "./feedback-limits";

/**
 * What community feedback's API tests share besides the members of test/test-members.ts: items made through the API, and rows written straight to the
 * database where a test needs many of them or a state the API reaches only through admin steps.
 */

/** Moves the clock past the pause between two submissions of one member. */
export function waitForNextSubmission(t: TestApp): void {
  t.clock.advance((SUBMIT_INTERVAL_SECONDS + 1) * 1000);
}

export function feedbackInput(overrides: Partial<CreateFeedbackInput> = {}): CreateFeedbackInput {
  const suffix = unique();
  return {
    title: `Feedback ${suffix}`,
    description: `The description of feedback ${suffix}, long enough to pass.`,
    feedbackType: "feature-request",
    category: "gameplay",
    priority: "medium",
    gameId: null,
    ...overrides,
  };
}

/** Submits feedback through the API (after the submission pause); fails the test on non-201. */
export async function submitFeedback(
  t: TestApp,
  author: Member,
  overrides: Partial<CreateFeedbackInput> = {},
): Promise<CreatedFeedbackReply> {
  waitForNextSubmission(t);
  const response = await author.browser.post("/api/community-feedback", feedbackInput(overrides));
  if (response.statusCode !== 201) throw new Error(`submit feedback: ${response.body}`);
  return response.json<CreatedFeedbackReply>();
}

/**
 * An item written straight to the database at the clock's time (or `createdAt`), in any state
 * the admins' steps reach, counted like a real one.
 */
export async function insertFeedbackRow(
  t: TestApp,
  input: {
    authorId: number | null;
    title?: string;
    description?: string;
    feedbackType?: CreateFeedbackInput["feedbackType"];
    category?: "gameplay" | "ui" | "performance" | "content" | "other" | null;
    status?: FeedbackStatus;
    isHidden?: boolean;
    mergedIntoId?: number | null;
    response?: { text: string; by: number | null; at?: string };
    createdAt?: string;
  },
): Promise<number> {
  const createdAt = input.createdAt ?? t.clock.now().toISOString();
  const description = input.description ?? `Body of stored feedback ${unique()}, long enough.`;
  return t.database.db.transaction().execute(async (trx) => {
    const id = await insertFeedbackItem(trx, {
      title: input.title ?? `Stored feedback ${unique()}`,
      description,
      descriptionHtml: renderMarkdown(description),
      feedbackType: input.feedbackType ?? "feature-request",
      category: input.category === undefined ? "gameplay" : input.category,
      priority: "medium",
      gameId: null,
      authorId: input.authorId,
      createdAt,
    });
    await trx
      .updateTable("feedbackItems")
      .set({
        status: input.status ?? "open",
        isHidden: input.isHidden ?? false,
        mergedIntoId: input.mergedIntoId ?? null,
        ...(input.response
          ? {
              responseFromDev: input.response.text,
              responseHtml: renderMarkdown(input.response.text),
              respondedBy: input.response.by,
              respondedAt: input.response.at ?? createdAt,
            }
          : {}),
      })
      .where("id", "=", id)
      .execute();
    await refreshFeedbackCounts(trx, id);
    return id;
  });
}

/** Votes from `voterIds` at `at` (the clock's time by default), then the counts recomputed. */
export async function voteOnFeedback(
  t: TestApp,
  feedbackId: number,
  voterIds: readonly number[],
  at?: string,
): Promise<void> {
  if (voterIds.length === 0) return;
  const createdAt = at ?? t.clock.now().toISOString();
  await t.database.db
    .insertInto("feedbackVotes")
    .values(voterIds.map((userId) => ({ feedbackId, userId, createdAt })))
    .execute();
  await refreshFeedbackCounts(t.database.db, feedbackId);
}
