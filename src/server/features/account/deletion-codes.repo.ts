import type { Kysely, Selectable } from "kysely";
import type { Database, DeletionCodeTable } from "../../db/schema";

export type DeletionCodeRow = Selectable<DeletionCodeTable>;

export async function insertDeletionCode(
  db: Kysely<Database>,
  code: {
    userId: number;
    sessionId: number;
    codeHash: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto("deletionCodes").values(code).execute();
}

export async function deleteCodesOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("deletionCodes").where("userId", "=", userId).execute();
}

/** The unexpired code asked for from this session. */
export function findLatestCode(
  db: Kysely<Database>,
  sessionId: number,
  now: Date,
): Promise<DeletionCodeRow | undefined> {
  return db
    .selectFrom("deletionCodes")
    .selectAll()
    .where("sessionId", "=", sessionId)
    .where("expiresAt", ">", now.toISOString())
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function addFailedAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable("deletionCodes")
    .set((eb) => ({ failedAttempts: eb("failedAttempts", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

export async function markCodeVerified(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("deletionCodes")
    .set({ verifiedAt: now.toISOString() })
    .where("id", "=", id)
    .execute();
}
