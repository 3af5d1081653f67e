import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../../shared/time-units";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { AccountClient, newIdentity } from "../../test/account-client";
import { passCaptcha, solveCaptcha } from "../../test/captcha-solver";
import { createTestConfig } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false, config: { registrationLimitPerHour: 3 } });

let ipCounter = 0;
/** A client on an address no other test uses, so the per-IP counts start at zero. */
function freshClient(): AccountClient {
  ipCounter += 1;
  return new AccountClient(t.app, `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`);
}
function clientAt(ip: string): AccountClient {
  return new AccountClient(t.app, ip);
}

/** An account registered from its own address (the registration limit here is 3 per IP). */
async function newUser() {
  return freshClient().register(newIdentity("lim"));
}

function expectRefusal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json<{ error: string }>().error.length).toBeGreaterThan(10);
  return retryAfter;
}

describe("sign-in limits", () => {
  it("refuses the 11th failed sign-in from one IP within 15 minutes, whatever the account, with Retry-After", async () => {
    const ip = "10.78.0.1";
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await clientAt(ip).login(`ghost_${attempt}`, "Wrong-pass1")).statusCode).toBe(401);
    }
    const user = await newUser();
    const blocked = await clientAt(ip).login(user.username, user.password);
    const retryAfter = expectRefusal(blocked);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Hard: no captcha lifts the per-IP limit.
    expect(blocked.json()).not.toHaveProperty("captchaRequired");
    expect((await clientAt("10.78.0.2").login(user.username, user.password)).statusCode).toBe(200);
  });

  it("does not count right passwords towards the per-IP limit", async () => {
    const ip = "10.78.1.1";
    const user = await newUser();
    for (let attempt = 1; attempt <= 15; attempt++) {
      expect((await clientAt(ip).login(user.username, user.password)).statusCode).toBe(200);
    }
  });

  it("asks for a captcha past 10 failures to one account, and the right password with a solved captcha signs in", async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A different IP each time: only the account's count reaches its threshold.
      const response = await freshClient().login(user.username, "Wrong-pass1");
      expect(response.statusCode).toBe(401);
    }
    const owner = freshClient();
    const asked = await owner.login(user.username, user.password);
    expectRefusal(asked);
    expect(asked.json()).toEqual({ error: expect.any(String), captchaRequired: true });

    // A wrong password with a solved captcha is evaluated, and wrong.
    const stranger = freshClient();
    const guessed = await stranger.post("/api/login", {
      username: user.username,
      password: "Wrong-pass2",
      captchaToken: await solveCaptcha(stranger),
    });
    expect(guessed.statusCode).toBe(401);

    const captchaToken = await solveCaptcha(owner);
    const signedIn = await owner.post("/api/login", {
      username: user.username,
      password: user.password,
      captchaToken,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id });
    expect((await owner.get("/api/user")).statusCode).toBe(200);
  });

  it("asks again when the captcha solution is made up or already used", async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await freshClient().login(user.username, "Wrong-pass1");
    }
    const browser = freshClient();
    const captchaToken = await solveCaptcha(browser);
    const first = await browser.post("/api/login", {
      username: user.username,
      password: "Wrong-pass1",
      captchaToken,
    });
    expect(first.statusCode).toBe(401);
    const replayed = await browser.post("/api/login", {
      username: user.username,
      password: user.password,
      captchaToken,
    });
    expectRefusal(replayed);
    expect(replayed.json()).toMatchObject({ captchaRequired: true });
    const madeUp = await browser.post("/api/login", {
      username: user.username,
      password: user.password,
      captchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
    });
    expect(madeUp.statusCode).toBe(429);
    expect(madeUp.json()).toMatchObject({ captchaRequired: true });
  });

  it("counts the account by id, so its username and e-mail share one count", async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await freshClient().login(user.username, "Wrong-pass1");
      await freshClient().login((user.email ?? "").toUpperCase(), "Wrong-pass1");
    }
    const asked = await freshClient().login(user.email ?? "", user.password);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ captchaRequired: true });
  });

  it("evaluates at most 10 of 50 simultaneous wrong passwords from one IP", async () => {
    const user = await newUser();
    const ip = "10.79.0.1";
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => clientAt(ip).login(user.username, "Wrong-pass1")),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  it("evaluates at most 10 of 50 simultaneous wrong passwords to one account from 50 IPs", async () => {
    const user = await newUser();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => freshClient().login(user.username, "Wrong-pass1")),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(40);
    for (const response of refused)
      expect(response.json()).toMatchObject({ captchaRequired: true });
  });

  it("lets the account sign in without a captcha again 15 minutes after the failures", async () => {
    const user = await newUser();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await freshClient().login(user.username, "Wrong-pass1");
    }
    expect((await freshClient().login(user.username, user.password)).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE_MS + 1000);
    expect((await freshClient().login(user.username, user.password)).statusCode).toBe(200);
  });
});

