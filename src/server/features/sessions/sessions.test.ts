import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { SessionSummary } from "../../../shared/auth";
import { DAY_MS, HOUR_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: false });

/** The raw Set-Cookie line of the session cookie. */
function sessionSetCookie(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const line = lines.find((value) => value.startsWith("gamehub_session="));
  if (!line) throw new Error(`no session cookie set: ${JSON.stringify(header)}`);
  return line;
}

function attributes(setCookie: string): string[] {
  return setCookie
    .split(";")
    .slice(1)
    .map((part) => part.trim().toLowerCase());
}

function tokenOf(client: AccountClient): string {
  const token = client.cookie?.replace(/^gamehub_session=/, "");
  if (!token) throw new Error("the client has no session cookie");
  return token;
}

async function status(client: AccountClient, url = "/api/user"): Promise<number> {
  return (await client.get(url)).statusCode;
}

async function listSessions(client: AccountClient): Promise<SessionSummary[]> {
  const response = await client.get("/api/sessions");
  expect(response.statusCode).toBe(200);
  return response.json<SessionSummary[]>();
}

/** A user signed in on `devices` browsers (the first one registered). */
async function userOnDevices(devices: number) {
  const identity = newIdentity("sess");
  const first = new AccountClient(t.app, "10.30.0.1");
  await first.register(identity);
  const clients = [first];
  for (let i = 1; i < devices; i++) {
    const client = new AccountClient(t.app, `10.30.0.${i + 1}`);
    const response = await client.request(
      "POST",
      "/api/login",
      { username: identity.username, password: identity.password },
      { "user-agent": `Device ${i + 1}` },
    );
    expect(response.statusCode).toBe(200);
    clients.push(client);
  }
  return { identity, clients };
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and not Secure on an http site", async () => {
    const client = new AccountClient(t.app);
    const identity = newIdentity("cookie");
    const registered = await client.post("/api/register", identity);
    expect(registered.statusCode).toBe(201);
    const login = await new AccountClient(t.app).login(identity.username, identity.password);
    expect(login.statusCode).toBe(200);
    for (const response of [registered, login]) {
      const parts = attributes(sessionSetCookie(response));
      expect(parts).toContain("httponly");
      expect(parts).toContain("samesite=lax");
      expect(parts).toContain("path=/");
      expect(parts).not.toContain("secure");
    }
  });

  it("is Secure when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({
      seed: false,
      config: { publicUrl: "https://gamehub.test" },
    });
    try {
      const identity = newIdentity("secure");
      const registered = await new AccountClient(secure.app).post("/api/register", identity);
      expect(registered.statusCode).toBe(201);
      const login = await new AccountClient(secure.app).login(identity.username, identity.password);
      expect(login.statusCode).toBe(200);
      for (const response of [registered, login]) {
        const parts = attributes(sessionSetCookie(response));
        expect(parts).toContain("secure");
        expect(parts).toContain("httponly");
        expect(parts).toContain("samesite=lax");
        expect(parts).toContain("path=/");
      }
    } finally {
      await secure.close();
    }
  });

  it("carries a 256-bit token", async () => {
    const client = new AccountClient(t.app);
    await client.register(newIdentity("bits"));
    // 32 bytes are 43 base64url characters.
    expect(tokenOf(client)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it("has no Expires or Max-Age without rememberMe (a browser-session cookie)", async () => {
    const identity = newIdentity("browser");
    await new AccountClient(t.app).register(identity);
    const response = await new AccountClient(t.app).login(identity.username, identity.password);
    const parts = attributes(sessionSetCookie(response));
    expect(parts.some((part) => part.startsWith("expires="))).toBe(false);
    expect(parts.some((part) => part.startsWith("max-age="))).toBe(false);
  });

  it("expires about 30 days out with rememberMe", async () => {
    const identity = newIdentity("remember");
    await new AccountClient(t.app).register(identity);
    const before = t.clock.now().getTime();
    const response = await new AccountClient(t.app).login(
      identity.username,
      identity.password,
      true,
    );
    const parts = attributes(sessionSetCookie(response));
    const maxAge = parts.find((part) => part.startsWith("max-age="));
    const expires = parts.find((part) => part.startsWith("expires="));
    const expiresAt = maxAge
      ? before + Number(maxAge.slice("max-age=".length)) * 1000
      : Date.parse(expires?.slice("expires=".length) ?? "");
    expect(Number.isFinite(expiresAt)).toBe(true);
    expect(Math.abs(expiresAt - (before + 30 * DAY_MS))).toBeLessThan(HOUR_MS);
  });
});

describe("server-side expiry", () => {
  it("ends a browser-session sign-in after 24 hours", async () => {
    const identity = newIdentity("day");
    await new AccountClient(t.app).register(identity);
    const client = new AccountClient(t.app);
    expect((await client.login(identity.username, identity.password)).statusCode).toBe(200);
    t.clock.advance(23 * HOUR_MS);
    expect(await status(client)).toBe(200);
    t.clock.advance(2 * HOUR_MS);
    expect(await status(client)).toBe(401);
  });

  it("ends a remember-me sign-in after 30 days", async () => {
    const identity = newIdentity("month");
    await new AccountClient(t.app).register(identity);
    const client = new AccountClient(t.app);
    expect((await client.login(identity.username, identity.password, true)).statusCode).toBe(200);
    t.clock.advance(29 * DAY_MS);
    expect(await status(client)).toBe(200);
    t.clock.advance(2 * DAY_MS);
    expect(await status(client)).toBe(401);
  });
});

describe("session tokens", () => {
  it("are new at every sign-in, and the token held before sign-in does not sign in", async () => {
    const identity = newIdentity("fresh");
    const registering = new AccountClient(t.app);
    await registering.register(identity);
    const registeredToken = tokenOf(registering);

    const client = new AccountClient(t.app);
    // A token planted in the browser before sign-in (session fixation).
    client.cookie = "gamehub_session=planted-token-planted-token-planted-token-00";
    expect((await client.login(identity.username, identity.password)).statusCode).toBe(200);
    const first = tokenOf(client);
    expect((await client.login(identity.username, identity.password)).statusCode).toBe(200);
    const second = tokenOf(client);

    expect(
      new Set([registeredToken, first, second, "planted-token-planted-token-planted-token-00"])
        .size,
    ).toBe(4);
    const planted = new AccountClient(t.app);
    planted.cookie = "gamehub_session=planted-token-planted-token-planted-token-00";
    expect(await status(planted)).toBe(401);
  });

  it("are stored hashed, never as the cookie value", async () => {
    const client = new AccountClient(t.app);
    const user = await client.register(newIdentity("hashed"));
    const token = tokenOf(client);
    const rows = await t.database.db
      .selectFrom("sessions")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("GET /api/sessions", () => {
  it("lists the user's sessions, marking the current one", async () => {
    const { clients } = await userOnDevices(2);
    const [, second] = clients as [AccountClient, AccountClient];
    const sessions = await listSessions(second);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    const current = sessions.find((session) => session.isCurrent);
    expect(current).toMatchObject({ userAgent: "Device 2", ipAddress: "10.30.0.2" });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        [
          "createdAt",
          "expiresAt",
          "id",
          "ipAddress",
          "isCurrent",
          "lastSeenAt",
          "userAgent",
        ].sort(),
      );
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(t.clock.now().getTime());
    }
    const fromFirst = await listSessions(clients[0] as AccountClient);
    expect(fromFirst.find((session) => session.isCurrent)?.id).not.toBe(current?.id);
  });

  it("does not list another user's sessions", async () => {
    const { clients: mine } = await userOnDevices(1);
    const { clients: theirs } = await userOnDevices(2);
    const myIds = (await listSessions(mine[0] as AccountClient)).map((session) => session.id);
    const theirIds = (await listSessions(theirs[0] as AccountClient)).map((session) => session.id);
    expect(myIds).toHaveLength(1);
    expect(theirIds).toHaveLength(2);
    expect(myIds.filter((id) => theirIds.includes(id))).toEqual([]);
  });
});

describe("DELETE /api/sessions/:id", () => {
  it("signs out another of the user's sessions and leaves the current one", async () => {
    const { clients } = await userOnDevices(2);
    const [first, second] = clients as [AccountClient, AccountClient];
    const other = (await listSessions(first)).find((session) => !session.isCurrent);
    expect(other).toBeDefined();
    const response = await first.request("DELETE", `/api/sessions/${other?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await status(second)).toBe(401);
    expect(await status(first)).toBe(200);
    expect((await listSessions(first)).map((session) => session.isCurrent)).toEqual([true]);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const { clients: mine } = await userOnDevices(1);
    const { clients: theirs } = await userOnDevices(1);
    const theirSession = (await listSessions(theirs[0] as AccountClient))[0];
    const response = await (mine[0] as AccountClient).request(
      "DELETE",
      `/api/sessions/${theirSession?.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await status(theirs[0] as AccountClient)).toBe(200);
  });

  it("answers 404 for a session that does not exist", async () => {
    const { clients } = await userOnDevices(1);
    const response = await (clients[0] as AccountClient).request(
      "DELETE",
      "/api/sessions/99999999",
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe("POST /api/sessions/revoke-others", () => {
  it("leaves only the current session", async () => {
    const { clients } = await userOnDevices(3);
    const [first, second, third] = clients as [AccountClient, AccountClient, AccountClient];
    expect((await listSessions(second)).length).toBe(3);
    const response = await second.post("/api/sessions/revoke-others");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const left = await listSessions(second);
    expect(left).toHaveLength(1);
    expect(left[0]?.isCurrent).toBe(true);
    expect(await status(first)).toBe(401);
    expect(await status(third)).toBe(401);
    expect(await status(second)).toBe(200);
  });
});

describe("signed out", () => {
  it.each([
    ["GET", "/api/sessions"],
    ["DELETE", "/api/sessions/1"],
    ["POST", "/api/sessions/revoke-others"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const response = await new AccountClient(t.app).request(
      method,
      url,
      method === "POST" ? {} : undefined,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Not signed in" });
  });

  it("DELETE /api/sessions/:id answers 401 signed out and does not end the session", async () => {
    const { clients } = await userOnDevices(1);
    const id = (await listSessions(clients[0] as AccountClient))[0]?.id;
    const response = await new AccountClient(t.app).request("DELETE", `/api/sessions/${id}`);
    expect(response.statusCode).toBe(401);
    expect(await status(clients[0] as AccountClient)).toBe(200);
  });
});
