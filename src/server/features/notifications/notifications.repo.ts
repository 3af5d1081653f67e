import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A member's notifications, newest first, older than `beforeId` when given. */
export function findNotifications(
  db: Kysely<Database>,
  userId: number,
  options: { beforeId?: number; limit: number },
) {
  let query = db
    .selectFrom("notifications")
    .leftJoin("users as actor", "actor.id", "notifications.actorId")
    .select([
      "notifications.id",
      "notifications.kind",
      "notifications.text",
      "notifications.url",
      "notifications.readAt",
      "notifications.createdAt",
      "actor.username as actorUsername",
      "actor.avatar as actorAvatar",
    ])
    .where("notifications.userId", "=", userId);
  if (options.beforeId !== undefined)
    query = query.where("notifications.id", "<", options.beforeId);
  return query.orderBy("notifications.id", "desc").limit(options.limit).execute();
}

/** Marks the member's own notifications read: `ids` limits it to those, otherwise all. */
export async function markNotificationsRead(
  db: Kysely<Database>,
  userId: number,
  ids: readonly number[] | "all",
  now: Date,
): Promise<void> {
  let query = db
    .updateTable("notifications")
    .set({ readAt: now.toISOString() })
    .where("userId", "=", userId)
    .where("readAt", "is", null);
  if (ids !== "all") query = query.where("id", "in", [...ids]);
  await query.execute();
}

export async function findNotificationEmailSetting(
  db: Kysely<Database>,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("notificationEmails")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.notificationEmails);
}

export async function updateNotificationEmailSetting(
  db: Kysely<Database>,
  userId: number,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable("users")
    .set({ notificationEmails: enabled, updatedAt: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

/** Of these members, those who asked for e-mail and have a verified address to send it to. */
export function findEmailRecipients(db: Kysely<Database>, userIds: readonly number[]) {
  return db
    .selectFrom("users")
    .select(["id", "username", "email"])
    .where("id", "in", [...userIds])
    .where("notificationEmails", "=", true)
    .where("emailVerifiedAt", "is not", null)
    .where("email", "is not", null)
    .execute();
}
