import type { Kysely } from "kysely";
import type { ContactMessageInput } from "../../../shared/contact";
import type { Database } from "../../db/schema";

/** SQL of the contact form's messages and of who receives them. */

export async function insertContactMessage(
  db: Kysely<Database>,
  message: ContactMessageInput & { userId: number | null; ip: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("contactMessages")
    .values({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      newsletter: message.newsletter,
      userId: message.userId,
      ip: message.ip,
      createdAt: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every administrator's address: each one is told of a new message. */
export async function findAdminEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("email")
    .where("isAdmin", "=", true)
    .where("email", "is not", null)
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

export type ContactMessageFilter = "open" | "handled" | "all";

function selectMessages(db: Kysely<Database>) {
  return db
    .selectFrom("contactMessages as m")
    .leftJoin("users as handler", "handler.id", "m.handledBy")
    .select([
      "m.id",
      "m.name",
      "m.email",
      "m.subject",
      "m.message",
      "m.newsletter",
      "m.userId",
      "m.createdAt",
      "m.handledAt",
      "handler.username as handledByName",
    ]);
}

export type ContactMessageRow = Awaited<
  ReturnType<ReturnType<typeof selectMessages>["executeTakeFirstOrThrow"]>
>;

/**
 * Newest first (ids grow with the time of arrival), older than `beforeId` when given; one row
 * more than the page so the caller knows whether another page exists.
 */
export function findContactMessages(
  db: Kysely<Database>,
  options: { filter: ContactMessageFilter; beforeId?: number; limit: number },
): Promise<ContactMessageRow[]> {
  let query = selectMessages(db);
  if (options.filter === "open") query = query.where("m.handledAt", "is", null);
  if (options.filter === "handled") query = query.where("m.handledAt", "is not", null);
  if (options.beforeId !== undefined) query = query.where("m.id", "<", options.beforeId);
  return query
    .orderBy("m.id", "desc")
    .limit(options.limit + 1)
    .execute();
}

export function findContactMessage(
  db: Kysely<Database>,
  id: number,
): Promise<ContactMessageRow | undefined> {
  return selectMessages(db).where("m.id", "=", id).executeTakeFirst();
}

export async function markContactMessageHandled(
  db: Kysely<Database>,
  id: number,
  handledBy: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("contactMessages")
    .set({ handledAt: now.toISOString(), handledBy })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
