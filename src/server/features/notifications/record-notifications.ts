import type { Transaction } from "kysely";
import type { NotificationKind } from "../../../shared/notifications";
import type { Database } from "../../db/schema";
import { queueNotificationMail } from "./notification-mail";

/** One member to tell about something another member did. */
export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  /** Who did it; nobody is told about their own action. */
  actorId: number | null;
  text: string;
  url: string;
  threadId?: number | null;
  replyId?: number | null;
  feedbackId?: number | null;
}

/** The strongest reason wins when one post concerns a member several ways. */
const PRIORITY: Record<NotificationKind, number> = {
  quote: 3,
  mention: 2,
  reply: 1,
  "feedback-response": 0,
  "feedback-status": 0,
  "feedback-comment": 0,
  "streamer-application": 0,
};

/**
 * Writes notifications inside the caller's transaction (they exist exactly when the post
 * does): one per member, never to the actor. Members who turned notification e-mail on get
 * it queued in the same transaction. Returns the members notified, so the caller can
 * push their new unread counts once the transaction has committed.
 */
export async function recordNotifications(
  trx: Transaction<Database>,
  drafts: readonly NotificationDraft[],
  now: Date,
): Promise<number[]> {
  const byUser = new Map<number, NotificationDraft>();
  for (const draft of drafts) {
    if (draft.actorId !== null && draft.userId === draft.actorId) continue;
    const current = byUser.get(draft.userId);
    if (!current || PRIORITY[draft.kind] > PRIORITY[current.kind]) byUser.set(draft.userId, draft);
  }
  if (byUser.size === 0) return [];
  const chosen = [...byUser.values()];
  await trx
    .insertInto("notifications")
    .values(
      chosen.map((draft) => ({
        userId: draft.userId,
        kind: draft.kind,
        actorId: draft.actorId,
        text: draft.text,
        url: draft.url,
        threadId: draft.threadId ?? null,
        replyId: draft.replyId ?? null,
        feedbackId: draft.feedbackId ?? null,
        createdAt: now.toISOString(),
      })),
    )
    .execute();
  await queueNotificationMail(trx, chosen, now);
  return [...byUser.keys()];
}
