import { MAX_ID } from "../../../shared/ids-limits";
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationSettings,
  type NotificationsReply,
} from "../../../shared/notifications";
import type { AppContext } from "../../app-context";
import { userChannel } from "../../lib/events/event-bus";
import { badRequest } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { SignedIn } from "../../plugins/session";
import {
  findNotificationEmailSetting,
  findNotifications,
  markNotificationsRead,
  updateNotificationEmailSetting,
} from "./notifications.repo";
import { countUnread } from "./unread-events";

/** The cursor is the id of the last notification of the page before (keyset paging). */
function parseCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === "") return undefined;
  if (!/^\d{1,10}$/.test(cursor) || Number(cursor) > MAX_ID) throw badRequest("Invalid cursor");
  return Number(cursor);
}

export async function listNotifications(
  context: AppContext,
  auth: SignedIn,
  cursor: string | undefined,
): Promise<NotificationsReply> {
  const beforeId = parseCursor(cursor);
  const [rows, unreadCount] = await Promise.all([
    findNotifications(context.db, auth.user.id, {
      beforeId,
      limit: NOTIFICATIONS_PAGE_SIZE + 1,
    }),
    countUnread(context.db, auth.user.id),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      text: row.text,
      url: row.url,
      actor:
        row.actorUsername === null
          ? null
          : { username: row.actorUsername, avatar: row.actorAvatar ?? null },
      createdAt: toIsoString(row.createdAt),
      isRead: row.readAt !== null,
    })),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE && last ? String(last.id) : null,
    unreadCount,
  };
}

/**
 * Marks the member's own notifications read (ids of others' notifications change nothing)
 * and pushes the new count to the member's other open pages.
 */
export async function readNotifications(
  context: AppContext,
  auth: SignedIn,
  which: { ids: number[] } | { all: true },
): Promise<{ unreadCount: number }> {
  await markNotificationsRead(
    context.db,
    auth.user.id,
    "ids" in which ? which.ids : "all",
    context.now(),
  );
  const unreadCount = await countUnread(context.db, auth.user.id);
  context.events.publish(userChannel(auth.user.id), { type: "unread", unreadCount });
  return { unreadCount };
}

export async function getUnreadCount(
  context: AppContext,
  auth: SignedIn,
): Promise<{ unreadCount: number }> {
  return { unreadCount: await countUnread(context.db, auth.user.id) };
}

export async function getNotificationSettings(
  context: AppContext,
  auth: SignedIn,
): Promise<NotificationSettings> {
  return { emailNotifications: await findNotificationEmailSetting(context.db, auth.user.id) };
}

export async function saveNotificationSettings(
  context: AppContext,
  auth: SignedIn,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await updateNotificationEmailSetting(
    context.db,
    auth.user.id,
    settings.emailNotifications,
    context.now(),
  );
  return { emailNotifications: settings.emailNotifications };
}