describe("change-password limits", () => {
  it("counts wrong current passwords: the 11th within 15 minutes is 429, and they count as failed sign-ins of the IP", async () => {
    const ip = "10.80.0.1";
    const browser = clientAt(ip);
    const user = await browser.register(newIdentity("chg"));
    await passCaptcha(browser);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await browser.post("/api/change-password", {
        currentPassword: "Wrong-pass1",
        newPassword: "N3w-Password!",
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await browser.post("/api/change-password", {
      currentPassword: user.password,
      newPassword: "N3w-Password!",
    });
    expectRefusal(blocked);
    // The same failures filled the IP's sign-in count.
    expectRefusal(await clientAt(ip).login(user.username, user.password));
    // And pushed the account past its sign-in threshold: another address is asked for a captcha.
    const elsewhere = await freshClient().login(user.username, user.password);
    expect(elsewhere.json()).toMatchObject({ captchaRequired: true });
  });

  it("does not count a right current password", async () => {
    const browser = freshClient();
    const user = await browser.register(newIdentity("chg"));
    await passCaptcha(browser);
    let password = user.password;
    for (let attempt = 1; attempt <= 12; attempt++) {
      const next = `N3w-Password-${attempt}`;
      const response = await browser.post("/api/change-password", {
        currentPassword: password,
        newPassword: next,
      });
      expect(response.statusCode, `change ${attempt}`).toBe(200);
      password = next;
    }
  });
});

describe("registration limit", () => {
  it("refuses the 4th account from one IP within an hour (REGISTRATION_LIMIT_PER_HOUR=3) with Retry-After", async () => {
    const ip = "10.81.0.1";
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await clientAt(ip).post("/api/register", newIdentity("reg"))).statusCode).toBe(201);
    }
    const blocked = await clientAt(ip).post("/api/register", newIdentity("reg"));
    const retryAfter = expectRefusal(blocked);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect((await clientAt("10.81.0.2").post("/api/register", newIdentity("reg"))).statusCode).toBe(
      201,
    );
    t.clock.advance(60 * MINUTE_MS + 1000);
    expect((await clientAt(ip).post("/api/register", newIdentity("reg"))).statusCode).toBe(201);
  });

  it("is 10 an hour unless REGISTRATION_LIMIT_PER_HOUR says otherwise", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-limits-"));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).registrationLimitPerHour).toBe(10);
      expect(
        loadConfig({ DATA_DIR: dataDir, REGISTRATION_LIMIT_PER_HOUR: "25" })
          .registrationLimitPerHour,
      ).toBe(25);
      expect(() => loadConfig({ DATA_DIR: dataDir, REGISTRATION_LIMIT_PER_HOUR: "0" })).toThrow(
        /REGISTRATION_LIMIT_PER_HOUR/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("verification e-mail limit", () => {
  it("sends at most 3 verification e-mails an hour per account, the first at registration", async () => {
    const browser = freshClient();
    await browser.register(newIdentity("ver"));
    for (let attempt = 1; attempt <= 2; attempt++) {
      expect((await browser.post("/api/send-email-verification")).statusCode).toBe(200);
    }
    expectRefusal(await browser.post("/api/send-email-verification"));
    t.clock.advance(60 * MINUTE_MS + 1000);
    expect((await browser.post("/api/send-email-verification")).statusCode).toBe(200);
  });
});

describe("used captcha solutions", () => {
  it("are refused by another server process on the same database", async () => {
    const browser = freshClient();
    await browser.register(newIdentity("cap"));
    const captchaToken = await solveCaptcha(browser);
    expect((await browser.post("/api/verify-captcha", { captchaToken })).statusCode).toBe(200);
    expect((await browser.post("/api/verify-captcha", { captchaToken })).statusCode).toBe(400);

    // A second app (a restarted or parallel server) over the same database, whose own close
    // must not close the shared database.
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-captcha-"));
    const other = await buildApp(createTestConfig(dataDir), {
      database: { ...t.database, close: async () => {} },
      seed: false,
      now: t.clock.now,
    });
    try {
      const sameCookie = await other.inject({
        method: "POST",
        url: "/api/verify-captcha",
        payload: { captchaToken },
        headers: { cookie: browser.cookie ?? "" },
        remoteAddress: "10.82.0.1",
      });
      expect(sameCookie.statusCode).toBe(400);
      expect(sameCookie.json()).toEqual({ error: "CAPTCHA verification failed" });
      const fresh = await solveCaptcha(browser);
      const accepted = await other.inject({
        method: "POST",
        url: "/api/verify-captcha",
        payload: { captchaToken: fresh },
        headers: { cookie: browser.cookie ?? "" },
        remoteAddress: "10.82.0.1",
      });
      expect(accepted.statusCode).toBe(200);
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("are pruned once their challenge has expired", async () => {
    const browser = freshClient();
    await browser.register(newIdentity("cap"));
    await passCaptcha(browser);
    const stale = new Date(Date.now() - 60 * MINUTE_MS).toISOString();
    await t.database.db
      .insertInto("usedCaptchaSolutions")
      .values({ solutionKey: `stale-${ipCounter}`, expiresAt: stale })
      .execute();
    await passCaptcha(browser);
    const left = await t.database.db
      .selectFrom("usedCaptchaSolutions")
      .select("solutionKey")
      .where("expiresAt", "<", new Date().toISOString())
      .execute();
    expect(left).toEqual([]);
  });
});
