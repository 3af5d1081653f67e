import type { AppContext } from "../../app-context";
import { userChannel } from "../../lib/events/event-bus";

/** Members' unread notifications (the bell's number). */
export async function countUnread(db: AppContext["db"], userId: number): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("userId", "=", userId)
    .where("readAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Pushes each member's new unread count to their open pages. Call after the transaction that
 * wrote the notifications has committed; a failure here loses only the live push (the bell
 * reads the count again on its next load), never the notification.
 */
export async function publishUnreadCounts(
  context: Pick<AppContext, "db" | "events">,
  userIds: readonly number[],
): Promise<void> {
  for (const userId of userIds) {
    try {
      const unreadCount = await countUnread(context.db, userId);
      context.events.publish(userChannel(userId), { type: "unread", unreadCount });
    } catch {
      // The count is read again when the member's page loads the bell.
    }
  }
}
