import { describe, expect, it, vi } from "vitest";
import type { AdminAuditEntry, AdminAuditReply } from "../../../shared/admin-audit";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import type { Member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { csvField } from "./admin-audit.service";
import { createdIdIn } from "./admin-audit-trail";
import { recordAdminAction } from "./record-admin-action";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const otherAdmin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

async function addContactMessage(): Promise<number> {
  const row = await t.database.db
    .insertInto("contactMessages")
    .values({
      name: "Visitor",
      email: `visitor-${unique()}@example.com`,
      subject: "Hello",
      message: "A message for the audit test.",
      ip: "203.0.113.9",
      createdAt: t.clock.now().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function readAudit(who: Member, query = ""): Promise<AdminAuditReply> {
  const response = await who.browser.get(`/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminAuditReply>();
}

/**
 * The trail writes an admin action's entry once the reply has gone out (an `onResponse` hook):
 * a read made at once may come before it, so this reads until `found` holds.
 */
async function readAuditUntil(
  who: Member,
  query: string,
  found: (reply: AdminAuditReply) => boolean,
): Promise<AdminAuditReply> {
  return vi.waitFor(
    async () => {
      const reply = await readAudit(who, query);
      if (!found(reply)) throw new Error(`no matching audit entry yet for ${query}`);
      return reply;
    },
    { timeout: 5_000, interval: 20 },
  );
}

async function recordMany(count: number, action: string, actor: Member): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await recordAdminAction(
      t.database.db,
      { user: { ...(await userRow(actor)) }, ip: "198.51.100.7" },
      { action, targetType: "test", targetId: index },
      t.clock.now(),
    );
  }
}

async function userRow(who: Member) {
  return t.database.db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", who.user.id)
    .executeTakeFirstOrThrow();
}

describe("GET /api/admin/audit", () => {
  it("answers 401 signed out and 403 to a member", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/admin/audit" });
    expect(signedOut.statusCode).toBe(401);
    const byMember = await plainMember.browser.get("/api/admin/audit");
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ error: "Admin access required" });
    const csvByMember = await plainMember.browser.get("/api/admin/audit.csv");
    expect(csvByMember.statusCode).toBe(403);
  });

  it("records an admin action of an existing feature with who, what, target and address", async () => {
    const messageId = await addContactMessage();
    const handled = await admin.browser.post(`/api/contact-messages/${messageId}/handled`);
    expect(handled.statusCode, handled.body).toBe(200);

    const { entries } = await readAuditUntil(admin, `?actor=${admin.user.username}`, (reply) =>
      reply.entries.some((item) => item.targetId === String(messageId)),
    );
    const entry = entries.find((item) => item.targetId === String(messageId));
    expect(entry).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      action: "contact-messages.handled",
      targetType: "contact-messages",
      targetId: String(messageId),
      ip: "127.0.0.1",
    });
    expect(Date.parse(entry?.createdAt ?? "")).toBeGreaterThan(0);
  });

  it("records a create with the id of the object it made", async () => {
    const created = await admin.browser.post("/api/social/posts", {
      platform: "Discord",
      author: "GameHub",
      content: `Audit me ${unique()}`,
      url: "https://example.com/post",
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json<{ id: number }>().id;

    const { entries } = await readAuditUntil(admin, "?action=social.posts.create", (reply) =>
      reply.entries.some((entry) => entry.targetId === String(postId)),
    );
    expect(entries[0]).toMatchObject({
      action: "social.posts.create",
      targetType: "social",
      targetId: String(postId),
    });
  });

  it("writes nothing for a failed action or a member's request", async () => {
    const before = await readAudit(admin);
    const missing = await admin.browser.post("/api/contact-messages/999999/handled");
    expect(missing.statusCode).toBe(404);
    const byMember = await plainMember.browser.post("/api/contact-messages/1/handled");
    expect(byMember.statusCode).toBe(403);
    const after = await readAudit(admin);
    expect(after.entries[0]?.id).toBe(before.entries[0]?.id);
  });

  it("filters by exact action, by action prefix and by actor, newest first", async () => {
    const action = `test${unique().replaceAll("x", "")}`;
    await recordMany(2, `${action}.first`, admin);
    await recordMany(1, `${action}.second`, otherAdmin);

    const exact = await readAudit(admin, `?action=${action}.first`);
    expect(exact.entries.map((entry) => entry.action)).toEqual([
      `${action}.first`,
      `${action}.first`,
    ]);
    expect(exact.entries[0]?.targetId).toBe("1");

    const prefix = await readAudit(admin, `?action=${action}.`);
    expect(prefix.entries.map((entry) => entry.action)).toEqual([
      `${action}.second`,
      `${action}.first`,
      `${action}.first`,
    ]);

    const byOther = await readAudit(admin, `?action=${action}.&actor=${otherAdmin.user.username}`);
    expect(byOther.entries).toHaveLength(1);
    expect(byOther.entries[0]?.actor.username).toBe(otherAdmin.user.username);

    const nobody = await readAudit(admin, "?actor=no_such_admin_name");
    expect(nobody.entries).toEqual([]);
  });

  it("pages by cursor without gaps or repeats", async () => {
    const action = `paged${unique().replaceAll("x", "")}`;
    await recordMany(55, `${action}.step`, admin);
    const first = await readAudit(admin, `?action=${action}.step`);
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = await readAudit(
      admin,
      `?action=${action}.step&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
    );
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const targets = [...first.entries, ...second.entries].map((entry) => Number(entry.targetId));
    expect(targets).toEqual(Array.from({ length: 55 }, (_, index) => 54 - index));
  });

  it("refuses a cursor it did not make", async () => {
    const response = await admin.browser.get("/api/admin/audit?cursor=not-a-cursor!");
    expect(response.statusCode).toBe(400);
  });

  it("keeps small values and drops secrets", async () => {
    const action = `secret${unique().replaceAll("x", "")}.change`;
    await recordAdminAction(
      t.database.db,
      { user: await userRow(admin), ip: "198.51.100.7" },
      {
        action,
        targetType: "user",
        targetId: 5,
        before: { role: "user" },
        after: { role: "admin", password: "hunter22", note: "x".repeat(500) },
      },
      t.clock.now(),
    );
    const [entry] = (await readAudit(admin, `?action=${action}`)).entries as AdminAuditEntry[];
    expect(entry?.before).toEqual({ role: "user" });
    expect(entry?.after).toEqual({ role: "admin", note: `${"x".repeat(200)}…` });
  });
});

describe("createdIdIn", () => {
  it("reads the id at the top of a reply or one object deep, and nothing else", () => {
    expect(createdIdIn('{"id":7,"title":"x"}')).toBe("7");
    expect(createdIdIn('{"game":{"id":"gta","title":"x"}}')).toBe("gta");
    expect(createdIdIn('{"a":{"id":1},"b":{"id":2}}')).toBeNull();
    expect(createdIdIn('[{"id":1}]')).toBeNull();
    expect(createdIdIn("not json")).toBeNull();
    expect(createdIdIn('{"ok":true}')).toBeNull();
  });
});

describe("GET /api/admin/audit.csv", () => {
  it("exports the filtered entries as CSV with a header", async () => {
    const action = `csv${unique().replaceAll("x", "")}.export`;
    await recordMany(3, action, admin);
    const response = await admin.browser.get(`/api/admin/audit.csv?action=${action}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="gamehub-audit-/);
    const lines = response.body.trim().split("\r\n");
    expect(lines[0]).toBe("id,createdAt,actor,action,targetType,targetId,before,after,ip");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,${admin.user.username},${action},test,2,,,198.51.100.7`);
  });

  it("quotes fields and defuses spreadsheet formulas", () => {
    expect(csvField('say "hi", friend')).toBe('"say ""hi"", friend"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("plain")).toBe("plain");
  });
});

describe("the audit log table", () => {
  it("refuses any change or deletion in the database itself", async () => {
    const update = t.database.db.updateTable("adminAuditLog").set({ action: "rewritten" });
    await expect(update.execute()).rejects.toThrow(/audit log cannot be changed/);
    const remove = t.database.db.deleteFrom("adminAuditLog");
    await expect(remove.execute()).rejects.toThrow(/audit log cannot be changed/);
  });
});
