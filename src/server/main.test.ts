import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "./db/database";
import { TEST_DATABASE_URL } from "./test/test-app";

/** Starts the real entry point as a separate process, the way `npm start` does. */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", TEST_DATABASE_URL: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Up to 40 s: a fresh data directory is migrated and seeded with every kind of demo content
 * before the server listens, and the entry point is compiled on the fly (tsx), which on a busy
 * two-core machine has taken more than 10 s.
 */
async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

/** Sends half the body, runs `midway` (the request is now in flight), then sends the rest. */
function slowPost(
  port: number,
  path: string,
  body: string,
  midway: () => void,
  agent?: Agent,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        agent,
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    setTimeout(() => {
      midway();
      setTimeout(() => request.end(body.slice(half)), 300);
    }, 200);
  });
}

/** An open event stream read as raw text, as a browser's EventSource receives it. */
function openRawEventStream(port: number): Promise<{ text(): string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      path: "/api/events",
      headers: { accept: "text/event-stream" },
    });
    request.on("error", reject);
    request.on("response", (response) => {
      let received = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        received += chunk;
      });
      const ended = new Promise<void>((done) => {
        response.on("end", done);
        response.on("close", done);
      });
      resolve({ text: () => received, ended });
    });
    request.end();
  });
}

/**
 * On PostgreSQL runs (TEST_DATABASE_URL), a DATABASE_URL for a fresh schema of the test
 * database (the server process opens it as production does, through the URL alone).
 */
async function serverDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) return { env: {}, drop: async () => {} };
  const schema = `test_main_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
    },
  };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

// Each test starts real server processes (see waitForHealth).
describe("server process", { timeout: 90_000 }, () => {
  it("stops on SIGTERM with exit code 0 and releases the database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-main-"));
    dirs.push(dataDir);
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
    children.push(server);
    await waitForHealth(port, server);
    expect(existsSync(join(dataDir, `${SQLITE_FILE_NAME}.lock`))).toBe(true);

    // A request whose body is still arriving when the signal comes must still be answered.
    const exited = exitOf(server);
    const inFlight = slowPost(
      port,
      "/api/newsletter",
      JSON.stringify({ email: "late@example.com" }),
      () => server.kill("SIGTERM"),
    );
    expect(await inFlight).toBe(200);
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, `${SQLITE_FILE_NAME}.lock`))).toBe(false);
  });

  it("exits 0 within 10 s of SIGTERM while an event stream is open and a request is in flight", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-main-"));
    dirs.push(dataDir);
    const database = await serverDatabase();
    cleanups.push(database.drop);
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...database.env,
    });
    children.push(server);
    await waitForHealth(port, server);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(((await health.json()) as { database: string }).database).toBe(
      TEST_DATABASE_URL ? "postgres" : "sqlite",
    );

    const stream = await openRawEventStream(port);
    const exited = exitOf(server);
    // A client that keeps its connection open after the answer, as browsers and proxies do:
    // the server must not wait for it to go away.
    const keepAlive = new Agent({ keepAlive: true, timeout: 60_000 });
    let signalledAt = 0;
    const inFlight = slowPost(
      port,
      "/api/newsletter",
      JSON.stringify({ email: "stream-open@example.com" }),
      () => {
        signalledAt = Date.now();
        server.kill("SIGTERM");
      },
      keepAlive,
    );
    try {
      expect(await inFlight).toBe(200);
      await stream.ended;
      expect(await exited).toBe(0);
    } finally {
      keepAlive.destroy();
    }
    const stoppedWithin = Date.now() - signalledAt;
    // The server ended the stream with a short reconnection hint (the one sent on connect is
    // 5000 ms), so the browser comes back at once, through the proxy to another process.
    const hints = [...stream.text().matchAll(/^retry: (\d+)$/gm)].map((match) => Number(match[1]));
    expect(hints[0]).toBe(5000);
    expect(hints.at(-1)).toBeLessThan(2000);
    // Well inside the 10 s: neither the stream nor the kept-alive connection held the close.
    expect(stoppedWithin).toBeLessThan(5_000);
  });

  it("refuses to start with a bad setting and names the variable", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-main-"));
    dirs.push(dataDir);
    const server = startServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    children.push(server);
    let stderr = "";
    server.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    expect(await exitOf(server)).toBe(1);
    expect(stderr).toContain("PORT: must be a number");
  });

  it("refuses a second server on the same data directory", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-main-"));
    dirs.push(dataDir);
    const port = await freePort();
    const first = startServer({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
    children.push(first);
    await waitForHealth(port, first);
    const second = startServer({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    });
    children.push(second);
    let stderr = "";
    second.stderr?.on("data", (chunk) => {
      stderr += String(chunk);
    });
    expect(await exitOf(second)).toBe(1);
    expect(stderr).toContain("in use by another process");
  });
});
