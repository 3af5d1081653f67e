import { describe, expect, it } from "vitest";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false });

const client = (ip?: string) => new AccountClient(t.app, ip);

describe("POST /api/register", () => {
  it("creates the account, signs it in and returns exactly the user fields", async () => {
    const browser = client();
    const identity = newIdentity();
    const response = await browser.post("/api/register", identity);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        "avatar",
        "createdAt",
        "displayName",
        "email",
        "experience",
        "id",
        "isAdmin",
        "isTwoFactorEnabled",
        "isVerified",
        "level",
        "points",
        "username",
      ].sort(),
    );
    expect(user).toMatchObject({
      username: identity.username,
      email: identity.email,
      isAdmin: false,
      isVerified: false,
      isTwoFactorEnabled: false,
      level: 1,
      points: 0,
    });
    const me = await browser.get("/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it.each([
    [{ username: "ab" }, "Username must be at least 3 characters"],
    [{ username: "a".repeat(31) }, "Username must be less than 30 characters"],
    [
      { username: "bad name!" },
      "Username can only contain letters, numbers, underscores, and hyphens",
    ],
    [{ username: undefined }, "Username is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "nope" }, "Please enter a valid email"],
    [{ password: "Sh0rt" }, "Password must be at least 8 characters"],
    [{ password: "alllowercase1" }, "Password must contain at least one uppercase letter"],
    [{ password: "ALLUPPERCASE1" }, "Password must contain at least one lowercase letter"],
    [{ password: "NoDigitsHere" }, "Password must contain at least one number"],
  ])("answers 400 for %j with the spec's message", async (change, message) => {
    const response = await client().post("/api/register", { ...newIdentity(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("refuses a username or e-mail already taken, whatever its case, with 409", async () => {
    const first = await client().register();
    const sameName = await client().post("/api/register", {
      ...newIdentity(),
      username: first.username.toUpperCase(),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: "That username is already taken" });
    const sameEmail = await client().post("/api/register", {
      ...newIdentity(),
      email: (first.email ?? "").toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: "An account with that email already exists" });
  });

  it("stores an argon2id hash, never the password", async () => {
    const user = await client().register();
    const row = await t.database.db
      .selectFrom("users")
      .select("passwordHash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(user.password);
  });
});

describe("POST /api/login", () => {
  it("signs in with the username or the e-mail, in any case", async () => {
    const user = await client().register();
    for (const login of [user.username, (user.email ?? "").toUpperCase()]) {
      const browser = client();
      const response = await browser.login(login, user.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, username: user.username });
      expect((await browser.get("/api/user")).statusCode).toBe(200);
    }
  });

  it("gives the same answer for a wrong password and an unknown username", async () => {
    const user = await client().register();
    const wrongPassword = await client("10.1.0.1").login(user.username, "Wrong-pass1");
    const unknownUser = await client("10.1.0.2").login("nobody_here_at_all", "Wrong-pass1");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: "Invalid username or password" });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [{ username: "" }, "Username is required"],
    [{ password: "" }, "Password is required"],
  ])("answers 400 for %j", async (change, message) => {
    const response = await client().post("/api/login", {
      username: "someone",
      password: "x",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it("issues a new session token at every sign-in", async () => {
    const user = await client().register();
    const browser = client();
    await browser.login(user.username, user.password);
    const first = browser.cookie;
    await browser.login(user.username, user.password);
    expect(browser.cookie).toBeDefined();
    expect(browser.cookie).not.toBe(first);
  });

  it("answers the 11th failed sign-in for one account within 15 minutes with 429 and Retry-After", async () => {
    const user = await client().register();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A different IP each time: the account limit alone must stop it.
      const response = await client(`10.2.0.${attempt}`).login(user.username, "Wrong-pass1");
      expect(response.statusCode).toBe(401);
    }
    const blocked = await client("10.2.0.99").login(user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await client("10.2.0.99").login(user.username, user.password)).statusCode).toBe(200);
  });

  it("answers the 11th failed sign-in from one IP within 15 minutes with 429, whatever the account", async () => {
    const ip = "10.3.0.1";
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await client(ip).login(`ghost_${attempt}`, "Wrong-pass1")).statusCode).toBe(401);
    }
    const user = await client().register();
    expect((await client(ip).login(user.username, user.password)).statusCode).toBe(429);
    expect((await client("10.3.0.2").login(user.username, user.password)).statusCode).toBe(200);
  });
});

describe("POST /api/logout", () => {
  it("signs the user out of this and every other session", async () => {
    const user = await client().register();
    const laptop = client();
    const phone = client();
    await laptop.login(user.username, user.password);
    await phone.login(user.username, user.password);
    const response = await laptop.post("/api/logout", {});
    expect(response.statusCode).toBe(200);
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
  });

  it("answers ok when nobody is signed in", async () => {
    expect((await client().post("/api/logout", {})).statusCode).toBe(200);
  });
});

describe("GET /api/user", () => {
  it("answers 401 signed out and for an unknown or malformed cookie", async () => {
    expect((await client().get("/api/user")).statusCode).toBe(401);
    const forged = client();
    forged.cookie = "gamehub_session=forged-token-value";
    expect((await forged.get("/api/user")).statusCode).toBe(401);
  });
});
