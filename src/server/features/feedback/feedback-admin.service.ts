import type { Updateable } from "kysely";
import type { FeedbackItemReply, UpdateFeedback } from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import type { FeedbackItemTable } from "../../db/schema";
import { forbidden, notFound } from "../../lib/http-error";
import { renderMarkdown } from "../../lib/markdown";
import type { ContentActor } from "../../plugins/content-actor";
import type { SignedIn } from "../../plugins/session";
import { withAwards } from "../gamification";
import { type NotificationDraft, publishUnreadCounts, recordNotifications } from "../notifications";
import { canSeeFeedback, FEEDBACK_NOT_FOUND_MESSAGE, readFeedbackItem } from "./feedback.service";
import {
  deleteFeedbackRow,
  findCommentAuthors,
  findVoterIds,
  insertStatusChange,
  lockFeedbackState,
  updateFeedbackRow,
} from "./feedback-admin.repo";
import { reverseFeedbackVoteAward } from "./feedback-awards";
import { reverseFeedbackCommentAward } from "./feedback-comments-awards";
import { findFeedbackFollowers, respondedDrafts, statusChangedDrafts } from "./feedback-notify";

export const DELETE_OWN_FEEDBACK_MESSAGE = "You can only delete your own feedback";
export const FEEDBACK_ANSWERED_MESSAGE =
  "Feedback the team has answered or moved on from can no longer be deleted";

type AdminContext = Pick<AppContext, "db" | "engine" | "now" | "events">;
type Actor = SignedIn["user"];

/**
 * `PATCH /api/community-feedback/{id}` (admins): the status (each change kept in the item's
 * history) and the one developer response (rendered once; a new text replaces the old one and
 * names this admin and now; null or '' removes it). A changed status or a new or changed
 * response tells every voter and the author in the same transaction; saving what is already
 * there changes nothing and tells nobody.
 */
export async function updateFeedback(
  context: AdminContext,
  actor: Actor,
  id: number,
  patch: UpdateFeedback,
): Promise<FeedbackItemReply> {
  const notified = await context.db.transaction().execute(async (trx) => {
    const item = await lockFeedbackState(trx, context.engine, id);
    if (!item) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    const now = context.now();
    const changes: Updateable<FeedbackItemTable> = {};
    const statusChanged = patch.status !== undefined && patch.status !== item.status;
    if (patch.status !== undefined && statusChanged) {
      changes.status = patch.status;
      await insertStatusChange(trx, {
        feedbackId: id,
        fromStatus: item.status,
        toStatus: patch.status,
        changedBy: actor.id,
        createdAt: now.toISOString(),
      });
    }
    let responded = false;
    if (patch.responseFromDev === null && item.responseFromDev !== null) {
      changes.responseFromDev = null;
      changes.responseHtml = null;
      changes.respondedBy = null;
      changes.respondedAt = null;
    } else if (
      typeof patch.responseFromDev === "string" &&
      patch.responseFromDev !== item.responseFromDev
    ) {
      responded = true;
      changes.responseFromDev = patch.responseFromDev;
      changes.responseHtml = renderMarkdown(patch.responseFromDev);
      changes.respondedBy = actor.id;
      changes.respondedAt = now.toISOString();
    }
    if (Object.keys(changes).length === 0) return [];
    changes.updatedAt = now.toISOString();
    await updateFeedbackRow(trx, id, changes);
    if (!statusChanged && !responded) return [];
    const followers = await findFeedbackFollowers(trx, item);
    // One notification a member: the status change is the bigger news when both happen.
    const drafts: NotificationDraft[] =
      statusChanged && patch.status !== undefined
        ? statusChangedDrafts(followers, actor.id, item, patch.status)
        : respondedDrafts(followers, actor.id, item);
    return recordNotifications(trx, drafts, now);
  });
  await publishUnreadCounts(context, notified);
  return readFeedbackItem(context, actor, id);
}

/**
 * `DELETE /api/community-feedback/{id}`: an admin, or its author while the item is still open
 * and unanswered (once the team has acted on it, it belongs to the community's record).
 */
export async function deleteFeedback(
  context: AdminContext,
  contentActor: ContentActor,
  id: number,
): Promise<void> {
  const actor = contentActor.user;
  await context.db.transaction().execute(async (trx) => {
    const item = await lockFeedbackState(trx, context.engine, id);
    if (!item || !canSeeFeedback(actor, item)) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    if (!actor.isAdmin) {
      if (item.authorId !== actor.id) throw forbidden(DELETE_OWN_FEEDBACK_MESSAGE);
      if (item.responseFromDev !== null || item.status !== "open") {
        throw forbidden(FEEDBACK_ANSWERED_MESSAGE);
      }
    } else if (item.authorId !== actor.id) {
      contentActor.usesAdminRole();
    }
    await removeFeedback({ ...context, db: trx }, id);
  });
}

/**
 * Deletes an item and takes back what it earned: its author's submission and vote awards and
 * its commenters' comment awards, each with a negative ledger row (as deleting a discussion
 * does), one member at a time in ascending id order.
 */
export async function removeFeedback(
  context: Pick<AppContext, "db" | "engine" | "now">,
  id: number,
): Promise<void> {
  await inTransaction(context.db, async (trx) => {
    const item = await lockFeedbackState(trx, context.engine, id);
    if (!item) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    const voters = await findVoterIds(trx, id);
    const comments = await findCommentAuthors(trx, id);
    const members = new Set<number>();
    if (item.authorId !== null) members.add(item.authorId);
    for (const comment of comments) if (comment.authorId !== null) members.add(comment.authorId);
    for (const memberId of [...members].sort((a, b) => a - b)) {
      await withAwards({ ...context, db: trx }, memberId, async (scope) => {
        if (item.authorId === memberId) {
          // The key feedback-awards.ts credits a submission under.
          const key = `feedback-submitted:${id}`;
          await scope.reverse({ idempotencyKey: key, reversalKey: `${key}:deleted` });
          for (const voterId of voters) await reverseFeedbackVoteAward(scope, id, voterId);
        }
        for (const comment of comments) {
          if (comment.authorId === memberId) await reverseFeedbackCommentAward(scope, comment.id);
        }
      });
    }
    await deleteFeedbackRow(trx, id);
  });
}
