import type { Kysely } from "kysely";
import type { Engine } from "../db/database";
import type { Database } from "../db/schema";
import { TooManyRequestsError } from "./http-error";
import type { SharedAttemptStore } from "./redis-attempt-limiter";

/**
 * Limits on repeatable actions, kept in the database so they hold across restarts and server
 * processes. Each counted attempt is a row of `auth_attempts` (kind, subject, time); a subject
 * ("user:alice", "ip:10.0.0.1", "account:42") that reached `max` attempts within the sliding
 * window is refused until its oldest counted attempt ages out.
 *
 * Checking and recording are one atomic step: `consumeAttempt` first upserts one lock row per
 * (kind, subject) inside a transaction. On PostgreSQL the upsert holds that row's lock until
 * commit, so concurrent attempts on the same subject queue behind each other and each one
 * counts the rows the previous ones committed; on SQLite the single connection runs one
 * transaction at a time. So 50 simultaneous attempts against a limit of 10 let exactly 10 through.
 *
 * Limits that count only failures (sign-in, second-factor codes, current password) consume an
 * attempt BEFORE checking the secret, so a burst cannot evaluate more than `max` guesses, and
 * give it back with `refundAttempt` when the secret turns out right.
 *
 * With REDIS_URL the counts outside database transactions live in Redis instead, with the
 * same rules (redis-attempt-limiter.ts).
 */
export interface AttemptLimit {
  kind: string;
  max: number;
  windowMs: number;
  /** The readable refusal; without it a generic "Too many attempts… in N minutes". */
  message?: string;
}

/**
 * The longest window any limit may use: `pruneAttempts` deletes what is older, so a longer
 * window would silently count fewer attempts than it should.
 */
export const LONGEST_WINDOW_MS = 48 * 60 * 60 * 1000;

export interface LimiterContext {
  db: Kysely<Database>;
  engine: Engine;
  /** The app's counts in Redis when REDIS_URL is set; without it the database counts. */
  attemptStore?: SharedAttemptStore | null;
}

/** What the limiter needs to read or write counts without a check. */
type CountsContext = Pick<LimiterContext, "db" | "attemptStore">;

/**
 * Records one attempt for each subject, or none and throws TooManyRequestsError (429 with
 * Retry-After) when any subject already has `limit.max` attempts within `limit.windowMs`.
 */
export async function consumeAttempt(
  context: LimiterContext,
  limit: AttemptLimit,
  subjects: readonly string[],
  now: Date,
): Promise<void> {
  if (subjects.length === 0) return;
  if (limit.windowMs > LONGEST_WINDOW_MS) throw new Error(`${limit.kind}: window too long`);
  // One order for every caller, so two attempts naming the same subjects never wait on each other crosswise.
  const ordered = [...new Set(subjects)].sort();
  const waitMs = await context.attemptStore?.run(context.db, (store) =>
    store.consume(limit, ordered, now),
  );
  if (waitMs !== undefined) {
    if (waitMs > 0) throw tooMany(limit, waitMs);
    return;
  }
  const run = async (db: Kysely<Database>) => {
    const nowIso = now.toISOString();
    const since = new Date(now.getTime() - limit.windowMs).toISOString();
    let retryAfterMs = 0;
    for (const subject of ordered) {
      await db
        .insertInto("attemptLocks")
        .values({ kind: limit.kind, subject, touchedAt: nowIso })
        .onConflict((oc) => oc.columns(["kind", "subject"]).doUpdateSet({ touchedAt: nowIso }))
        .execute();
      // Rows that no window counts any more go while the lock is held (keeps the table small).
      await db
        .deleteFrom("authAttempts")
        .where("kind", "=", limit.kind)
        .where("subject", "=", subject)
        .where("createdAt", "<=", since)
        .execute();
      retryAfterMs = Math.max(retryAfterMs, await msUntilFree(db, limit, subject, now));
    }
    if (retryAfterMs > 0) throw tooMany(limit, retryAfterMs);
    await db
      .insertInto("authAttempts")
      .values(ordered.map((subject) => ({ kind: limit.kind, subject, createdAt: nowIso })))
      .execute();
  };
  if (context.db.isTransaction) await run(context.db);
  else await context.db.transaction().execute(run);
}

