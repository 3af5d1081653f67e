import { describe, expect, it } from "vitest";
import type { NotificationSettings, NotificationsReply } from "../../../shared/notifications";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { type NotificationDraft, recordNotifications } from "./record-notifications";

// Mail stays in the outbox, so the tests can read the rows the notifications queued.
const t = testAppForFile({ seed: false, mailWorker: "manual" });

async function member() {
  const browser = new AccountClient(t.app);
  const identity = newIdentity("notified");
  const user = await browser.register(identity);
  return { browser, user, email: identity.email };
}

/** Writes notifications as the forum does, inside a transaction. */
function notify(drafts: NotificationDraft[]) {
  return t.database.db
    .transaction()
    .execute((trx) => recordNotifications(trx, drafts, t.clock.now()));
}

const draft = (userId: number, actorId: number | null, n: number): NotificationDraft => ({
  userId,
  kind: "reply",
  actorId,
  text: `someone replied to “Discussion ${n}”`,
  url: `/forum/thread/${n}#reply-${n}`,
  threadId: null,
  replyId: null,
});

describe("GET /api/notifications", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const anonymous = new AccountClient(t.app);
    expect((await anonymous.get("/api/notifications")).statusCode).toBe(401);
    expect((await anonymous.post("/api/notifications/read", { all: true })).statusCode).toBe(401);
    expect((await anonymous.get("/api/notifications/settings")).statusCode).toBe(401);
    expect((await anonymous.get("/api/notifications/unread-count")).statusCode).toBe(401);
  });

  it("lists the member's notifications newest first, 20 a page, with the unread count and the actor", async () => {
    const { browser, user } = await member();
    const actor = await member();
    for (let n = 1; n <= 23; n += 1) await notify([draft(user.id, actor.user.id, n)]);

    const first = (await browser.get("/api/notifications")).json<NotificationsReply>();
    expect(first.unreadCount).toBe(23);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]).toMatchObject({
      kind: "reply",
      text: "someone replied to “Discussion 23”",
      url: "/forum/thread/23#reply-23",
      isRead: false,
      actor: { username: actor.user.username, avatar: null },
    });
    expect(first.notifications.map((item) => item.id)).toEqual(
      [...first.notifications.map((item) => item.id)].sort((a, b) => b - a),
    );
    expect(first.nextCursor).not.toBeNull();

    const second = (
      await browser.get(`/api/notifications?cursor=${first.nextCursor}`)
    ).json<NotificationsReply>();
    expect(second.notifications.map((item) => item.text)).toEqual([
      "someone replied to “Discussion 3”",
      "someone replied to “Discussion 2”",
      "someone replied to “Discussion 1”",
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("shows no one else's notifications and none about the member's own action", async () => {
    const { browser, user } = await member();
    const other = await member();
    await notify([draft(other.user.id, user.id, 1), draft(user.id, user.id, 2)]);
    const reply = (await browser.get("/api/notifications")).json<NotificationsReply>();
    expect(reply).toEqual({ notifications: [], nextCursor: null, unreadCount: 0 });
  });

  it("refuses a cursor that is not an id", async () => {
    const { browser } = await member();
    const response = await browser.get("/api/notifications?cursor=abc");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Invalid cursor" });
  });
});

