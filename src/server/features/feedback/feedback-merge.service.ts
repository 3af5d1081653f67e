import type { FeedbackItemReply } from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import type { SignedIn } from "../../plugins/session";
import { publishUnreadCounts, recordNotifications } from "../notifications";
import { FEEDBACK_NOT_FOUND_MESSAGE, readFeedbackItem } from "./feedback.service";
import {
  type FeedbackState,
  insertStatusChange,
  lockFeedbackState,
  moveVotes,
  updateFeedbackRow,
} from "./feedback-admin.repo";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import { findFeedbackFollowers, mergedDrafts } from "./feedback-notify";

export const MERGE_INTO_ITSELF_MESSAGE = "A feedback item cannot be merged into itself";
export const MERGE_TARGET_NOT_FOUND_MESSAGE = "The feedback to merge into was not found";
export const ALREADY_MERGED_MESSAGE = "This feedback item has already been merged into another one";
export const TARGET_MERGED_MESSAGE =
  "The feedback item to merge into has itself been merged into another one";

/**
 * `POST /api/community-feedback/{id}/merge` (admins): the item is a duplicate of `intoId`. In
 * one transaction its votes move there (a member who voted for both counts once), it is
 * closed and points to the target, items merged into it earlier follow it, both counts are
 * recomputed and its voters and author are told where their vote went. Merging pays no
 * awards: a moved vote already earned the duplicate's author what it earns.
 */
export async function mergeFeedback(
  context: Pick<AppContext, "db" | "engine" | "now" | "events">,
  actor: SignedIn["user"],
  sourceId: number,
  intoId: number,
): Promise<FeedbackItemReply> {
  if (sourceId === intoId) throw badRequest(MERGE_INTO_ITSELF_MESSAGE);
  const notified = await context.db.transaction().execute(async (trx) => {
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    const locked = new Map<number, FeedbackState | undefined>();
    for (const id of [sourceId, intoId].sort((a, b) => a - b)) {
      locked.set(id, await lockFeedbackState(trx, context.engine, id));
    }
    const source = locked.get(sourceId);
    const target = locked.get(intoId);
    if (!source) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    if (!target) throw notFound(MERGE_TARGET_NOT_FOUND_MESSAGE);
    if (source.mergedIntoId !== null) throw conflict(ALREADY_MERGED_MESSAGE);
    if (target.mergedIntoId !== null) throw conflict(TARGET_MERGED_MESSAGE);
    const now = context.now();
    // Read before the votes move: these are the people who asked for the duplicate.
    const followers = await findFeedbackFollowers(trx, source);
    await moveVotes(trx, sourceId, intoId);
    if (source.status !== "closed") {
      await insertStatusChange(trx, {
        feedbackId: sourceId,
        fromStatus: source.status,
        toStatus: "closed",
        changedBy: actor.id,
        createdAt: now.toISOString(),
      });
    }
    await updateFeedbackRow(trx, sourceId, {
      status: "closed",
      mergedIntoId: intoId,
      updatedAt: now.toISOString(),
    });
    // Duplicates of the duplicate now point at the item that stays, never at a closed one.
    await trx
      .updateTable("feedbackItems")
      .set({ mergedIntoId: intoId })
      .where("mergedIntoId", "=", sourceId)
      .execute();
    for (const id of [sourceId, intoId].sort((a, b) => a - b)) {
      await refreshFeedbackCounts(trx, id);
    }
    return recordNotifications(trx, mergedDrafts(followers, actor.id, source, target), now);
  });
  await publishUnreadCounts(context, notified);
  return readFeedbackItem(context, actor, intoId);
}
