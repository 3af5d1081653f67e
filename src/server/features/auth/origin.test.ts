import { beforeAll, describe, expect, it } from "vitest";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";

const REFUSED = { error: "Cross-site request refused" };

const t = testAppForFile({ seed: false });
let identity: ReturnType<typeof newIdentity>;
beforeAll(async () => {
  identity = newIdentity("origin");
  await new AccountClient(t.app).register(identity);
});

function login(headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: "/api/login",
    headers,
    payload: { username: identity.username, password: identity.password },
  });
}

describe("state-changing requests from a foreign Origin", () => {
  it.each([
    "https://evil.example",
    "http://gamehub.test.evil.example",
    "https://gamehub.test",
    "http://gamehub.test:8080",
    "null",
  ])("are refused with 403 for Origin %s, even with the right password", async (origin) => {
    const response = await login({ origin });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("are refused for the signed-in user's own cookie (logout, DELETE a session)", async () => {
    const client = new AccountClient(t.app);
    expect((await client.login(identity.username, identity.password)).statusCode).toBe(200);
    const sessionId = (await client.get("/api/sessions")).json<{ id: number }[]>()[0]?.id;

    const logout = await client.post("/api/logout", {}, { origin: "https://evil.example" });
    expect(logout.statusCode).toBe(403);
    expect(logout.json()).toEqual(REFUSED);
    const revoke = await client.request("DELETE", `/api/sessions/${sessionId}`, undefined, {
      origin: "https://evil.example",
    });
    expect(revoke.statusCode).toBe(403);
    expect(revoke.json()).toEqual(REFUSED);
    expect((await client.get("/api/user")).statusCode).toBe(200);
  });

  it("do not create an account", async () => {
    const victim = newIdentity("csrf");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { origin: "https://evil.example" },
      payload: victim,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
    const taken = await new AccountClient(t.app).post("/api/register", victim);
    expect(taken.statusCode).toBe(201);
  });
});

describe("state-changing requests that pass", () => {
  it("with the PUBLIC_URL origin", async () => {
    const response = await login({ origin: "http://gamehub.test" });
    expect(response.statusCode).toBe(200);
  });

  it("with the origin of the host the request was sent to", async () => {
    const response = await login({ origin: "http://localhost:5173", host: "localhost:5173" });
    expect(response.statusCode).toBe(200);
  });

  it("without an Origin header", async () => {
    const response = await login({});
    expect(response.statusCode).toBe(200);
  });
});

describe("GET requests", () => {
  it("are never refused, whatever the Origin", async () => {
    const client = new AccountClient(t.app);
    expect((await client.login(identity.username, identity.password)).statusCode).toBe(200);
    const foreign = { origin: "https://evil.example" };
    const user = await client.request("GET", "/api/user", undefined, foreign);
    expect(user.statusCode).toBe(200);
    const sessions = await client.request("GET", "/api/sessions", undefined, foreign);
    expect(sessions.statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: "GET", url: "/api/user", headers: foreign });
    expect(signedOut.statusCode).toBe(401);
    const verify = await t.app.inject({
      method: "GET",
      url: "/api/verify-email?token=nope",
      headers: foreign,
    });
    expect(verify.statusCode).toBe(302);
    const challenge = await t.app.inject({
      method: "GET",
      url: "/api/captcha/challenge",
      headers: foreign,
    });
    expect(challenge.statusCode).toBe(200);
  });
});
