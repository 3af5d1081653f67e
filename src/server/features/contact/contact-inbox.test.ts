import { describe, expect, it } from "vitest";
import type { AdminAuditReply } from "../../../shared/admin-audit";
import type { ContactMessage } from "../../../shared/contact";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import type { Member } from "../../test/test-members";
import { unique } from "../../test/unique";

const t = testAppForFile({ seed: false, mailWorker: "manual" });
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);
let ipCounter = 0;

/** A visitor's message through the contact form; returns its id, address and subject. */
async function contactMessage() {
  ipCounter += 1;
  const word = unique();
  const body = {
    name: "Riley Quinn",
    email: `riley.${word}@example.com`,
    subject: `Question ${word}`,
    message: "Hello team,\nwhen does the next tournament start?",
  };
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    remoteAddress: `10.88.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await t.database.db
    .selectFrom("contactMessages")
    .select("id")
    .where("email", "=", body.email)
    .executeTakeFirstOrThrow();
  return { id: row.id, ...body };
}

function reply(id: number, payload: unknown, as: Member = admin) {
  return as.browser.post(`/api/contact-messages/${id}/reply`, payload);
}

describe("POST /api/contact-messages/:id/reply", () => {
  it("answers 401 signed out and 403 for a member", async () => {
    const { id } = await contactMessage();
    const signedOut = await t.app.inject({
      method: "POST",
      url: `/api/contact-messages/${id}/reply`,
      payload: { message: "Thanks!" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await reply(id, { message: "Thanks!" }, plainMember)).statusCode).toBe(403);
  });

  it("checks the role before the body", async () => {
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/contact-messages/abc/reply",
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    const asMember = await reply(1, { message: "" }, plainMember);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: "Admin access required" });
  });

  it.each([
    [{}, "Write a reply"],
    [{ message: "   " }, "Write a reply"],
    [{ message: "x".repeat(5001) }, "Reply must be at most 5,000 characters"],
  ])("refuses %j with a readable message", async (payload, message) => {
    const { id } = await contactMessage();
    const response = await reply(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it("queues the reply to the sender, quoting them, and marks the message handled", async () => {
    const original = await contactMessage();
    const response = await reply(original.id, { message: "It starts on Saturday at 18:00." });
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json<{ message: ContactMessage }>().message;
    expect(message).toMatchObject({ id: original.id, handledBy: admin.user.username });
    expect(message.handledAt).toBe(t.clock.now().toISOString());

    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .select(["subject", "text", "status"])
      .where("recipient", "=", original.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Re: ${original.subject}`);
    expect(mails[0]?.status).toBe("queued");
    expect(mails[0]?.text).toMatch(/^It starts on Saturday at 18:00\.\n/);
    expect(mails[0]?.text).toContain("> Hello team,\n> when does the next tournament start?");

    const open = await admin.browser.get("/api/contact-messages?status=open");
    const openIds = open.json<{ messages: ContactMessage[] }>().messages.map((item) => item.id);
    expect(openIds).not.toContain(original.id);

    const audit = await admin.browser.get("/api/admin/audit?action=contact.reply");
    const entry = audit
      .json<AdminAuditReply>()
      .entries.find((item) => item.targetId === String(original.id));
    expect(entry).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      targetType: "contact",
      before: { handled: false },
      after: { handled: true, to: original.email, reply: "It starts on Saturday at 18:00." },
    });
  });

  it("keeps the first handler when a handled message is answered again", async () => {
    const original = await contactMessage();
    await reply(original.id, { message: "First answer." });
    const handledAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const second = await reply(original.id, { message: "And one more thing." });
    expect(second.statusCode).toBe(200);
    expect(second.json<{ message: ContactMessage }>().message.handledAt).toBe(handledAt);
    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .select("id")
      .where("recipient", "=", original.email)
      .execute();
    expect(mails).toHaveLength(2);
  });

  it("answers 404 for an unknown message", async () => {
    const response = await reply(999_999, { message: "Hello?" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Message not found" });
  });
});
