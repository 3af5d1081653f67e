import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASE_URL, type TestApp } from "../../test/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /api/health", () => {
  it("answers 200 with the engine name while the database answers", async () => {
    t = await createTestApp({ seed: false });
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ok",
      database: TEST_DATABASE_URL ? "postgres" : "sqlite",
    });
  });

  it("answers 503 with Retry-After and a readable error when the database does not answer", async () => {
    t = await createTestApp({ seed: false });
    await t.database.db.destroy();
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({
      status: "unavailable",
      database: TEST_DATABASE_URL ? "postgres" : "sqlite",
      error: "The service is temporarily unavailable. Please try again in a few seconds.",
    });
  });
});
