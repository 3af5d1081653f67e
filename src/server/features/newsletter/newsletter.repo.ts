import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * Adds the address once; a second subscription of the same address changes nothing.
 * Returns the subscriber's id and whether they already confirmed.
 */
export async function insertSubscriber(
  db: Kysely<Database>,
  subscriber: { email: string; name: string | null; source: string; createdAt: string },
): Promise<{ id: number; confirmed: boolean }> {
  await db
    .insertInto("newsletterSubscribers")
    .values(subscriber)
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const row = await db
    .selectFrom("newsletterSubscribers")
    .select(["id", "confirmedAt"])
    .where("email", "=", subscriber.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, confirmed: row.confirmedAt !== null };
}

export async function setConfirmationTokenHash(
  db: Kysely<Database>,
  id: number,
  tokenHash: string,
): Promise<void> {
  await db
    .updateTable("newsletterSubscribers")
    .set({ confirmationTokenHash: tokenHash })
    .where("id", "=", id)
    .execute();
}

/**
 * Confirms the subscriber holding this token. The hash is kept, so opening the link twice
 * still answers "confirmed"; the first confirmation time stays.
 */
export async function confirmSubscriberByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("newsletterSubscribers")
    .select(["id", "confirmedAt"])
    .where("confirmationTokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return false;
  if (row.confirmedAt === null) {
    await db
      .updateTable("newsletterSubscribers")
      .set({ confirmedAt: now.toISOString() })
      .where("id", "=", row.id)
      .where("confirmedAt", "is", null)
      .execute();
  }
  return true;
}

export async function deleteSubscriber(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("newsletterSubscribers").where("id", "=", id).execute();
}

export async function findSubscriberByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("newsletterSubscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
}

export async function countSubscribersWithEmail(
  db: Kysely<Database>,
  email: string,
): Promise<number> {
  const row = await db
    .selectFrom("newsletterSubscribers")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
