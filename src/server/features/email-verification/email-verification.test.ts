import { describe, expect, it } from "vitest";
import type { User } from "../../../shared/auth";
import { HOUR_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { linkIn } from "../../test/smtp-inbox";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false });

/** The `count`-th verification link mailed to `email`. */
async function verificationLink(email: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = t.inbox.messages.filter(
      (mail) => mail.to.includes(email.toLowerCase()) && mail.text.includes("/api/verify-email"),
    );
    const wanted = mails[count - 1];
    if (wanted) return linkIn(wanted, "/api/verify-email?token=");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no verification e-mail #${count} for ${email}`);
}

/** Opens a link as the browser would: the path and query of the mailed URL on our server. */
function open(link: string) {
  const url = new URL(link);
  return t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
}

async function currentUser(client: AccountClient): Promise<User> {
  const response = await client.get("/api/user");
  expect(response.statusCode).toBe(200);
  return response.json<User>();
}

describe("e-mail verification", () => {
  it("mails a verification link from PUBLIC_URL at registration", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("verify"));
    expect(user.isVerified).toBe(false);
    const link = await verificationLink(user.email as string);
    expect(link).toMatch(/^http:\/\/gamehub\.test\/api\/verify-email\?token=[A-Za-z0-9_-]{22,}$/);
  });

  it("verifies the address when the link is opened, then redirects to the settings page", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("verify"));
    const link = await verificationLink(user.email as string);
    expect((await currentUser(client)).isVerified).toBe(false);

    const response = await open(link);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/settings?emailVerified=1");
    expect((await currentUser(client)).isVerified).toBe(true);
  });

  it("redirects to emailVerified=0 when the link is used a second time", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("verify"));
    const link = await verificationLink(user.email as string);
    expect((await open(link)).headers.location).toBe("/settings?emailVerified=1");
    const again = await open(link);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe("/settings?emailVerified=0");
  });

  it.each([
    ["a made-up token", "/api/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["an empty token", "/api/verify-email?token="],
    ["no token", "/api/verify-email"],
  ])("redirects to emailVerified=0 for %s", async (_case, url) => {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/settings?emailVerified=0");
  });

  it("does not verify with a tampered token", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("verify"));
    const link = await verificationLink(user.email as string);
    const tampered = link.slice(0, -1) + (link.endsWith("A") ? "B" : "A");
    expect((await open(tampered)).headers.location).toBe("/settings?emailVerified=0");
    expect((await currentUser(client)).isVerified).toBe(false);
  });

  it("refuses a link after 48 hours", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("verify"));
    const link = await verificationLink(user.email as string);
    t.clock.advance(49 * HOUR_MS);
    expect((await open(link)).headers.location).toBe("/settings?emailVerified=0");
    const signedIn = new AccountClient(t.app);
    expect((await signedIn.login(user.username, user.password)).statusCode).toBe(200);
    expect((await currentUser(signedIn)).isVerified).toBe(false);
  });
});

describe("POST /api/send-email-verification", () => {
  it("answers 401 when signed out", async () => {
    const response = await new AccountClient(t.app).post("/api/send-email-verification");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Not signed in" });
  });

  it("sends a new link that verifies the address", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("resend"));
    await verificationLink(user.email as string, 1);

    const response = await client.post("/api/send-email-verification");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const second = await verificationLink(user.email as string, 2);

    expect((await open(second)).headers.location).toBe("/settings?emailVerified=1");
    expect((await currentUser(client)).isVerified).toBe(true);
  });
});