describe("POST /api/notifications/read", () => {
  it("marks the named notifications read and answers the new unread count", async () => {
    const { browser, user } = await member();
    await notify([draft(user.id, null, 1)]);
    await notify([draft(user.id, null, 2)]);
    const before = (await browser.get("/api/notifications")).json<NotificationsReply>();
    const newest = before.notifications[0]?.id as number;

    const response = await browser.post("/api/notifications/read", { ids: [newest] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 1 });
    const after = (await browser.get("/api/notifications")).json<NotificationsReply>();
    expect(after.notifications.map((item) => item.isRead)).toEqual([true, false]);
    expect((await browser.get("/api/notifications/unread-count")).json()).toEqual({
      unreadCount: 1,
    });
  });

  it("marks all of them read with {all: true}", async () => {
    const { browser, user } = await member();
    await notify([draft(user.id, null, 1)]);
    await notify([draft(user.id, null, 2)]);
    const response = await browser.post("/api/notifications/read", { all: true });
    expect(response.json()).toEqual({ unreadCount: 0 });
    const after = (await browser.get("/api/notifications")).json<NotificationsReply>();
    expect(after.notifications.every((item) => item.isRead)).toBe(true);
  });

  it("leaves another member's notifications unread when their ids are sent", async () => {
    const owner = await member();
    const intruder = await member();
    await notify([draft(owner.user.id, null, 1)]);
    const [notification] = (
      await owner.browser.get("/api/notifications")
    ).json<NotificationsReply>().notifications;

    const response = await intruder.browser.post("/api/notifications/read", {
      ids: [notification?.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect(
      (await owner.browser.get("/api/notifications")).json<NotificationsReply>().unreadCount,
    ).toBe(1);
    expect((await intruder.browser.post("/api/notifications/read", { all: true })).statusCode).toBe(
      200,
    );
    expect(
      (await owner.browser.get("/api/notifications")).json<NotificationsReply>().unreadCount,
    ).toBe(1);
  });

  it("refuses a body that names neither ids nor all", async () => {
    const { browser } = await member();
    const response = await browser.post("/api/notifications/read", { ids: [] });
    expect(response.statusCode).toBe(400);
    expect((await browser.post("/api/notifications/read", { all: false })).statusCode).toBe(400);
  });
});

describe("notification e-mail", () => {
  async function verify(userId: number) {
    await t.database.db
      .updateTable("users")
      .set({ emailVerifiedAt: t.clock.now().toISOString() })
      .where("id", "=", userId)
      .execute();
  }
  /** Notification mail only (registration queues a verification mail too). */
  const mailTo = (email: string) =>
    t.database.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("recipient", "=", email)
      .where("text", "like", "%Open it:%")
      .execute();

  it("is off by default and switched with PUT /api/notifications/settings", async () => {
    const { browser } = await member();
    expect((await browser.get("/api/notifications/settings")).json()).toEqual({
      emailNotifications: false,
    });
    const saved = await browser.request("PUT", "/api/notifications/settings", {
      emailNotifications: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NotificationSettings>()).toEqual({ emailNotifications: true });
    expect((await browser.get("/api/notifications/settings")).json()).toEqual({
      emailNotifications: true,
    });
    const invalid = await browser.request("PUT", "/api/notifications/settings", {
      emailNotifications: "yes",
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("queues a mail with a link to the post for a member who opted in with a verified address", async () => {
    const { browser, user, email } = await member();
    await verify(user.id);
    await browser.request("PUT", "/api/notifications/settings", { emailNotifications: true });
    await notify([draft(user.id, null, 7)]);

    const rows = await mailTo(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe("GameHub: someone replied to “Discussion 7”");
    expect(rows[0]?.text).toContain("Open it: http://gamehub.test/forum/thread/7#reply-7");
    expect(rows[0]?.status).toBe("queued");
  });

  it("queues no mail for a member who did not opt in, or whose address is not verified", async () => {
    const quiet = await member();
    await verify(quiet.user.id);
    const unverified = await member();
    await unverified.browser.request("PUT", "/api/notifications/settings", {
      emailNotifications: true,
    });
    await notify([draft(quiet.user.id, null, 8), draft(unverified.user.id, null, 8)]);
    expect(await mailTo(quiet.email)).toHaveLength(0);
    expect(await mailTo(unverified.email)).toHaveLength(0);
  });

  it("queues nothing when the transaction that wrote the notification rolls back", async () => {
    const { browser, user, email } = await member();
    await verify(user.id);
    await browser.request("PUT", "/api/notifications/settings", { emailNotifications: true });
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await recordNotifications(trx, [draft(user.id, null, 9)], t.clock.now());
        throw new Error("the post failed");
      }),
    ).rejects.toThrow("the post failed");
    expect(await mailTo(email)).toHaveLength(0);
    expect(
      (await browser.get("/api/notifications")).json<NotificationsReply>().notifications,
    ).toHaveLength(0);
  });
});