/**
 * Gives back the attempt `consumeAttempt` recorded at `now` for each subject (the guess was
 * right, so it is not a failure). Removes one row per subject at most.
 */
export async function refundAttempt(
  context: LimiterContext,
  limit: AttemptLimit,
  subjects: readonly string[],
  now: Date,
): Promise<void> {
  const unique = [...new Set(subjects)];
  if (
    await context.attemptStore?.done(context.db, (store) => store.refund(limit.kind, unique, now))
  )
    return;
  for (const subject of unique) {
    const row = await context.db
      .selectFrom("authAttempts")
      .select("id")
      .where("kind", "=", limit.kind)
      .where("subject", "=", subject)
      .where("createdAt", "=", now.toISOString())
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (row) await context.db.deleteFrom("authAttempts").where("id", "=", row.id).execute();
  }
}

/**
 * How many attempts the subject has within the window, and when the oldest counted one ages
 * out. A read only: for thresholds that change what is asked (a captcha) rather than refuse.
 */
export async function countAttempts(
  context: CountsContext,
  limit: AttemptLimit,
  subject: string,
  now: Date,
): Promise<number> {
  const shared = await context.attemptStore?.run(context.db, (store) =>
    store.count(limit, subject, now),
  );
  if (shared !== undefined) return shared;
  const row = await attemptsInWindow(context.db, limit, subject, now)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Records attempts without a check (failures counted beyond a threshold that only asks for more proof). */
export async function recordAttempt(
  context: CountsContext,
  kind: string,
  subjects: readonly string[],
  now: Date,
): Promise<void> {
  if (subjects.length === 0) return;
  if (await context.attemptStore?.done(context.db, (store) => store.record(kind, subjects, now)))
    return;
  await context.db
    .insertInto("authAttempts")
    .values(subjects.map((subject) => ({ kind, subject, createdAt: now.toISOString() })))
    .execute();
}

export async function clearAttempts(
  context: CountsContext,
  kind: string,
  subject: string,
): Promise<void> {
  if (await context.attemptStore?.done(context.db, (store) => store.clear(kind, subject))) return;
  await context.db
    .deleteFrom("authAttempts")
    .where("kind", "=", kind)
    .where("subject", "=", subject)
    .execute();
}

/**
 * Attempts and lock rows older than the longest window are dead weight (a subject seen once and
 * never again would otherwise keep its rows); the server runs this now and then.
 */
export async function pruneAttempts(db: Kysely<Database>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString();
  await db.deleteFrom("authAttempts").where("createdAt", "<", cutoff).execute();
  await db.deleteFrom("attemptLocks").where("touchedAt", "<", cutoff).execute();
}

/** 0 when the subject is under the limit; otherwise how long until its oldest counted attempt ages out. */
async function msUntilFree(
  db: Kysely<Database>,
  limit: AttemptLimit,
  subject: string,
  now: Date,
): Promise<number> {
  const rows = await attemptsInWindow(db, limit, subject, now)
    .select("createdAt")
    .orderBy("createdAt", "desc")
    .limit(limit.max)
    .execute();
  if (rows.length < limit.max) return 0;
  const oldestCounted = rows[rows.length - 1]?.createdAt ?? now;
  return Math.max(1, new Date(oldestCounted).getTime() + limit.windowMs - now.getTime());
}

/** The subject's attempts that the limit's window still counts. */
function attemptsInWindow(db: Kysely<Database>, limit: AttemptLimit, subject: string, now: Date) {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  return db
    .selectFrom("authAttempts")
    .where("kind", "=", limit.kind)
    .where("subject", "=", subject)
    .where("createdAt", ">", since);
}

function tooMany(limit: AttemptLimit, retryAfterMs: number): TooManyRequestsError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return limit.message === undefined
    ? new TooManyRequestsError(seconds)
    : new TooManyRequestsError(seconds, limit.message);
}
