import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { AccountClient, newIdentity } from "../test/account-client";
import { insertTestPost } from "../test/post-factory";
import { createTestConfig, TEST_DATABASE_URL } from "../test/test-app";
import { type DatabaseHandle, openDatabase } from "./database";
import { classifyDatabaseError, DATABASE_RETRY_AFTER_SECONDS } from "./unavailable";

/**
 * A TCP relay between the app and PostgreSQL. Cutting it drops every open connection and
 * refuses new ones, which is what the app sees while PostgreSQL restarts; the shared test
 * server itself is never touched.
 */
interface Relay {
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  const upstreamPort = Number(target.port || 5432);
  const upstreamHost = target.hostname;
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = tcpConnect(upstreamPort, upstreamHost);
        // Either side closing or failing closes both, as a real server's socket would.
        const both = [client, upstream];
        for (const socket of both) {
          sockets.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => {
            sockets.delete(socket);
            for (const other of both) other.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        const address = next.address();
        resolve(typeof address === "object" && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  const port = await listen(0);
  const url = new URL(target.toString());
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every failure during an outage must be a 503 `{ error }` with Retry-After, never a 500. */
function expectAnsweredOrUnavailable(response: LightMyRequestResponse, ok: number[]): void {
  if (ok.includes(response.statusCode)) return;
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(503);
  expect(response.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(response.json()).toMatchObject({
    error: expect.stringMatching(/temporarily unavailable/),
  });
}

async function waitForHealthy(app: FastifyInstance, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    if (response.statusCode === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not healthy after ${limitMs} ms`);
}

describe.runIf(TEST_DATABASE_URL)("surviving a PostgreSQL outage", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const applicationName = `gamehub-${schema}`;
  let dataDir: string;
  let relay: Relay;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let postId: number;
  // Node ends the process on an uncaught exception (an 'error' event nobody listens to);
  // Vitest reports it too, but counting them here makes the assertion explicit.
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on("uncaughtException", onUncaught);
    process.on("unhandledRejection", onUncaught);
    await withAdmin((admin) => admin.query(`create schema ${schema}`));
    dataDir = mkdtempSync(join(tmpdir(), "gamehub-outage-"));
    relay = await startRelay(new URL(TEST_DATABASE_URL as string));
    database = openDatabase({ dataDir, databaseUrl: relay.url, postgresSchema: schema });
    app = await buildApp(createTestConfig(dataDir), { database, seed: false });
    postId = await insertTestPost(database.db);
  });

  afterAll(async () => {
    await app?.close();
    await relay?.close();
    await withAdmin((admin) => admin.query(`drop schema if exists ${schema} cascade`));
    rmSync(dataDir, { recursive: true, force: true });
    process.off("uncaughtException", onUncaught);
    process.off("unhandledRejection", onUncaught);
  });

  afterEach(() => {
    expect(uncaught).toEqual([]);
  });

  it("names its connections so an operator (and this test) can find them", async () => {
    await app.inject({ method: "GET", url: "/api/health" });
    const rows = await withAdmin((admin) =>
      admin.query("select count(*)::int as n from pg_stat_activity where application_name = $1", [
        applicationName,
      ]),
    );
    expect(rows.rows[0].n).toBeGreaterThan(0);
  });

  it("survives the connection of an open transaction being terminated", async () => {
    const outcome = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await withAdmin((admin) =>
        admin.query("select pg_terminate_backend($1)", [rows[0]?.pid as number]),
      );
      // The connection is checked out and idle: the loss arrives as an 'error' event on the
      // client, which used to have no listener and ended the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 1`.execute(trx);
    });
    const error = await outcome.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(classifyDatabaseError(error)).toBe("postgres");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After (never 500) while busy backends are terminated, loses no acknowledged write, and recovers", async () => {
    const users = await Promise.all(
      [1, 2, 3, 4].map(async (index) => {
        const client = new AccountClient(app, `10.1.0.${index}`);
        await client.register();
        return client;
      }),
    );
    const responses: { kind: string; response: LightMyRequestResponse }[] = [];
    const acknowledgedComments: number[] = [];
    const acknowledgedUsers: string[] = [];
    let running = true;
    let terminated = 0;

    const killer = (async () => {
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      try {
        while (running) {
          // Only this test's own connections, and only those running a query right now.
          const result = await admin.query(
            `select count(*) filter (where pg_terminate_backend(pid))::int as n
               from pg_stat_activity
              where application_name = $1 and state <> 'idle' and pid <> pg_backend_pid()`,
            [applicationName],
          );
          terminated += result.rows[0].n;
          // Gaps between the kills: on a busy machine (the whole suite in parallel) queries run
          // long, and killing every 15 ms left no request able to succeed at all.
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      } finally {
        await admin.end();
      }
    })();

    let ipCounter = 0;
    const worker = async (index: number) => {
      for (let round = 0; running; round += 1) {
        const step = (index + round) % 4;
        if (step === 0) {
          const response = await app.inject({ method: "GET", url: "/api/blog?limit=5" });
          responses.push({ kind: "list", response });
        } else if (step === 1) {
          const user = users[(index + round) % users.length] as AccountClient;
          const response = await user.post(`/api/blog/${postId}/comments`, {
            content: `outage comment ${index}-${round}`,
          });
          responses.push({ kind: "comment", response });
          if (response.statusCode === 201) acknowledgedComments.push(response.json().id);
        } else if (step === 2) {
          ipCounter += 1;
          const identity = newIdentity("outage");
          const client = new AccountClient(app, `10.2.${ipCounter >> 8}.${ipCounter & 255}`);
          const response = await client.post("/api/register", identity);
          responses.push({ kind: "register", response });
          if (response.statusCode === 201) acknowledgedUsers.push(identity.username);
        } else {
          const response = await app.inject({ method: "GET", url: "/api/health" });
          responses.push({ kind: "health", response });
        }
      }
    };

    const workers = Array.from({ length: 8 }, (_, index) => worker(index));
    // At least 3 s of load, and on until a few requests have met a terminated backend and a
    // few writes were acknowledged (a slow machine may need longer for both), at most 20 s.
    const started = Date.now();
    const unavailableCount = () =>
      responses.filter(({ response }) => response.statusCode === 503).length;
    const enoughSeen = () =>
      unavailableCount() >= 3 && acknowledgedComments.length + acknowledgedUsers.length >= 3;
    while (Date.now() - started < 3000 || (!enoughSeen() && Date.now() - started < 20_000)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await Promise.all([...workers, killer]);

    expect(terminated, "backends terminated").toBeGreaterThan(0);
    for (const { kind, response } of responses) {
      // 429: the limits on comments and sign-ups may refuse some; that is not an outage.
      expectAnsweredOrUnavailable(response, kind === "health" ? [200] : [200, 201, 429]);
    }
    expect(unavailableCount()).toBeGreaterThan(0);
    expect(responses.filter(({ response }) => response.statusCode < 300).length).toBeGreaterThan(0);

    expect(await waitForHealthy(app, 10_000)).toBeLessThan(10_000);
    // Every write the API acknowledged is there afterwards (-1 and "" keep the lists non-empty).
    const foundComments = await database.db
      .selectFrom("comments")
      .select("id")
      .where("id", "in", [-1, ...acknowledgedComments])
      .execute();
    expect(foundComments.length).toBe(acknowledgedComments.length);
    const foundUsers = await database.db
      .selectFrom("users")
      .select("username")
      .where("username", "in", ["", ...acknowledgedUsers])
      .execute();
    expect(foundUsers.length).toBe(acknowledgedUsers.length);
    expect(acknowledgedComments.length + acknowledgedUsers.length).toBeGreaterThan(0);
    const after = await app.inject({ method: "GET", url: "/api/blog?limit=5" });
    expect(after.statusCode).toBe(200);
  }, 50_000);

  it("answers 503 with Retry-After while PostgreSQL is unreachable and recovers within 10 s of its return", async () => {
    const user = new AccountClient(app, "10.3.0.1");
    await user.register();
    await relay.cut();

    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    for (const response of [
      await app.inject({ method: "GET", url: "/api/blog?limit=5" }),
      await user.post(`/api/blog/${postId}/comments`, { content: "while the database is down" }),
      await new AccountClient(app, "10.3.0.2").post("/api/register", newIdentity("down")),
    ]) {
      expectAnsweredOrUnavailable(response, []);
    }

    // A visitor opening a page gets an HTML page that reloads itself.
    const page = await app.inject({
      method: "GET",
      url: `/blog/${postId}`,
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(503);
    expect(page.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('http-equiv="refresh"');

    await relay.restore();
    expect(await waitForHealthy(app, 10_000)).toBeLessThan(10_000);
    const list = await app.inject({ method: "GET", url: "/api/blog?limit=5" });
    expect(list.statusCode).toBe(200);
    const comment = await user.post(`/api/blog/${postId}/comments`, { content: "back again" });
    expect([201, 429]).toContain(comment.statusCode);
  }, 30_000);
});

describe.runIf(TEST_DATABASE_URL)("the server process during a PostgreSQL outage", () => {
  it("keeps running while its busy backends are terminated, and answers normally again", async () => {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const applicationName = `gamehub-process-${schema}`;
    await withAdmin((admin) => admin.query(`create schema ${schema}`));
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-outage-process-"));
    const url = new URL(TEST_DATABASE_URL as string);
    url.searchParams.set("options", `-c search_path=${schema}`);
    url.searchParams.set("application_name", applicationName);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    // The real entry point, as `npm start` runs it, so its process-level handlers are in play.
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        TEST_DATABASE_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "fatal",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    const base = `http://127.0.0.1:${port}`;
    const statusOf = (path: string) =>
      fetch(`${base}${path}`).then(
        (response) => response.status,
        () => 0,
      );
    const healthyWithin = async (limitMs: number) => {
      const started = Date.now();
      while (Date.now() - started < limitMs) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
        if ((await statusOf("/api/health")) === 200) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    try {
      expect(await healthyWithin(30_000)).toBe(true);
      const statuses: number[] = [];
      let running = true;
      const load = Promise.all(
        Array.from({ length: 6 }, async () => {
          while (running) statuses.push(await statusOf("/api/blog?limit=5"));
        }),
      );
      let terminated = 0;
      const started = Date.now();
      await withAdmin(async (admin) => {
        while (Date.now() - started < 2500) {
          const result = await admin.query(
            `select count(*) filter (where pg_terminate_backend(pid))::int as n
               from pg_stat_activity where application_name = $1`,
            [applicationName],
          );
          terminated += result.rows[0].n;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      running = false;
      await load;

      expect(terminated).toBeGreaterThan(0);
      expect(child.exitCode, stderr).toBeNull();
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(await healthyWithin(10_000)).toBe(true);
      expect(await statusOf("/api/blog?limit=5")).toBe(200);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      await withAdmin((admin) => admin.query(`drop schema if exists ${schema} cascade`));
    }
  }, 60_000);
});
