import type { Kysely, Selectable } from "kysely";
import type { Database, SessionTable } from "../../db/schema";
import type { UserRow } from "../users";

export type SessionRow = Selectable<SessionTable>;

export interface NewSession {
  tokenHash: string;
  userId: number;
  isPendingTwoFactor: boolean;
  rememberMe: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  expiresAt: string;
  createdAt: string;
}

export async function insertSession(
  db: Kysely<Database>,
  session: NewSession,
): Promise<SessionRow> {
  return db
    .insertInto("sessions")
    .values({ ...session, lastSeenAt: session.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The live session of a token hash with its user, in one query. */
export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const session = await db
    .selectFrom("sessions")
    .selectAll()
    .where("tokenHash", "=", tokenHash)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", session.userId)
    .executeTakeFirst();
  return user ? { session, user } : undefined;
}

export async function touchSession(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ lastSeenAt: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

/** Ends every session of the user except `keepSessionId` (none kept when it is undefined). */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionId?: number,
): Promise<number> {
  let query = db.deleteFrom("sessions").where("userId", "=", userId);
  if (keepSessionId !== undefined) query = query.where("id", "!=", keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends every session of a member being suspended, keeping each full session's token hash (see
 * SuspendedSessionTable) so a page still open is told why it was signed out.
 */
export async function endSessionsForSuspension(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  await db
    .insertInto("suspendedSessions")
    .columns(["tokenHash", "userId", "expiresAt"])
    .expression(
      db
        .selectFrom("sessions")
        .select(["tokenHash", "userId", "expiresAt"])
        .where("userId", "=", userId)
        .where("isPendingTwoFactor", "=", false),
    )
    .onConflict((conflict) => conflict.column("tokenHash").doNothing())
    .execute();
  return deleteUserSessions(db, userId);
}

/** The suspension that ended the session of this token hash, while that session would live. */
export async function findSuspendedSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ suspendedUntil: Date | string | null; suspensionReason: string | null } | undefined> {
  return db
    .selectFrom("suspendedSessions")
    .innerJoin("users", "users.id", "suspendedSessions.userId")
    .select(["users.suspendedUntil", "users.suspensionReason"])
    .where("suspendedSessions.tokenHash", "=", tokenHash)
    .where("suspendedSessions.expiresAt", ">", now.toISOString())
    .executeTakeFirst();
}

export async function forgetSuspendedSessions(db: Kysely<Database>, userId: number) {
  await db.deleteFrom("suspendedSessions").where("userId", "=", userId).execute();
}

export function findActiveSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("userId", "=", userId)
    .where("isPendingTwoFactor", "=", false)
    .where("expiresAt", ">", now.toISOString())
    .orderBy("lastSeenAt", "desc")
    .execute();
}

export async function markCaptchaVerified(
  db: Kysely<Database>,
  sessionId: number,
  until: Date,
): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ captchaVerifiedUntil: until.toISOString() })
    .where("id", "=", sessionId)
    .execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom("sessions").where("expiresAt", "<=", now.toISOString()).execute();
  await db.deleteFrom("suspendedSessions").where("expiresAt", "<=", now.toISOString()).execute();
}
