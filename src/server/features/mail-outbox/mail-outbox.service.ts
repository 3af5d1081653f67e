import { EventEmitter } from "node:events";
import type { Kysely } from "kysely";
import type { Database, MailStatus } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import type { MailMessage } from "../../lib/mailer";
import {
  countMailByStatus,
  findRecentMailProblems,
  insertOutboxMail,
  requeueFailedMail,
} from "./mail-outbox.repo";

/**
 * How every feature sends e-mail: call `enqueueMail` with the transaction of the action that
 * causes the mail (the token, the code, the comment...). The mail exists exactly when the
 * action committed; the outbox worker delivers it, retries it, and reports what failed, and
 * the request never waits on an SMTP server.
 */
export async function enqueueMail(
  db: Kysely<Database>,
  message: MailMessage,
  now: Date,
): Promise<void> {
  await insertOutboxMail(db, message, now);
  mailEnqueued.emit("enqueued");
}

/**
 * Tells the workers of this process that a row was written, so they look at once instead of
 * at their next poll. Emitted before the caller's transaction commits: a worker that does not
 * see the row yet keeps looking for a moment (see the worker's eager polling).
 */
export const mailEnqueued = new EventEmitter();
// Every app in the process (tests build several) listens; that is not a leak.
mailEnqueued.setMaxListeners(0);

export interface MailProblem {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string;
  /** When it is tried again (queued), or null (failed). */
  nextAttemptAt: string | null;
  createdAt: string;
}

/** What `npm run mail -- status` prints: rows per status and the latest delivery problems. */
export async function getMailStatus(
  db: Kysely<Database>,
  problemLimit = 10,
): Promise<{ counts: Record<MailStatus, number>; problems: MailProblem[] }> {
  const counts = await countMailByStatus(db);
  const rows = await findRecentMailProblems(db, problemLimit);
  return {
    counts,
    problems: rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError ?? "",
      nextAttemptAt: row.status === "queued" ? toIsoString(row.nextAttemptAt) : null,
      createdAt: toIsoString(row.createdAt),
    })),
  };
}

/**
 * `npm run mail -- retry`: failed mail goes back in the queue with a fresh set of attempts,
 * due at once. Returns how many rows were re-queued.
 */
export async function retryFailedMail(db: Kysely<Database>, now: Date): Promise<number> {
  const count = await requeueFailedMail(db, now);
  if (count > 0) mailEnqueued.emit("enqueued");
  return count;
}
