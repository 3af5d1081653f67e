import { describe, expect, it } from "vitest";
import { AccountClient } from "../../test/account-client";
import { passCaptcha, solveCaptcha } from "../../test/captcha-solver";
import { codeIn } from "../../test/smtp-inbox";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false });

const client = () => new AccountClient(t.app);

async function signedInUser() {
  const browser = client();
  const user = await browser.register();
  return { browser, user };
}

describe("captcha", () => {
  it("accepts a solved ALTCHA challenge once and refuses a replay or garbage", async () => {
    const { browser } = await signedInUser();
    const payload = await solveCaptcha(browser);
    expect((await browser.post("/api/verify-captcha", { captchaToken: payload })).statusCode).toBe(
      200,
    );
    const replay = await browser.post("/api/verify-captcha", { captchaToken: payload });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: "CAPTCHA verification failed" });
    const garbage = await browser.post("/api/verify-captcha", {
      captchaToken: "placeholder-token",
    });
    expect(garbage.statusCode).toBe(400);
  });

  it("is remembered for 10 minutes only", async () => {
    const { browser, user } = await signedInUser();
    await passCaptcha(browser);
    t.clock.advance(11 * 60_000);
    const late = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "N3w-password",
    });
    expect(late.statusCode).toBe(403);
  });

  it("needs a signed-in user to verify", async () => {
    const anonymous = client();
    const response = await anonymous.post("/api/verify-captcha", {
      captchaToken: await solveCaptcha(anonymous),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/change-password", () => {
  it("refuses without the captcha", async () => {
    const { browser, user } = await signedInUser();
    const response = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "N3w-password",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Please complete the CAPTCHA verification first." });
  });

  it("needs the right current password", async () => {
    const { browser } = await signedInUser();
    await passCaptcha(browser);
    const response = await browser.post("/api/change-password", {
      currentPassword: "Not-the-one1",
      newPassword: "N3w-password",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Current password is incorrect" });
  });

  it.each([
    [{ currentPassword: "" }, "Current password is required"],
    [{ newPassword: "short" }, "Password must be at least 8 characters"],
  ])("answers 400 for %j", async (change, message) => {
    const { browser, user } = await signedInUser();
    const response = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "N3w-password",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("changes the password and ends the user's other sessions", async () => {
    const { browser, user } = await signedInUser();
    const phone = client();
    await phone.login(user.username, user.password);
    await passCaptcha(browser);
    const response = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "N3w-password",
    });
    expect(response.statusCode).toBe(200);
    expect((await browser.get("/api/user")).statusCode).toBe(200);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await client().login(user.username, user.password)).statusCode).toBe(401);
    expect((await client().login(user.username, "N3w-password")).statusCode).toBe(200);
  });
});

describe("account deletion", () => {
  async function requestCode(browser: AccountClient, email: string, nth = 1) {
    await passCaptcha(browser);
    const sent = await browser.post("/api/send-verification-code");
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, email });
    return codeIn(await t.inbox.waitFor(email, nth + 1)); // the first mail is the address check
  }

  it("refuses to send a code without the captcha", async () => {
    const { browser } = await signedInUser();
    const response = await browser.post("/api/send-verification-code");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: "Please complete the CAPTCHA verification first." });
  });

  it("deletes the account after captcha, e-mailed code, username and password, and ends all sessions", async () => {
    const { browser, user } = await signedInUser();
    const phone = client();
    await phone.login(user.username, user.password);
    const code = await requestCode(browser, user.email ?? "");
    expect((await browser.post("/api/verify-code", { code })).statusCode).toBe(200);
    const deleted = await browser.post("/api/delete-account", {
      username: user.username,
      password: user.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await browser.get("/api/user")).statusCode).toBe(401);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await client().login(user.username, user.password)).statusCode).toBe(401);
    const rows = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", user.id)
      .execute();
    expect(rows).toEqual([]);
    const sessions = await t.database.db
      .selectFrom("sessions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it("refuses deletion before the code is verified", async () => {
    const { browser, user } = await signedInUser();
    const response = await browser.post("/api/delete-account", {
      username: user.username,
      password: user.password,
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a username that is not the account's, and a wrong password", async () => {
    const { browser, user } = await signedInUser();
    const code = await requestCode(browser, user.email ?? "");
    await browser.post("/api/verify-code", { code });
    const mismatch = await browser.post("/api/delete-account", {
      username: "someone_else",
      password: user.password,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      error: "The username you entered doesn't match your account username.",
    });
    const wrongPassword = await browser.post("/api/delete-account", {
      username: user.username,
      password: "Wrong-pass1",
    });
    expect(wrongPassword.statusCode).toBe(401);
  });

  it("counts wrong passwords like failed sign-ins: the 11th within 15 minutes is 429", async () => {
    // An address of its own, so the other tests' sign-ins are not refused by the per-IP limit.
    const browser = new AccountClient(t.app, "10.9.8.7");
    const user = await browser.register();
    const code = await requestCode(browser, user.email ?? "");
    await browser.post("/api/verify-code", { code });
    const attempt = () =>
      browser.post("/api/delete-account", { username: user.username, password: "Wrong-pass1" });
    for (let tries = 0; tries < 10; tries++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right password waits until the window has passed.
    const right = await browser.post("/api/delete-account", {
      username: user.username,
      password: user.password,
    });
    expect(right.statusCode).toBe(429);
  });

  it("burns the code after 5 wrong tries", async () => {
    const { browser, user } = await signedInUser();
    const code = await requestCode(browser, user.email ?? "");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await browser.post("/api/verify-code", { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "Invalid verification code. Please try again." });
    }
    expect((await browser.post("/api/verify-code", { code })).statusCode).toBe(400);
  });

  it("expires the code after 10 minutes", async () => {
    const { browser, user } = await signedInUser();
    const code = await requestCode(browser, user.email ?? "");
    t.clock.advance(10 * 60_000 + 1000);
    expect((await browser.post("/api/verify-code", { code })).statusCode).toBe(400);
  });

  it("binds the code to the session that asked for it", async () => {
    const { browser, user } = await signedInUser();
    const code = await requestCode(browser, user.email ?? "");
    const otherSession = client();
    await otherSession.login(user.username, user.password);
    expect((await otherSession.post("/api/verify-code", { code })).statusCode).toBe(400);
  });

  it("answers 400 for a code that is not 6 characters", async () => {
    const { browser } = await signedInUser();
    const response = await browser.post("/api/verify-code", { code: "123" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Verification code must be 6 digits");
  });

  it.each([
    [{ username: "" }, "Username confirmation is required"],
    [{ password: "" }, "Password confirmation is required"],
  ])("answers 400 for %j", async (change, message) => {
    const { browser, user } = await signedInUser();
    const response = await browser.post("/api/delete-account", {
      username: user.username,
      password: "x",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("needs a signed-in user for every step", async () => {
    for (const path of ["/api/send-verification-code", "/api/change-password"]) {
      const body =
        path === "/api/change-password"
          ? { currentPassword: "x", newPassword: "Longer-pass1" }
          : {};
      expect((await client().post(path, body)).statusCode, path).toBe(401);
    }
    expect((await client().post("/api/verify-code", { code: "123456" })).statusCode).toBe(401);
    expect(
      (await client().post("/api/delete-account", { username: "a", password: "b" })).statusCode,
    ).toBe(401);
  });
});
