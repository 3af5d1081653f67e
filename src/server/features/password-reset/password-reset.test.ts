import { describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { linkIn } from "../../test/smtp-inbox";
import { testAppForFile } from "../../test/test-fixtures";

const RESET_RULE =
  "Password must include at least one uppercase letter, one lowercase letter, one number, and one special character";
const INVALID_LINK = "This reset link is invalid or has expired.";
const NEW_PASSWORD = "N3w-Passw0rd!";

const t = testAppForFile({ seed: false });

/** Each test asks from its own address, so the per-IP limit of one test never bites another. */
let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.20.0.${ipCounter}`;
}

async function registeredUser() {
  const client = new AccountClient(t.app, nextIp());
  const user = await client.register(newIdentity("reset"));
  return { client, user };
}

/** Asks for a reset link and returns the token of the `count`-th reset mail to that address. */
async function requestResetToken(email: string, count = 1): Promise<string> {
  const client = new AccountClient(t.app, nextIp());
  const response = await client.post("/api/forgot-password", { email });
  expect(response.statusCode).toBe(200);
  const mails = await waitForResetMail(email, count);
  const token = new URL(linkIn(mails, "/auth/reset-password?token=")).searchParams.get("token");
  if (!token) throw new Error("no token in the reset link");
  return token;
}

async function waitForResetMail(email: string, count: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const resets = t.inbox.messages.filter(
      (mail) => mail.to.includes(email.toLowerCase()) && mail.text.includes("/auth/reset-password"),
    );
    const wanted = resets[count - 1];
    if (wanted) return wanted;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset e-mail #${count} for ${email}`);
}

function resetMailsTo(email: string) {
  return t.inbox.messages.filter(
    (mail) => mail.to.includes(email.toLowerCase()) && mail.text.includes("/auth/reset-password"),
  );
}

function reset(token: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/reset-password",
    remoteAddress: nextIp(),
    payload: { token, password },
  });
}

async function loginStatus(username: string, password: string): Promise<number> {
  return (await new AccountClient(t.app, nextIp()).login(username, password)).statusCode;
}

describe("POST /api/forgot-password", () => {
  it("answers a known and an unknown e-mail alike, and mails only the known one", async () => {
    const { user } = await registeredUser();
    const unknownEmail = `nobody.${Date.now()}@example.com`;
    const unknown = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", {
      email: unknownEmail,
    });
    const known = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", {
      email: user.email,
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      ok: true,
      message:
        "If an account with that email exists, we've sent a password reset link. Please check your email.",
    });
    await waitForResetMail(user.email as string, 1);
    // Everything queued so far is delivered before counting: nothing was queued for the unknown address.
    await t.drainOutbox();
    expect(t.inbox.messages.filter((mail) => mail.to.includes(unknownEmail))).toHaveLength(0);
  });

  it("mails a link built from PUBLIC_URL even when the request names a foreign Host", async () => {
    const { user } = await registeredUser();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      remoteAddress: nextIp(),
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await waitForResetMail(user.email as string, 1);
    expect(mail.text).not.toContain("evil.example");
    const link = linkIn(mail, "/auth/reset-password?token=");
    expect(link).toMatch(/^http:\/\/gamehub\.test\/auth\/reset-password\?token=[A-Za-z0-9_-]+$/);
  });

  it("sends a token of at least 128 bits", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    // 22 base64url characters carry 132 bits.
    expect(token.length).toBeGreaterThanOrEqual(22);
  });

  it("stores the token hashed, never the token itself", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    const rows = await t.database.db
      .selectFrom("passwordResetTokens")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBeTruthy();
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses the 6th request for one e-mail within an hour with 429 and Retry-After, and allows it after the hour", async () => {
    const { user } = await registeredUser();
    const email = user.email as string;
    for (let i = 1; i <= 5; i++) {
      const response = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", {
        email,
      });
      expect(response.statusCode, `request ${i}`).toBe(200);
    }
    // From yet another address, and with other casing: the limit is per e-mail.
    const sixth = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", {
      email: email.toUpperCase(),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: expect.any(String) });
    const retryAfter = Number(sixth.headers["retry-after"]);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await t.drainOutbox();
    expect(resetMailsTo(email)).toHaveLength(5);

    t.clock.advance(61 * MINUTE_MS);
    const later = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", { email });
    expect(later.statusCode).toBe(200);
    await waitForResetMail(email, 6);
  });
});

describe("POST /api/reset-password", () => {
  it("sets the new password: sign-in works with it and no longer with the old one", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      message:
        "Your password has been reset successfully. You will be redirected to the login page.",
    });
    expect(await loginStatus(user.username, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(user.username, user.password)).toBe(401);
  });

  it("accepts a token only once", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, "An0ther-Pass!");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: INVALID_LINK });
    expect(await loginStatus(user.username, "An0ther-Pass!")).toBe(401);
    expect(await loginStatus(user.username, NEW_PASSWORD)).toBe(200);
  });

  it("refuses an unknown token", async () => {
    const response = await reset("A".repeat(43), NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: INVALID_LINK });
  });

  it("accepts a token within the hour", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    t.clock.advance(59 * MINUTE_MS);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a token after 1 hour", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    t.clock.advance(61 * MINUTE_MS);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: INVALID_LINK });
    expect(await loginStatus(user.username, user.password)).toBe(200);
    expect(await loginStatus(user.username, NEW_PASSWORD)).toBe(401);
  });

  it("ends every session of the user", async () => {
    const { client: first, user } = await registeredUser();
    const second = new AccountClient(t.app, nextIp());
    expect((await second.login(user.username, user.password, true)).statusCode).toBe(200);
    expect((await first.get("/api/user")).statusCode).toBe(200);
    expect((await second.get("/api/user")).statusCode).toBe(200);

    const token = await requestResetToken(user.email as string);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);

    expect((await first.get("/api/user")).statusCode).toBe(401);
    expect((await second.get("/api/user")).statusCode).toBe(401);
    const sessions = await t.database.db
      .selectFrom("sessions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it.each([
    ["too short", "Ab1!xyz", "Password must be at least 8 characters"],
    ["too long (101 characters)", `Aa1!${"x".repeat(97)}`, "Password is too long"],
    ["without an uppercase letter", "abcdef1!", RESET_RULE],
    ["without a lowercase letter", "ABCDEF1!", RESET_RULE],
    ["without a number", "Abcdefg!", RESET_RULE],
    ["without a special character", "Abcdefg1", RESET_RULE],
  ])(
    "refuses a password %s with the shared schema's message, keeping the token",
    async (_case, password, message) => {
      const { user } = await registeredUser();
      const token = await requestResetToken(user.email as string);
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message });
      expect(await loginStatus(user.username, user.password)).toBe(200);
      // A refused password does not use up the link.
      expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    },
  );

  it("accepts a password of exactly 100 characters", async () => {
    const { user } = await registeredUser();
    const token = await requestResetToken(user.email as string);
    const password = `Aa1!${"x".repeat(96)}`;
    expect(password).toHaveLength(100);
    expect((await reset(token, password)).statusCode).toBe(200);
    expect(await loginStatus(user.username, password)).toBe(200);
  });
});
