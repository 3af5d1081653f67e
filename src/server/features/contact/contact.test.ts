import { describe, expect, it } from "vitest";
import { CONTACT_PAGE_SIZE, type ContactMessage } from "../../../shared/contact";
import { INVALID_CURSOR_MESSAGE } from "../../lib/cursor";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";
import { insertContactMessage } from "./contact.repo";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const secondAdmin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);
let ipCounter = 0;

/** Each test writes from its own address, so the per-address limit of one test never hits another. */
function freshIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function validMessage(overrides: Record<string, unknown> = {}) {
  const word = unique();
  return {
    name: "Riley Quinn",
    email: `riley.${word}@example.com`,
    subject: `Question ${word}`,
    message: "Hello team, I would like to know when the next tournament starts.",
    newsletter: false,
    ...overrides,
  };
}

function send(body: unknown, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: body as object,
    remoteAddress: ip,
  });
}

async function outboxFor(subjectWord: string) {
  return t.database.db
    .selectFrom("mailOutbox")
    .select(["recipient", "subject", "text", "replyTo"])
    .where("subject", "like", `%${subjectWord}%`)
    .orderBy("id")
    .execute();
}

describe("POST /api/contact", () => {
  it("stores the message and queues one e-mail per admin, with the sender as Reply-To", async () => {
    const body = validMessage({ newsletter: true });
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ sent: true });

    const stored = await t.database.db
      .selectFrom("contactMessages")
      .selectAll()
      .where("email", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(stored.subject).toBe(body.subject);
    expect(Boolean(stored.newsletter)).toBe(true);
    expect(stored.handledAt).toBeNull();

    const mails = await outboxFor(body.subject);
    const recipients = mails.map((mail) => mail.recipient);
    const adminEmails = await t.database.db
      .selectFrom("users")
      .select("email")
      .where("id", "in", [admin.user.id, secondAdmin.user.id])
      .execute();
    for (const { email } of adminEmails) expect(recipients).toContain(email);
    const memberEmail = await t.database.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", plainMember.user.id)
      .executeTakeFirstOrThrow();
    expect(recipients).not.toContain(memberEmail.email);
    for (const mail of mails) {
      expect(mail.replyTo).toBe(body.email);
      expect(mail.subject).toBe(`[GameHub contact] ${body.subject}`);
      expect(mail.text).toContain(body.message);
    }
  });

  it("records the signed-in sender", async () => {
    const body = validMessage();
    const response = await plainMember.browser.post("/api/contact", body);
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.database.db
      .selectFrom("contactMessages")
      .select("userId")
      .where("email", "=", body.email)
      .executeTakeFirstOrThrow();
    expect(stored.userId).toBe(plainMember.user.id);
  });

  it.each([
    ["name", "R", "Name must be at least 2 characters"],
    ["email", "not-an-address", "Please enter a valid email address"],
    ["subject", "Hey", "Subject must be at least 5 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["name", "x".repeat(101), "Name must be at most 100 characters"],
    ["message", "x".repeat(5001), "Message must be at most 5,000 characters"],
  ])("refuses a bad %s with the spec's message", async (field, value, message) => {
    const body = validMessage({ [field]: value });
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await outboxFor(body.subject as string)).toHaveLength(0);
  });

  it("trims the fields before checking their length", async () => {
    const response = await send(validMessage({ name: "  A  " }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("Name must be at least 2 characters");
  });

  it.each([
    ["name", "Riley\r\nBcc: victim@example.com"],
    ["subject", "Hello there\nBcc: victim@example.com"],
    ["email", "riley@example.com\r\nBcc: victim@example.com"],
    ["email", "riley@example.com\n"],
  ])("refuses a line break in the %s (header injection)", async (field, value) => {
    const body = validMessage({ [field]: value });
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/single line|valid email/);
    const stored = await t.database.db
      .selectFrom("contactMessages")
      .select("id")
      .where("message", "=", body.message as string)
      .where("subject", "=", body.subject as string)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it("limits one sender address to 5 messages an hour, with Retry-After", async () => {
    const email = `limit.${unique()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      const response = await send(validMessage({ email }));
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await send(validMessage({ email }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toBe(
      "You have sent several messages in a short time. Please wait before sending another.",
    );

    t.clock.advance(61 * 60_000);
    expect((await send(validMessage({ email }))).statusCode).toBe(201);
  });

  it("limits one network address to 10 messages an hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const response = await send(validMessage(), ip);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await send(validMessage(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("the admins' inbox", () => {
  it("is for admins only", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/contact-messages" });
    expect(signedOut.statusCode).toBe(401);
    expect((await plainMember.browser.get("/api/contact-messages")).statusCode).toBe(403);
    const markByMember = await plainMember.browser.post("/api/contact-messages/1/handled");
    expect(markByMember.statusCode).toBe(403);
  });

  it("lists open messages newest first, and a handled one moves to the handled list", async () => {
    const first = validMessage();
    const second = validMessage();
    expect((await send(first)).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await send(second)).statusCode).toBe(201);

    const open = await admin.browser.get("/api/contact-messages?status=open");
    expect(open.statusCode, open.body).toBe(200);
    const openList = open.json<{ messages: ContactMessage[] }>().messages;
    const firstIndex = openList.findIndex((m) => m.email === first.email);
    const secondIndex = openList.findIndex((m) => m.email === second.email);
    expect(secondIndex).toBeGreaterThanOrEqual(0);
    expect(firstIndex).toBeGreaterThan(secondIndex);

    const target = openList[secondIndex];
    if (!target) throw new Error("the second message is not listed");
    const handled = await admin.browser.post(`/api/contact-messages/${target.id}/handled`);
    expect(handled.statusCode, handled.body).toBe(200);
    const message = handled.json<{ message: ContactMessage }>().message;
    expect(message.handledBy).toBe(admin.user.username);
    expect(message.handledAt).not.toBeNull();

    const openAfter = (await admin.browser.get("/api/contact-messages")).json<{
      messages: ContactMessage[];
    }>();
    expect(openAfter.messages.some((m) => m.id === target.id)).toBe(false);
    const handledList = (await admin.browser.get("/api/contact-messages?status=handled")).json<{
      messages: ContactMessage[];
    }>();
    expect(handledList.messages.some((m) => m.id === target.id)).toBe(true);
  });

  it("answers 404 for an unknown message and 400 for a bad status", async () => {
    expect((await admin.browser.post("/api/contact-messages/99999999/handled")).statusCode).toBe(
      404,
    );
    const bad = await admin.browser.get("/api/contact-messages?status=spam");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("status must be open, handled or all");
  });

  it("pages by cursor, newest first, without gaps or repeats", async () => {
    for (let index = 0; index < CONTACT_PAGE_SIZE + 5; index += 1) {
      t.clock.advance(1000);
      await insertContactMessage(
        t.database.db,
        { ...validMessage(), newsletter: false, userId: null, ip: "10.9.9.9" },
        t.clock.now(),
      );
    }
    const total = await t.database.db
      .selectFrom("contactMessages")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();

    type Page = { messages: ContactMessage[]; nextCursor: string | null };
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/contact-messages?status=all${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await admin.browser.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const page: Page = response.json<Page>();
      expect(page.messages.length).toBeLessThanOrEqual(CONTACT_PAGE_SIZE);
      seen.push(...page.messages.map((message) => message.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBeGreaterThanOrEqual(2);
    expect(seen).toHaveLength(Number(total.count));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it("refuses a forged cursor", async () => {
    const forged = await admin.browser.get("/api/contact-messages?cursor=not-a-cursor");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe(INVALID_CURSOR_MESSAGE);
  });
});
