import type { Transaction } from "kysely";
import {
  FEEDBACK_STATUS_LABELS,
  type FeedbackStatus,
  feedbackPath,
} from "../../../shared/feedback";
import type { Database } from "../../db/schema";
import type { NotificationDraft } from "../notifications";

/**
 * Who hears about the team's work on a feedback item, and what they read. Everyone who asked
 * for it (its voters) and its author are told; recordNotifications leaves out the admin who
 * acted and writes one notification a member.
 */

/** The item's voters and its author, each once, in id order. */
export async function findFeedbackFollowers(
  trx: Transaction<Database>,
  item: { id: number; authorId: number | null },
): Promise<number[]> {
  const voters = await trx
    .selectFrom("feedbackVotes")
    .select("userId")
    .where("feedbackId", "=", item.id)
    .execute();
  const ids = new Set(voters.map((vote) => vote.userId));
  if (item.authorId !== null) ids.add(item.authorId);
  return [...ids].sort((a, b) => a - b);
}

export function statusChangedDrafts(
  followers: readonly number[],
  actorId: number,
  item: { id: number; title: string },
  status: FeedbackStatus,
): NotificationDraft[] {
  return followers.map((userId) => ({
    userId,
    kind: "feedback-status" as const,
    actorId,
    text: `The team marked “${item.title}” as ${FEEDBACK_STATUS_LABELS[status]}`,
    url: feedbackPath(item.id),
    feedbackId: item.id,
  }));
}

export function respondedDrafts(
  followers: readonly number[],
  actorId: number,
  item: { id: number; title: string },
): NotificationDraft[] {
  return followers.map((userId) => ({
    userId,
    kind: "feedback-response" as const,
    actorId,
    text: `The team responded to “${item.title}”`,
    url: feedbackPath(item.id),
    feedbackId: item.id,
  }));
}

/** The duplicate's people are sent to the item their votes now count on. */
export function mergedDrafts(
  followers: readonly number[],
  actorId: number,
  source: { title: string },
  target: { id: number; title: string },
): NotificationDraft[] {
  return followers.map((userId) => ({
    userId,
    kind: "feedback-status" as const,
    actorId,
    text: `“${source.title}” was merged into “${target.title}”; your vote moved there`,
    url: feedbackPath(target.id),
    feedbackId: target.id,
  }));
}

export function commentDrafts(
  actor: { id: number; username: string },
  item: { id: number; title: string; authorId: number | null },
  commentId: number,
  mentioned: readonly { id: number }[],
): NotificationDraft[] {
  const base = {
    actorId: actor.id,
    url: feedbackPath(item.id, commentId),
    feedbackId: item.id,
  };
  const drafts: NotificationDraft[] = mentioned.map((user) => ({
    ...base,
    userId: user.id,
    kind: "mention" as const,
    text: `${actor.username} mentioned you in “${item.title}”`,
  }));
  if (item.authorId !== null) {
    drafts.push({
      ...base,
      userId: item.authorId,
      kind: "feedback-comment",
      text: `${actor.username} commented on “${item.title}”`,
    });
  }
  return drafts;
}
