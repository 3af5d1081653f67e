import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { TooManyRequestsError } from "./http-error";

/**
 * Brute-force limits kept in the database (so they hold across restarts and instances):
 * each attempt of a kind is a row; a subject ("user:alice", "ip:10.0.0.1", "email:a@b.c")
 * that reached `max` attempts within the window is refused until the oldest one ages out.
 */
export interface AttemptLimit {
  kind: string;
  max: number;
  windowMs: number;
}

export async function assertUnderLimit(
  db: Kysely<Database>,
  limit: AttemptLimit,
  subjects: readonly string[],
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  for (const subject of subjects) {
    const rows = await db
      .selectFrom("authAttempts")
      .select("createdAt")
      .where("kind", "=", limit.kind)
      .where("subject", "=", subject)
      .where("createdAt", ">", since)
      .orderBy("createdAt", "desc")
      .limit(limit.max)
      .execute();
    if (rows.length >= limit.max) {
      const oldestCounted = rows[rows.length - 1];
      const freeAt = new Date(oldestCounted?.createdAt ?? now).getTime() + limit.windowMs;
      throw new TooManyRequestsError((freeAt - now.getTime()) / 1000);
    }
  }
}

export async function recordAttempt(
  db: Kysely<Database>,
  kind: string,
  subjects: readonly string[],
  now: Date,
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insertInto("authAttempts")
    .values(subjects.map((subject) => ({ kind, subject, createdAt: now.toISOString() })))
    .execute();
}

export async function clearAttempts(
  db: Kysely<Database>,
  kind: string,
  subject: string,
): Promise<void> {
  await db
    .deleteFrom("authAttempts")
    .where("kind", "=", kind)
    .where("subject", "=", subject)
    .execute();
}

/** Rows older than any window are dead weight. */
export async function pruneAttempts(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db.deleteFrom("authAttempts").where("createdAt", "<", olderThan.toISOString()).execute();
}
