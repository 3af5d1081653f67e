import { createServer } from "node:net";
import { DEFAULT_MIGRATION_TABLE, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { checkReadiness, createRedisProbe } from "./readiness";

/** Set (CI sets it) to also check readiness with a Redis that answers. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An address where nothing listens: a port taken and given back at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("GET /api/ready", () => {
  it("answers 200 when the database answers and every migration is applied", async () => {
    t = await createTestApp({ seed: false });
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", redis: "not configured", migrations: "ok" },
    });
  });

  it("answers 503 with Retry-After and names a migration that is not applied", async () => {
    t = await createTestApp({ seed: false });
    await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${"0016-search-gin-direct"}`.execute(
      t.database.db,
    );
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      status: "unavailable",
      checks: { database: "ok", redis: "not configured", migrations: "pending" },
      error: "Not ready: 1 database migration(s) not applied yet (0016-search-gin-direct).",
    });
    // Liveness is not readiness: the process itself is fine.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("answers 503 when the database does not answer", async () => {
    t = await createTestApp({ seed: false });
    await t.database.db.destroy();
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      status: "unavailable",
      checks: { database: "failed", redis: "not configured", migrations: "unknown" },
      error: "Not ready: the database does not answer.",
    });
  });

  it("is not ready when REDIS_URL is set and Redis does not answer", async () => {
    // The readiness check alone: an app built with a dead REDIS_URL first waits ~10 s for its
    // live-event subscription to give up.
    t = await createTestApp({ seed: false });
    const redis = createRedisProbe(`redis://127.0.0.1:${await closedPort()}`);
    try {
      const readiness = await checkReadiness({
        pingDatabase: t.database.ping,
        db: t.database.db,
        redis,
      });
      expect(readiness).toEqual({
        ready: false,
        checks: { database: "ok", redis: "failed", migrations: "ok" },
        problems: ["Redis (REDIS_URL) does not answer"],
      });
    } finally {
      redis.close();
    }
  });

  it.skipIf(!TEST_REDIS_URL)("answers 200 when REDIS_URL is set and Redis answers", async () => {
    t = await createTestApp({ seed: false, config: { redisUrl: TEST_REDIS_URL } });
    const response = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checks: { redis: "ok" } });
  });
});
