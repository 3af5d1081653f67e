import { describe, expect, it } from "vitest";
import type { AdminAuditReply } from "../../../shared/admin-audit";
import type { AdminOutboxReply, AdminOutboxRetryReply } from "../../../shared/admin-mail";
import type { MailStatus } from "../../db/schema";
import { INVALID_CURSOR_MESSAGE } from "../../lib/cursor";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";

const t = testAppForFile({ seed: false, mailWorker: "manual" });
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

/** An outbox row in the given state, written straight to the table. */
async function outboxRow(status: MailStatus, overrides: { attempts?: number } = {}) {
  const now = t.clock.now().toISOString();
  const word = unique();
  const row = await t.database.db
    .insertInto("mailOutbox")
    .values({
      recipient: `reader.${word}@example.com`,
      subject: `Mail ${word}`,
      text: "Hello",
      html: null,
      status,
      attempts: overrides.attempts ?? (status === "failed" ? 8 : 1),
      lastError: status === "failed" ? "550 mailbox unavailable" : null,
      nextAttemptAt: now,
      createdAt: now,
      sentAt: status === "sent" ? now : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function outbox(query = ""): Promise<AdminOutboxReply> {
  const response = await admin.browser.get(`/api/admin/outbox${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOutboxReply>();
}

describe("GET /api/admin/outbox", () => {
  it("answers 401 signed out and 403 for a member", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/outbox" })).statusCode).toBe(401);
    expect((await plainMember.browser.get("/api/admin/outbox")).statusCode).toBe(403);
  });

  it("refuses an unknown status and a forged cursor", async () => {
    const badStatus = await admin.browser.get("/api/admin/outbox?status=lost");
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error).toContain("status must be queued, sent or failed");
    const badCursor = await admin.browser.get("/api/admin/outbox?cursor=not-a-cursor");
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error).toBe(INVALID_CURSOR_MESSAGE);
  });

  it("lists the messages of one status, newest first, with the counts of each", async () => {
    const before = await outbox();
    const failed = await outboxRow("failed");
    const sent = await outboxRow("sent");
    const queued = await outboxRow("queued");

    const all = await outbox();
    expect(all.counts).toEqual({
      queued: before.counts.queued + 1,
      sent: before.counts.sent + 1,
      failed: before.counts.failed + 1,
    });
    expect(all.messages.slice(0, 3).map((message) => message.id)).toEqual([queued, sent, failed]);

    const onlyFailed = await outbox("?status=failed");
    expect(onlyFailed.messages.map((message) => message.status)).not.toContain("sent");
    expect(onlyFailed.messages[0]).toMatchObject({
      id: failed,
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      sentAt: null,
      nextAttemptAt: null,
    });
    const onlySent = await outbox("?status=sent");
    expect(onlySent.messages[0]).toMatchObject({ id: sent, status: "sent", nextAttemptAt: null });
    expect(onlySent.messages[0]?.sentAt).toBe(t.clock.now().toISOString());
    const onlyQueued = await outbox("?status=queued");
    expect(onlyQueued.messages[0]).toMatchObject({ id: queued, status: "queued" });
    expect(onlyQueued.messages[0]?.nextAttemptAt).toBe(t.clock.now().toISOString());
  });

  it("pages by cursor without gaps or repeats", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 55; index += 1) ids.push(await outboxRow("sent"));
    const first = await outbox("?status=sent");
    expect(first.messages).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await outbox(`?status=sent&cursor=${first.nextCursor}`);
    const seen = [...first.messages, ...second.messages].map((message) => message.id);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });
});

describe("POST /api/admin/outbox/:id/retry", () => {
  it("answers 401 signed out and 403 for a member", async () => {
    const id = await outboxRow("failed");
    const signedOut = await t.app.inject({ method: "POST", url: `/api/admin/outbox/${id}/retry` });
    expect(signedOut.statusCode).toBe(401);
    expect((await plainMember.browser.post(`/api/admin/outbox/${id}/retry`)).statusCode).toBe(403);
  });

  it("queues a failed message again, due now with fresh attempts, and records it", async () => {
    const id = await outboxRow("failed");
    const response = await admin.browser.post(`/api/admin/outbox/${id}/retry`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOutboxRetryReply>().message).toMatchObject({
      id,
      status: "queued",
      attempts: 0,
      nextAttemptAt: t.clock.now().toISOString(),
    });

    const audit = await admin.browser.get("/api/admin/audit?action=outbox.retry");
    const entry = audit
      .json<AdminAuditReply>()
      .entries.find((item) => item.targetId === String(id));
    expect(entry).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: "outbox.retry",
      targetType: "outbox",
      before: { status: "failed", attempts: 8, lastError: "550 mailbox unavailable" },
      after: { status: "queued", attempts: 0 },
    });

    await t.drainOutbox();
    const row = await t.database.db
      .selectFrom("mailOutbox")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
  });

  it("refuses a message that is not failed (409) and an unknown one (404)", async () => {
    for (const status of ["queued", "sent"] as const) {
      const id = await outboxRow(status);
      const response = await admin.browser.post(`/api/admin/outbox/${id}/retry`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: "Only failed messages can be retried" });
    }
    const unknown = await admin.browser.post("/api/admin/outbox/999999/retry");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Message not found" });
  });

  it("retries a message once when retried twice", async () => {
    const id = await outboxRow("failed");
    const [first, second] = await Promise.all([
      admin.browser.post(`/api/admin/outbox/${id}/retry`),
      admin.browser.post(`/api/admin/outbox/${id}/retry`),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
  });
});
