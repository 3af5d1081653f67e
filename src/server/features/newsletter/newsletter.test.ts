import { describe, expect, it } from "vitest";
import { linkIn, type ReceivedMail } from "../../test/smtp-inbox";
import { testAppForFile } from "../../test/test-fixtures";
import { countSubscribersWithEmail, findSubscriberByEmail } from "./newsletter.repo";
import { createUnsubscribeToken } from "./newsletter.service";

const t = testAppForFile({ seed: false });

/** Each request from its own address, so the per-IP limit of one test never bites another. */
let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.30.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

function post(url: string, payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress });
}

const footerSubscribe = (payload: unknown, ip?: string) => post("/api/newsletter", payload, ip);
const blogSubscribe = (payload: unknown, ip?: string) => post("/api/subscribe", payload, ip);

let emailCounter = 0;
function newEmail(prefix = "reader"): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Date.now()}@example.com`;
}

function tokenOf(mail: ReceivedMail, path: string): string {
  const token = new URL(linkIn(mail, `${path}?token=`)).searchParams.get("token");
  if (!token) throw new Error(`no token in the ${path} link`);
  return token;
}

describe("POST /api/newsletter (footer)", () => {
  it("stores the subscriber and answers ok", async () => {
    const response = await footerSubscribe({ email: "player.one@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await countSubscribersWithEmail(t.database.db, "player.one@example.com")).toBe(1);
  });

  it("treats a second subscription of the same address, in any case, as a success without a duplicate", async () => {
    await footerSubscribe({ email: "twice@example.com" });
    const again = await footerSubscribe({ email: "  TWICE@Example.com " });
    expect(again.statusCode).toBe(200);
    expect(await countSubscribersWithEmail(t.database.db, "twice@example.com")).toBe(1);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "" }, "Please enter a valid email address"],
    [{}, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "Email is too long"],
  ])("answers 400 for %j", async (payload, message) => {
    const response = await footerSubscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it("answers 400 with a readable message for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/json" },
      payload: "{email:",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/JSON/i);
  });
});

describe("POST /api/subscribe", () => {
  it("stores name and e-mail in the same table as the footer, once", async () => {
    const email = newEmail();
    expect((await footerSubscribe({ email })).statusCode).toBe(200);
    const response = await blogSubscribe({ email: email.toUpperCase(), name: " Ada " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true });
    expect(await countSubscribersWithEmail(t.database.db, email)).toBe(1);

    const other = newEmail();
    await blogSubscribe({ email: other, name: "Grace" });
    expect(await findSubscriberByEmail(t.database.db, other)).toMatchObject({
      name: "Grace",
      source: "blog",
      confirmedAt: null,
    });
  });

  it.each([
    [{ email: "nope" }, "Please enter a valid email address"],
    [{ name: "No Email" }, "Please enter a valid email address"],
    [{ email: "ok@example.com", name: "x".repeat(101) }, "Name must be at most 100 characters"],
  ])("answers 400 for %j", async (payload, message) => {
    const response = await blogSubscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });
});

describe("confirmation and unsubscribe", () => {
  it("mails a confirmation link to a page; the page's POST confirms; the mail has an unsubscribe link", async () => {
    const email = newEmail("confirm");
    await blogSubscribe({ email, name: "Lin" });
    const mail = await t.inbox.waitFor(email);
    expect(mail.subject).toMatch(/Confirm/);
    expect(linkIn(mail, "/newsletter/confirm?token=")).toMatch(
      /^http:\/\/gamehub\.test\/newsletter\/confirm\?token=/,
    );
    expect(linkIn(mail, "/newsletter/unsubscribe?token=")).toMatch(
      /^http:\/\/gamehub\.test\/newsletter\/unsubscribe\?token=/,
    );
    const token = tokenOf(mail, "/newsletter/confirm");
    // Opening the link (a GET, as a mail scanner would) confirms nothing.
    await t.app.inject({
      method: "GET",
      url: `/newsletter/confirm?token=${encodeURIComponent(token)}`,
    });
    expect((await findSubscriberByEmail(t.database.db, email))?.confirmedAt).toBeNull();

    const confirmed = await post("/api/newsletter/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    const row = await findSubscriberByEmail(t.database.db, email);
    expect(row?.confirmedAt).not.toBeNull();
    // The token is stored hashed, never as sent.
    expect(row?.confirmationTokenHash).not.toBe(token);

    // A second click still answers confirmed; subscribing again sends no new mail.
    expect((await post("/api/newsletter/confirm", { token })).statusCode).toBe(200);
    await blogSubscribe({ email });
    // Everything queued so far is delivered before counting.
    await t.drainOutbox();
    expect(t.inbox.messages.filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it("refuses an unknown confirmation token", async () => {
    const response = await post("/api/newsletter/confirm", { token: "not-a-real-token" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "This link is invalid or has expired." });
    expect((await post("/api/newsletter/confirm", {})).statusCode).toBe(400);
  });

  it("unsubscribes with the mailed token, idempotently, and refuses a forged one", async () => {
    const email = newEmail("leave");
    await footerSubscribe({ email });
    const mail = await t.inbox.waitFor(email);
    const token = tokenOf(mail, "/newsletter/unsubscribe");
    const subscriber = await findSubscriberByEmail(t.database.db, email);
    expect(token).toBe(createUnsubscribeToken(t.config.sessionSecret, subscriber?.id ?? 0));

    const forged = `${(subscriber?.id ?? 0) + 1}.${token.split(".")[1]}`;
    expect((await post("/api/newsletter/unsubscribe", { token: forged })).statusCode).toBe(400);
    expect((await post("/api/newsletter/unsubscribe", { token: "garbage" })).statusCode).toBe(400);
    expect(
      (
        await post("/api/newsletter/unsubscribe", {
          token: createUnsubscribeToken("another-secret-another-secret-0000", subscriber?.id ?? 0),
        })
      ).statusCode,
    ).toBe(400);

    const response = await post("/api/newsletter/unsubscribe", { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    expect(await countSubscribersWithEmail(t.database.db, email)).toBe(0);
    expect((await post("/api/newsletter/unsubscribe", { token })).statusCode).toBe(200);
  });
});

describe("rate limits", () => {
  it("allows 5 subscriptions an hour per e-mail, then answers 429 with Retry-After", async () => {
    const email = newEmail("limit");
    for (let i = 0; i < 5; i++) expect((await blogSubscribe({ email })).statusCode).toBe(200);
    const refused = await footerSubscribe({ email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(3_600_000 + 1000);
    expect((await blogSubscribe({ email })).statusCode).toBe(200);
  });

  it("allows 20 subscriptions an hour per IP", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 20; i++) {
      expect((await blogSubscribe({ email: newEmail("ip") }, ip)).statusCode).toBe(200);
    }
    expect((await blogSubscribe({ email: newEmail("ip") }, ip)).statusCode).toBe(429);
    expect((await blogSubscribe({ email: newEmail("ip") }, nextIp())).statusCode).toBe(200);
  });
});
