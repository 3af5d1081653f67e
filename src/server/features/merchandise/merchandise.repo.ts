import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export function findMerchandiseItems(db: Kysely<Database>) {
  return db.selectFrom("merchandiseItems").selectAll().orderBy("sortOrder").orderBy("id").execute();
}

export function findMerchandiseItem(db: Kysely<Database>, id: number) {
  return db.selectFrom("merchandiseItems").select("id").where("id", "=", id).executeTakeFirst();
}

/** The waitlist row of an address, made on its first request (addresses are stored lower-cased). */
export async function upsertWaitlistEntry(
  db: Kysely<Database>,
  entry: { email: string; itemId: number | null; ip: string },
  now: Date,
): Promise<{ id: number; confirmed: boolean }> {
  await db
    .insertInto("merchandiseWaitlist")
    .values({ ...entry, createdAt: now.toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
  const row = await db
    .selectFrom("merchandiseWaitlist")
    .select(["id", "confirmedAt"])
    .where("email", "=", entry.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, confirmed: row.confirmedAt !== null };
}

export async function setWaitlistTokenHash(
  db: Kysely<Database>,
  id: number,
  tokenHash: string,
): Promise<void> {
  await db
    .updateTable("merchandiseWaitlist")
    .set({ confirmationTokenHash: tokenHash })
    .where("id", "=", id)
    .execute();
}

export async function confirmWaitlistByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("merchandiseWaitlist")
    .set({ confirmedAt: now.toISOString(), confirmationTokenHash: null })
    .where("confirmationTokenHash", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
