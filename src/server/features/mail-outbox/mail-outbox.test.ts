import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../../shared/time-units";
import { type DatabaseHandle, openDatabase } from "../../db/database";
import { toIsoString } from "../../lib/iso-date";
import { type Mailer, type MailMessage, recipientLogId } from "../../lib/mailer";
import { AccountClient, newIdentity } from "../../test/account-client";
import {
  findClosedPort,
  linkIn,
  type SmtpInbox,
  startSilentSmtpServer,
  startSmtpInbox,
} from "../../test/smtp-inbox";
import { createTestApp, TEST_DATABASE_URL, type TestApp } from "../../test/test-app";
import { claimDueMail } from "./mail-outbox.repo";
import { enqueueMail, getMailStatus, retryFailedMail } from "./mail-outbox.service";
import {
  createMailOutboxWorker,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_DELAYS_MS,
} from "./mail-outbox.worker";

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.55.${Math.floor(ipCounter / 200)}.${ipCounter % 200}`;
}

function outboxRows(t: TestApp, recipient: string) {
  return t.database.db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();
}

async function registered(t: TestApp) {
  const user = await new AccountClient(t.app, nextIp()).register(newIdentity("outbox"));
  return { ...user, email: user.email as string };
}

async function forgotPassword(t: TestApp, email: string) {
  const started = performance.now();
  const response = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", {
    email,
  });
  return { response, ms: performance.now() - started };
}

/** Waits (real time) until `check` holds, or fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("an e-mail and the action that causes it commit together", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, mailWorker: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("leaves no outbox row when the caller's transaction fails", async () => {
    const to = "rolled.back@example.com";
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, { to, subject: "never", text: "never" }, t.clock.now());
        throw new Error("the action failed after queuing its mail");
      }),
    ).rejects.toThrow("the action failed");
    expect(await outboxRows(t, to)).toHaveLength(0);
  });

  it("writes the reset token and its mail in one go, and neither when the mail cannot be queued", async () => {
    const user = await registered(t);
    const tokenCount = async () =>
      Number(
        (
          await t.database.db
            .selectFrom("passwordResetTokens")
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .where("userId", "=", user.id)
            .executeTakeFirstOrThrow()
        ).count,
      );

    const done = await forgotPassword(t, user.email);
    expect(done.response.statusCode).toBe(200);
    expect(await tokenCount()).toBe(1);
    expect((await outboxRows(t, user.email)).map((row) => row.subject)).toContain(
      "Reset your GameHub password",
    );

    // The outbox table is out of reach: the whole action fails, nothing half-done stays.
    await sql`alter table mail_outbox rename to mail_outbox_away`.execute(t.database.db);
    try {
      const failed = await forgotPassword(t, user.email);
      expect(failed.response.statusCode).toBe(500);
      expect(await tokenCount()).toBe(1);

      const identity = newIdentity("outbox");
      const registration = await new AccountClient(t.app, nextIp()).post("/api/register", identity);
      expect(registration.statusCode).toBe(500);
      const account = await t.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", identity.email)
        .executeTakeFirst();
      expect(account).toBeUndefined();
    } finally {
      await sql`alter table mail_outbox_away rename to mail_outbox`.execute(t.database.db);
    }
  });

  it("keeps no body once a mail is sent (it may hold a link that the database stores only hashed)", async () => {
    const user = await registered(t);
    await forgotPassword(t, user.email);
    const mail = await t.inbox.waitFor(user.email, 2);
    expect(linkIn(mail, "/auth/reset-password?token=")).toContain("gamehub.test");
    const rows = await outboxRows(t, user.email);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(rows.map((row) => row.text)).toEqual(["", ""]);
    for (const row of rows) expect(row.sentAt).not.toBeNull();
  });
});

describe("SMTP down", () => {
  let t: TestApp;
  let port: number;
  let inbox: SmtpInbox | undefined;
  beforeAll(async () => {
    port = await findClosedPort();
    t = await createTestApp({
      seed: false,
      mailWorker: "manual",
      config: { smtpUrl: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox?.close();
  });

  it("answers at once, keeps the mail queued, and delivers it when SMTP is back", async () => {
    const user = await registered(t);
    const { response, ms } = await forgotPassword(t, user.email);
    expect(response.statusCode).toBe(200);
    expect(ms).toBeLessThan(2_000);

    expect(await t.drainOutbox()).toBeGreaterThan(0);
    const [verification, reset] = await outboxRows(t, user.email);
    for (const row of [verification, reset]) {
      expect(row?.status).toBe("queued");
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(toIsoString(row?.nextAttemptAt ?? "")).toBe(
        new Date(t.clock.now().getTime() + MINUTE_MS).toISOString(),
      );
    }

    inbox = await startSmtpInbox({ port });
    // Not due yet: nothing is tried before its backoff is over.
    expect(await t.drainOutbox()).toBe(0);
    expect(inbox.messages).toHaveLength(0);
    t.clock.advance(MINUTE_MS);
    expect(await t.drainOutbox()).toBe(2);
    const delivered = await inbox.waitFor(user.email, 2);
    expect(delivered.subject).toBe("Reset your GameHub password");
    expect((await outboxRows(t, user.email)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });
});

describe("black-holed SMTP (accepts the connection, never answers)", () => {
  let silent: Awaited<ReturnType<typeof startSilentSmtpServer>>;
  beforeAll(async () => {
    silent = await startSilentSmtpServer();
  });
  afterAll(async () => {
    await silent.close();
  });

  it("does not slow the request down while the worker waits on the silent server", async () => {
    // The real 10 s limit: the worker is stuck for all of this test.
    const t = await createTestApp({ seed: false, config: { smtpUrl: silent.url } });
    try {
      const user = await registered(t);
      for (let i = 0; i < 3; i++) {
        const { response, ms } = await forgotPassword(t, user.email);
        expect(response.statusCode).toBe(200);
        expect(ms).toBeLessThan(1_500);
      }
      const rows = await outboxRows(t, user.email);
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row.status).toBe("queued");
    } finally {
      await silent.close();
      silent = await startSilentSmtpServer();
      await t.close();
    }
  });

  it("times out, retries after 1 min, 5 min, 30 min and 2 h, then marks the mail failed", async () => {
    const t = await createTestApp({
      seed: false,
      mailWorker: "manual",
      mailSendTimeoutMs: 300,
      config: { smtpUrl: silent.url },
    });
    try {
      const to = "silent.server@example.com";
      await t.database.db
        .transaction()
        .execute((trx) => enqueueMail(trx, { to, subject: "Hello", text: "Hi" }, t.clock.now()));

      const started = performance.now();
      expect(await t.drainOutbox()).toBe(1);
      // Given up after the timeout, not after the transport's own (much longer) default.
      expect(performance.now() - started).toBeLessThan(3_000);

      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        const [row] = await outboxRows(t, to);
        expect(row?.attempts).toBe(attempt);
        // The overall guard or the transport's greeting timeout, whichever fires first.
        expect(row?.lastError).toMatch(/timed out|greeting never received/i);
        expect(row?.leaseOwner).toBeNull();
        const delay = MAIL_RETRY_DELAYS_MS[attempt - 1];
        if (delay === undefined) {
          expect(row?.status).toBe("failed");
          break;
        }
        expect(row?.status).toBe("queued");
        expect(toIsoString(row?.nextAttemptAt ?? "")).toBe(
          new Date(t.clock.now().getTime() + delay).toISOString(),
        );
        // A moment before the backoff is over: not tried.
        t.clock.advance(delay - 1_000);
        expect(await t.drainOutbox()).toBe(0);
        t.clock.advance(1_000);
        expect(await t.drainOutbox()).toBe(1);
      }
      expect(MAIL_RETRY_DELAYS_MS).toEqual([
        MINUTE_MS,
        5 * MINUTE_MS,
        30 * MINUTE_MS,
        120 * MINUTE_MS,
      ]);
      // Failed stays failed: no worker takes it again on its own.
      t.clock.advance(24 * 60 * MINUTE_MS);
      expect(await t.drainOutbox()).toBe(0);

      const status = await getMailStatus(t.database.db);
      expect(status.counts.failed).toBe(1);
      expect(status.problems[0]).toMatchObject({ to, status: "failed", attempts: 5 });

      // `npm run mail -- retry`: queued again with a fresh set of attempts, due at once.
      expect(await retryFailedMail(t.database.db, t.clock.now())).toBe(1);
      const [requeued] = await outboxRows(t, to);
      expect(requeued?.status).toBe("queued");
      expect(requeued?.attempts).toBe(0);
      expect(await retryFailedMail(t.database.db, t.clock.now())).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe("several workers on one database", () => {
  let t: TestApp;
  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, mailWorker: "manual" });
    if (TEST_DATABASE_URL) {
      // A second connection pool on the same schema: what a second server process has.
      const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        t.database.db,
      );
      second = openDatabase({
        dataDir: t.config.dataDir,
        databaseUrl: TEST_DATABASE_URL,
        postgresSchema: schema.rows[0]?.schema,
      });
    }
  });
  afterEach(async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  /** A mailer that records every delivery and takes a few milliseconds, like a real one. */
  function recordingMailer(sent: string[]): Mailer {
    return {
      send: async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        sent.push(message.subject);
      },
      close: () => {},
    };
  }

  it("never sends one row twice", async () => {
    const total = 60;
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i++) {
        await enqueueMail(
          trx,
          { to: "crowd@example.com", subject: `mail ${i}`, text: "x" },
          t.clock.now(),
        );
      }
    });
    const sent: string[] = [];
    // On SQLite one process is the only writer; its workers still share the queue.
    const databases = [t.database, second ?? t.database];
    const workers = [0, 1, 2, 3].map((i) =>
      createMailOutboxWorker({
        db: (databases[i % 2] as DatabaseHandle).db,
        engine: t.database.engine,
        mailer: recordingMailer(sent),
        now: t.clock.now,
        log: t.app.log,
        batchSize: 3,
      }),
    );
    const handled = await Promise.all(workers.map((worker) => worker.drain()));
    expect(handled.reduce((sum, count) => sum + count, 0)).toBe(total);
    // More than one worker did some of the work.
    expect(handled.filter((count) => count > 0).length).toBeGreaterThan(1);
    expect(sent).toHaveLength(total);
    expect(new Set(sent).size).toBe(total);
    const counts = (await getMailStatus(t.database.db)).counts;
    expect(counts).toEqual({ queued: 0, sent: total, failed: 0 });
  });

  it("claims at most a batch at a time, each row once", async () => {
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++) {
        await enqueueMail(
          trx,
          { to: "batch@example.com", subject: `b${i}`, text: "x" },
          t.clock.now(),
        );
      }
    });
    const claim = (owner: string) =>
      claimDueMail(t.database.db, t.database.engine, {
        owner,
        now: t.clock.now(),
        leaseUntil: new Date(t.clock.now().getTime() + MINUTE_MS),
        limit: 3,
      });
    const first = await claim("one");
    expect(first.map((row) => row.subject)).toEqual(["b0", "b1", "b2"]);
    const second = await claim("two");
    expect(second.map((row) => row.subject)).toEqual(["b3", "b4"]);
    expect(await claim("three")).toEqual([]);
  });

  it("takes over a row from a worker that died mid-send once its lease runs out", async () => {
    await t.database.db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, { to: "orphan@example.com", subject: "orphan", text: "x" }, t.clock.now()),
      );
    // A worker claims the row, then its process is killed before it records anything.
    const claimed = await claimDueMail(t.database.db, t.database.engine, {
      owner: "dead-worker",
      now: t.clock.now(),
      leaseUntil: new Date(t.clock.now().getTime() + 2 * MINUTE_MS),
      limit: 10,
    });
    expect(claimed).toHaveLength(1);
    const sent: string[] = [];
    const survivor = createMailOutboxWorker({
      db: t.database.db,
      engine: t.database.engine,
      mailer: recordingMailer(sent),
      now: t.clock.now,
      log: t.app.log,
    });
    expect(await survivor.drain()).toBe(0);
    t.clock.advance(2 * MINUTE_MS);
    expect(await survivor.drain()).toBe(1);
    expect(sent).toEqual(["orphan"]);
    const [row] = await outboxRows(t, "orphan@example.com");
    expect(row?.status).toBe("sent");
    expect(row?.attempts).toBe(2);
  });
});

describe("giving up", () => {
  it("logs an error naming the mail when the last attempt fails", async () => {
    const t = await createTestApp({ seed: false, mailWorker: "manual" });
    try {
      const errors: { details: object; message: string }[] = [];
      const log = {
        ...t.app.log,
        warn: () => {},
        error: (details: object, message: string) => errors.push({ details, message }),
      } as unknown as FastifyBaseLogger;
      const worker = createMailOutboxWorker({
        db: t.database.db,
        engine: t.database.engine,
        mailer: {
          send: async () => {
            throw new Error("550 mailbox unavailable");
          },
          close: () => {},
        },
        now: t.clock.now,
        log,
      });
      const to = "bounced@example.com";
      await enqueueMail(t.database.db, { to, subject: "Hello", text: "Hi" }, t.clock.now());
      for (const delay of [0, ...MAIL_RETRY_DELAYS_MS]) {
        t.clock.advance(delay);
        expect(await worker.drain()).toBe(1);
      }
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toContain("marked failed");
      // The log names the recipient by a hash, never by the address.
      expect(errors[0]?.details).toMatchObject({
        recipient: recipientLogId(to),
        attempt: 5,
        err: "550 mailbox unavailable",
      });
      expect(JSON.stringify(errors)).not.toContain(to);
      const [row] = await outboxRows(t, to);
      expect(row?.status).toBe("failed");
      expect(row?.lastError).toBe("550 mailbox unavailable");
    } finally {
      await t.close();
    }
  });
});

describe("the worker in the server", () => {
  it("sends a queued mail within moments of the commit, without being asked", async () => {
    const t = await createTestApp({ seed: false });
    try {
      const user = await registered(t);
      await eventually(async () =>
        t.inbox.messages.some((mail) => mail.to.includes(user.email.toLowerCase())),
      );
      // The worker records the delivery just after the SMTP server took the message.
      await eventually(async () => (await outboxRows(t, user.email))[0]?.status === "sent");
    } finally {
      await t.close();
    }
  });
});
