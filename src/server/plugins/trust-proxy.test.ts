import { afterEach, describe, expect, it } from "vitest";
import type { SessionSummary } from "../../shared/auth";
import { AccountClient, newIdentity } from "../test/account-client";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * The visitor's address feeds every per-address limit, so a forwarded header counts only when
 * it comes from a proxy named in TRUST_PROXY; otherwise anyone could pick their address.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("TRUST_PROXY", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    t = await createTestApp({ seed: false });
    const browser = new AccountClient(t.app, "10.40.0.1");
    const response = await browser.post("/api/register", newIdentity("direct"), {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(response.statusCode).toBe(201);
    const sessions = (await browser.get("/api/sessions")).json<SessionSummary[]>();
    expect(sessions[0]?.ipAddress).toBe("10.40.0.1");
  });

  it("takes the visitor's address from a trusted proxy's X-Forwarded-For", async () => {
    t = await createTestApp({ seed: false, config: { trustProxy: ["10.40.0.0/16"] } });
    const viaProxy = new AccountClient(t.app, "10.40.0.1");
    const response = await viaProxy.post("/api/register", newIdentity("proxied"), {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(response.statusCode).toBe(201);
    const sessions = (await viaProxy.get("/api/sessions")).json<SessionSummary[]>();
    expect(sessions[0]?.ipAddress).toBe("203.0.113.9");
  });

  it("with a hop count, takes the address the nearest proxy forwards", async () => {
    t = await createTestApp({ seed: false, config: { trustProxy: 1 } });
    const viaProxy = new AccountClient(t.app, "10.40.0.1");
    const response = await viaProxy.post("/api/register", newIdentity("hops"), {
      "x-forwarded-for": "192.0.2.44, 203.0.113.9",
    });
    expect(response.statusCode).toBe(201);
    const sessions = (await viaProxy.get("/api/sessions")).json<SessionSummary[]>();
    expect(sessions[0]?.ipAddress).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from an address that is not a trusted proxy", async () => {
    t = await createTestApp({ seed: false, config: { trustProxy: ["10.40.0.0/16"] } });
    const stranger = new AccountClient(t.app, "198.51.100.7");
    const response = await stranger.post("/api/register", newIdentity("stranger"), {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(response.statusCode).toBe(201);
    const sessions = (await stranger.get("/api/sessions")).json<SessionSummary[]>();
    expect(sessions[0]?.ipAddress).toBe("198.51.100.7");
  });
});
