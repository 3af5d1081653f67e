import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { newIdentity } from "../test/account-client";
import { createTestApp, TEST_DATABASE_URL, type TestApp } from "../test/test-app";
import { SQLITE_FILE_NAME } from "./database";
import { classifyDatabaseError, isDatabaseUnavailable } from "./unavailable";

/** The shape node-postgres gives a server error: a message and a SQLSTATE code. */
function pgError(code: string, message = "error"): Error {
  return Object.assign(new Error(message), { code, severity: "FATAL" });
}

describe("classifyDatabaseError", () => {
  it.each([
    ["backend terminated (57P01 admin_shutdown)", pgError("57P01")],
    ["server crashed (57P02)", pgError("57P02")],
    [
      "starting up or shutting down (57P03)",
      pgError("57P03", "the database system is starting up"),
    ],
    ["too many connections (53300)", pgError("53300")],
    ["connection failure (08006)", pgError("08006")],
    ["connection does not exist (08003)", pgError("08003")],
    ["refused", Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })],
    ["reset", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["connection cut", new Error("Connection terminated unexpectedly")],
    ["pool connect timeout", new Error("timeout exceeded when trying to connect")],
    ["broken client", new Error("Client has encountered a connection error and is not queryable")],
    [
      "refused on every address of the host",
      new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })], "failed"),
    ],
    ["wrapped", new Error("query failed", { cause: pgError("57P01") })],
  ])("counts %s as PostgreSQL unavailable", (_name, error) => {
    expect(classifyDatabaseError(error)).toBe("postgres");
  });

  it.each([
    ["SQLITE_BUSY", "database is locked"],
    ["SQLITE_BUSY_SNAPSHOT", "database is locked"],
  ])("counts %s as a busy SQLite file", (code, message) => {
    expect(classifyDatabaseError(Object.assign(new Error(message), { code }))).toBe("sqlite-busy");
  });

  it.each([
    ["a unique violation", pgError("23505", "duplicate key value")],
    ["a syntax error", pgError("42601", "syntax error")],
    [
      "a SQLite constraint",
      Object.assign(new Error("UNIQUE failed"), { code: "SQLITE_CONSTRAINT" }),
    ],
    ["a plain bug", new TypeError("x is not a function")],
    ["a string", "boom"],
    ["nothing", undefined],
  ])("does not count %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.runIf(TEST_DATABASE_URL)("classifyDatabaseError on real PostgreSQL errors", () => {
  it("counts a refused connection and a terminated backend, not a failing query", async () => {
    const url = new URL(TEST_DATABASE_URL as string);
    url.port = "1"; // nothing listens on port 1
    const refused = new pg.Client({ connectionString: url.toString() });
    const refusal = await refused.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(classifyDatabaseError(refusal)).toBe("postgres");

    const victim = new pg.Client({ connectionString: TEST_DATABASE_URL });
    victim.on("error", () => {});
    await victim.connect();
    const bad = await victim.query("select * from no_such_table_here").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(bad).toBeInstanceOf(Error);
    expect(classifyDatabaseError(bad)).toBeUndefined();
    const terminated = await victim.query("select pg_terminate_backend(pg_backend_pid())").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(classifyDatabaseError(terminated)).toBe("postgres");
    await victim.end().catch(() => {});
  });
});

describe.runIf(!TEST_DATABASE_URL)("a locked SQLite file", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("raises SQLITE_BUSY, which a request answers with 503 and Retry-After: 1", async () => {
    t = await createTestApp({ seed: false });
    // Another writer (a second process, a CLI command) holds the write lock past the
    // 5-second busy timeout.
    const other = new SQLite(join(t.config.dataDir, SQLITE_FILE_NAME));
    try {
      other.exec("begin immediate");
      const direct = (() => {
        const probe = new SQLite(join(t.config.dataDir, SQLITE_FILE_NAME), { timeout: 0 });
        try {
          probe.exec("create table busy_probe (x)");
          return undefined;
        } catch (error) {
          return error;
        } finally {
          probe.close();
        }
      })();
      expect(classifyDatabaseError(direct)).toBe("sqlite-busy");

      const response = await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: newIdentity("busy"),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({ error: expect.stringMatching(/temporarily unavailable/) });
    } finally {
      other.exec("rollback");
      other.close();
    }
  }, 20_000);
});
