import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { MINUTE_MS } from "../../../shared/time-units";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import { MAIL_SEND_TIMEOUT_MS, type Mailer, recipientLogId, withTimeout } from "../../lib/mailer";
import {
  claimDueMail,
  deleteSentMailBefore,
  markMailAttemptFailed,
  markMailSent,
  type OutboxRow,
} from "./mail-outbox.repo";
import { mailEnqueued } from "./mail-outbox.service";

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure gives up. */
export const MAIL_RETRY_DELAYS_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS];
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
/** Sent rows are kept this long for `npm run mail -- status`, then dropped. */
const SENT_RETENTION_MS = 30 * 24 * 60 * MINUTE_MS;
const PRUNE_EVERY_MS = 60 * MINUTE_MS;
/** After a mail was queued in this process, look this often until it shows up (it becomes
 * visible when the action's transaction commits). */
const EAGER_POLL_MS = 50;
const EAGER_WINDOW_MS = 2_000;
/**
 * How long shutting down waits for deliveries under way. Shorter than the server's whole
 * shutdown allowance; a delivery cut off keeps its lease and is sent again once it expires.
 */
const STOP_WAIT_MS = 5_000;

export interface MailOutboxWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  mailer: Mailer;
  /** The app's clock: due times, leases and backoff are measured on it. */
  now(): Date;
  log: FastifyBaseLogger;
  /** Poll interval when nothing was queued in this process (default 1 s). */
  pollMs?: number;
  /** Overall limit of one delivery (default 10 s). */
  sendTimeoutMs?: number;
  /** Rows taken per claim and sent side by side (default 5). */
  batchSize?: number;
}

export interface MailOutboxWorker {
  /** Polls in the background and wakes when this process queues mail. */
  start(): void;
  /** Stops polling and waits for deliveries in progress. */
  stop(): Promise<void>;
  /**
   * Sends everything due now (waiting for a pass already running first) and returns how many
   * rows it handled (sent, rescheduled or failed). Tests call it to deliver deterministically.
   */
  drain(): Promise<number>;
}

export function createMailOutboxWorker(options: MailOutboxWorkerOptions): MailOutboxWorker {
  const pollMs = options.pollMs ?? 1_000;
  const sendTimeoutMs = options.sendTimeoutMs ?? MAIL_SEND_TIMEOUT_MS;
  const batchSize = options.batchSize ?? 5;
  // A lease outlives the longest delivery of a batch by a wide margin, so a live worker never
  // loses its rows; a dead one's rows are taken over once it expires.
  const leaseMs = sendTimeoutMs + MINUTE_MS;
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const log = options.log;

  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let eagerUntil = 0;
  let lastPruneAt = 0;

  /** One claim and its deliveries; never throws (a database outage is logged and waited out). */
  async function runPass(): Promise<number> {
    try {
      const now = options.now();
      if (now.getTime() - lastPruneAt >= PRUNE_EVERY_MS) {
        lastPruneAt = now.getTime();
        await deleteSentMailBefore(options.db, new Date(now.getTime() - SENT_RETENTION_MS));
      }
      const rows = await claimDueMail(options.db, options.engine, {
        owner,
        now,
        leaseUntil: new Date(now.getTime() + leaseMs),
        limit: batchSize,
      });
      const outcomes = await Promise.allSettled(rows.map(deliver));
      for (const outcome of outcomes) {
        // Sent but not recorded (the database went away): the lease runs out and the row is
        // sent again later. Better twice than never for a reset link or a code.
        if (outcome.status === "rejected") {
          log.warn({ err: outcome.reason }, "mail outbox: could not record a delivery");
        }
      }
      return rows.length;
    } catch (error) {
      log.warn({ err: error }, "mail outbox: could not read the queue; trying again later");
      return 0;
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await withTimeout(
        options.mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html === null ? {} : { html: row.html }),
          ...(row.replyTo === null ? {} : { replyTo: row.replyTo }),
        }),
        sendTimeoutMs,
      );
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    await markMailSent(options.db, row.id, owner, options.now());
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const delay = MAIL_RETRY_DELAYS_MS[row.attempts - 1];
    const nextAttemptAt = delay === undefined ? null : new Date(options.now().getTime() + delay);
    await markMailAttemptFailed(options.db, row.id, owner, { error: message, nextAttemptAt });
    const details = {
      mailId: row.id,
      recipient: recipientLogId(row.recipient),
      attempt: row.attempts,
      err: message,
    };
    if (nextAttemptAt) {
      log.warn(
        { ...details, nextAttemptAt: nextAttemptAt.toISOString() },
        "e-mail not sent; will retry",
      );
    } else {
      log.error(details, `e-mail not sent after ${row.attempts} attempts; marked failed`);
    }
  }

  /** Runs passes one after another while a full batch comes back. */
  function runPasses(): Promise<number> {
    if (!running) {
      running = (async () => {
        let handled = 0;
        for (;;) {
          const count = await runPass();
          handled += count;
          if (count < batchSize || stopped) return handled;
        }
      })().finally(() => {
        running = null;
      });
    }
    return running;
  }

  function schedule(delayMs: number): void {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // The HTTP server keeps a process alive; the mail poll alone must not (CLI, tests).
    timer.unref();
  }

  async function tick(): Promise<void> {
    clearTimeout(timer);
    await runPasses();
    schedule(Date.now() < eagerUntil ? EAGER_POLL_MS : pollMs);
  }

  const onEnqueued = () => {
    eagerUntil = Date.now() + EAGER_WINDOW_MS;
    if (!running) schedule(0);
  };

  return {
    start() {
      if (started || stopped) return;
      started = true;
      mailEnqueued.on("enqueued", onEnqueued);
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      mailEnqueued.off("enqueued", onEnqueued);
      if (!running) return;
      let giveUpTimer: NodeJS.Timeout | undefined;
      const giveUp = new Promise<void>((resolve) => {
        giveUpTimer = setTimeout(resolve, STOP_WAIT_MS);
      });
      await Promise.race([running, giveUp]);
      clearTimeout(giveUpTimer);
    },
    async drain() {
      let handled = 0;
      // A pass already under way may have claimed rows the caller waits for: let it finish.
      if (running) handled += await running;
      for (;;) {
        const count = await runPasses();
        handled += count;
        if (count === 0) return handled;
      }
    },
  };
}
