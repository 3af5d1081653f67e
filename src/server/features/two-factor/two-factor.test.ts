import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import type { TwoFactorSetupReply, User } from "../../../shared/auth";
import { issueOneTimeToken } from "../../lib/one-time-tokens";
import { AccountClient } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false });

const STEP_MS = 30_000;
const client = () => new AccountClient(t.app);

/** The code an authenticator app would show at the app's current time, shifted by `steps`. */
function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({
    secret,
    epoch: Math.floor((t.clock.now().getTime() + steps * STEP_MS) / 1000),
  });
}

async function userWithTwoFactor() {
  const browser = client();
  const user = await browser.register();
  const setup = (await browser.post("/api/2fa/setup")).json<TwoFactorSetupReply>();
  const enabled = await browser.post("/api/2fa/enable", {
    password: user.password,
    code: await codeAt(setup.secret),
  });
  expect(enabled.statusCode).toBe(200);
  // The enabling code's step is used up; move on so the step before "now" is unused too.
  t.clock.advance(2 * STEP_MS);
  return { browser, user, secret: setup.secret };
}

describe("two-factor setup", () => {
  it("offers a new secret with an otpauth:// URI and a QR image", async () => {
    const browser = client();
    const user = await browser.register();
    const response = await browser.post("/api/2fa/setup");
    expect(response.statusCode).toBe(200);
    const setup = response.json<TwoFactorSetupReply>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.otpauthUrl).toContain(
      `otpauth://totp/GameHub:${user.username}?secret=${setup.secret}`,
    );
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it("enables 2FA only with a right code, then ends the user's other sessions", async () => {
    const browser = client();
    const user = await browser.register();
    const phone = client();
    await phone.login(user.username, user.password);
    const { secret } = (await browser.post("/api/2fa/setup")).json<TwoFactorSetupReply>();
    const wrong = await browser.post("/api/2fa/enable", {
      password: user.password,
      code: (Number(await codeAt(secret)) + 1).toString().padStart(6, "0").slice(-6),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: "Invalid code" });
    const right = await browser.post("/api/2fa/enable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json<User>().isTwoFactorEnabled).toBe(true);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
  });

  it.each([
    ["12345", "Code must be 6 digits"],
    ["12a456", "Code must contain only digits"],
  ])("rejects the code %j with the spec's message", async (code, message) => {
    const browser = client();
    const user = await browser.register();
    const response = await browser.post("/api/2fa/enable", { password: user.password, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("needs the current password: a wrong or missing one leaves 2FA off", async () => {
    const browser = client();
    const user = await browser.register();
    const { secret } = (await browser.post("/api/2fa/setup")).json<TwoFactorSetupReply>();
    const missing = await browser.post("/api/2fa/enable", { code: await codeAt(secret) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe("Password is required");
    const wrong = await browser.post("/api/2fa/enable", {
      password: "Wrong-pass1",
      code: await codeAt(secret),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Incorrect password" });
    expect((await browser.get("/api/user")).json<User>().isTwoFactorEnabled).toBe(false);
    const right = await browser.post("/api/2fa/enable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json<User>().isTwoFactorEnabled).toBe(true);
  });

  it("needs a signed-in user", async () => {
    expect((await client().post("/api/2fa/setup")).statusCode).toBe(401);
  });
});

describe("signing in with two factors", () => {
  it("asks for the code after the password and signs in only after it", async () => {
    const { user, secret } = await userWithTwoFactor();
    const browser = client();
    const first = await browser.login(user.username, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ requiresTwoFactor: true });
    expect((await browser.get("/api/user")).statusCode).toBe(401);
    const pendingCookie = browser.cookie;
    const verified = await browser.post("/api/login/2fa/verify", { code: await codeAt(secret) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<User>().id).toBe(user.id);
    expect(browser.cookie).not.toBe(pendingCookie);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
  });

  it("accepts the codes of the step before and after, not two steps away", async () => {
    const { user, secret } = await userWithTwoFactor();
    for (const [steps, status] of [
      [-2, 401],
      [2, 401],
      [-1, 200],
    ] as const) {
      const browser = client();
      await browser.login(user.username, user.password);
      const response = await browser.post("/api/login/2fa/verify", {
        code: await codeAt(secret, steps),
      });
      expect(response.statusCode, `${steps} steps`).toBe(status);
    }
    t.clock.advance(STEP_MS * 3);
    const browser = client();
    await browser.login(user.username, user.password);
    expect(
      (await browser.post("/api/login/2fa/verify", { code: await codeAt(secret, 1) })).statusCode,
    ).toBe(200);
  });

  it("does not accept a code twice", async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await codeAt(secret);
    const first = client();
    await first.login(user.username, user.password);
    expect((await first.post("/api/login/2fa/verify", { code })).statusCode).toBe(200);
    const second = client();
    await second.login(user.username, user.password);
    const replay = await second.post("/api/login/2fa/verify", { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: "Invalid verification code. Please try again." });
  });

  it("refuses further codes with 429 after 5 wrong ones", async () => {
    const { user, secret } = await userWithTwoFactor();
    const browser = client();
    await browser.login(user.username, user.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await browser.post("/api/login/2fa/verify", { code: "000000" })).statusCode).toBe(
        401,
      );
    }
    const blocked = await browser.post("/api/login/2fa/verify", { code: await codeAt(secret) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });

  it("cancels a pending sign-in", async () => {
    const { user, secret } = await userWithTwoFactor();
    const browser = client();
    await browser.login(user.username, user.password);
    expect((await browser.post("/api/login/2fa/cancel")).statusCode).toBe(200);
    const late = await browser.post("/api/login/2fa/verify", { code: await codeAt(secret) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: "Your sign-in has expired. Please sign in again." });
  });

  it("lets a pending sign-in expire after 10 minutes", async () => {
    const { user, secret } = await userWithTwoFactor();
    const browser = client();
    await browser.login(user.username, user.password);
    t.clock.advance(11 * 60_000);
    expect(
      (await browser.post("/api/login/2fa/verify", { code: await codeAt(secret) })).statusCode,
    ).toBe(400);
  });
});

describe("turning 2FA off", () => {
  it("needs the password and a current code", async () => {
    const { browser, user, secret } = await userWithTwoFactor();
    const wrongPassword = await browser.post("/api/2fa/disable", {
      password: "Wrong-pass1",
      code: await codeAt(secret),
    });
    expect(wrongPassword.statusCode).toBe(401);
    const wrongCode = await browser.post("/api/2fa/disable", {
      password: user.password,
      code: "000000",
    });
    expect(wrongCode.statusCode).toBe(400);
    const done = await browser.post("/api/2fa/disable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<User>().isTwoFactorEnabled).toBe(false);
    const again = client();
    expect((await again.login(user.username, user.password)).json<User>().id).toBe(user.id);
  });
});

describe("a sign-in waiting for its second factor", () => {
  it.each([
    ["GET", "/api/user"],
    ["GET", "/api/sessions"],
    ["POST", "/api/sessions/revoke-others"],
    ["POST", "/api/2fa/setup"],
    ["POST", "/api/change-password"],
    ["POST", "/api/send-email-verification"],
    ["POST", "/api/send-verification-code"],
  ] as const)("is signed out for %s %s", async (method, url) => {
    const { user } = await userWithTwoFactor();
    const pending = client();
    expect((await pending.login(user.username, user.password)).json()).toEqual({
      requiresTwoFactor: true,
    });
    const payload =
      url === "/api/change-password"
        ? { currentPassword: user.password, newPassword: "N3w-Password!" }
        : method === "POST"
          ? {}
          : undefined;
    const response = await pending.request(method, url, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Not signed in" });
  });

  it("signs out only itself on logout, never the user's other sessions", async () => {
    const { browser, user } = await userWithTwoFactor();
    const pending = client();
    await pending.login(user.username, user.password);
    const logout = await pending.post("/api/logout", {});
    expect(logout.statusCode).toBe(200);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom("sessions")
      .select("isPendingTwoFactor")
      .where("userId", "=", user.id)
      .execute();
    expect(rows.map((row) => Boolean(row.isPendingTwoFactor))).toEqual([false]);
  });
});

describe("outstanding reset links", () => {
  async function resetLink(userId: number): Promise<string> {
    return issueOneTimeToken(t.database.db, "passwordResetTokens", {
      userId,
      secret: t.config.sessionSecret,
      ttlMs: 3_600_000,
      now: t.clock.now(),
    });
  }

  async function resetWith(token: string) {
    return client().post("/api/reset-password", { token, password: "Res3t-Pass!" });
  }

  it("stop working once 2FA is turned on", async () => {
    const browser = client();
    const user = await browser.register();
    const token = await resetLink(user.id);
    const { secret } = (await browser.post("/api/2fa/setup")).json<TwoFactorSetupReply>();
    const enabled = await browser.post("/api/2fa/enable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect((await resetWith(token)).statusCode).toBe(400);
  });

  it("stop working once 2FA is turned off", async () => {
    const { browser, user, secret } = await userWithTwoFactor();
    const token = await resetLink(user.id);
    const disabled = await browser.post("/api/2fa/disable", {
      password: user.password,
      code: await codeAt(secret),
    });
    expect(disabled.statusCode).toBe(200);
    expect((await resetWith(token)).statusCode).toBe(400);
  });

  it("still work when nothing changed (the check above can fail)", async () => {
    const user = await client().register();
    expect((await resetWith(await resetLink(user.id))).statusCode).toBe(200);
  });
});
