import type { Kysely, Selectable } from "kysely";
import type { Engine } from "../../db/database";
import type { Database, MailOutboxTable, MailStatus } from "../../db/schema";
import type { MailMessage } from "../../lib/mailer";

export type OutboxRow = Selectable<MailOutboxTable>;

export async function insertOutboxMail(
  db: Kysely<Database>,
  message: MailMessage,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto("mailOutbox")
    .values({
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      nextAttemptAt: nowIso,
      createdAt: nowIso,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes up to `limit` due rows for `owner` until `leaseUntil`, counting the attempt. One
 * statement: on PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so workers of
 * several server processes each get different rows; on SQLite the single writer runs the
 * statement alone. A row whose lease ran out (its worker died mid-send) is due again.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  engine: Engine,
  options: { owner: string; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const nowIso = options.now.toISOString();
  return (
    db
      // Picked once, in a materialized step: as a plain subquery PostgreSQL may run the pick
      // again for each row it updates, and a rerun skips the rows just claimed and takes more.
      .with(
        (cte) => cte("due").materialized(),
        (qb) => {
          const due = qb
            .selectFrom("mailOutbox")
            .select("id")
            .where("status", "=", "queued")
            .where("nextAttemptAt", "<=", nowIso)
            .where((w) => w.or([w("leaseUntil", "is", null), w("leaseUntil", "<=", nowIso)]))
            .orderBy("nextAttemptAt")
            .orderBy("id")
            .limit(options.limit);
          return engine === "postgres" ? due.forUpdate().skipLocked() : due;
        },
      )
      .updateTable("mailOutbox")
      .set((eb) => ({
        leaseOwner: options.owner,
        leaseUntil: options.leaseUntil.toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
      // Checked again on the row being updated, so a row claimed meanwhile is never taken twice.
      .where("status", "=", "queued")
      .where((w) => w.or([w("leaseUntil", "is", null), w("leaseUntil", "<=", nowIso)]))
      .returningAll()
      .execute()
  );
}

/**
 * Delivered: the body goes (it may hold a reset link or a code, which the database otherwise
 * only keeps hashed); who, what and when stay for the record.
 */
export async function markMailSent(
  db: Kysely<Database>,
  id: number,
  owner: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("mailOutbox")
    .set({
      status: "sent",
      sentAt: now.toISOString(),
      text: "",
      html: null,
      lastError: null,
      leaseOwner: null,
      leaseUntil: null,
    })
    .where("id", "=", id)
    .where("leaseOwner", "=", owner)
    .execute();
}

/** A failed attempt: queued again for `nextAttemptAt`, or `failed` when none is left. */
export async function markMailAttemptFailed(
  db: Kysely<Database>,
  id: number,
  owner: string,
  outcome: { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db
    .updateTable("mailOutbox")
    .set({
      status: outcome.nextAttemptAt ? "queued" : "failed",
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt.toISOString() } : {}),
      lastError: outcome.error.slice(0, 1000),
      leaseOwner: null,
      leaseUntil: null,
    })
    .where("id", "=", id)
    .where("leaseOwner", "=", owner)
    .execute();
}

export async function countMailByStatus(db: Kysely<Database>): Promise<Record<MailStatus, number>> {
  const rows = await db
    .selectFrom("mailOutbox")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<MailStatus, number> = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Failed mail and queued mail that has failed at least once, newest problem first. */
export function findRecentMailProblems(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("lastError", "is not", null)
    .where("status", "!=", "sent")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Puts failed mail back in the queue with a fresh set of attempts; returns how many. */
export async function requeueFailedMail(db: Kysely<Database>, now: Date): Promise<number> {
  const rows = await db
    .updateTable("mailOutbox")
    .set({ status: "queued", attempts: 0, nextAttemptAt: now.toISOString() })
    .where("status", "=", "failed")
    .returning("id")
    .execute();
  return rows.length;
}

/** Sent rows older than `before` are only history; the worker drops them now and then. */
export async function deleteSentMailBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db
    .deleteFrom("mailOutbox")
    .where("status", "=", "sent")
    .where("sentAt", "<", before.toISOString())
    .execute();
}

/**
 * One page of the admin panel's outbox, newest first: the (status, id desc) index serves a
 * status filter, the primary key the whole list.
 */
export function findOutboxPage(
  db: Kysely<Database>,
  filter: { status?: MailStatus; beforeId?: number; limit: number },
): Promise<OutboxRow[]> {
  let query = db.selectFrom("mailOutbox").selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.beforeId !== undefined) query = query.where("id", "<", filter.beforeId);
  return query.orderBy("id", "desc").limit(filter.limit).execute();
}

export function findOutboxMail(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom("mailOutbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Puts one failed message back in the queue as `npm run mail -- retry` does (fresh attempts,
 * due now). Only while it is still failed, so two admins pressing retry queue it once.
 */
export function requeueFailedMailById(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<OutboxRow | undefined> {
  return db
    .updateTable("mailOutbox")
    .set({ status: "queued", attempts: 0, nextAttemptAt: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returningAll()
    .executeTakeFirst();
}
