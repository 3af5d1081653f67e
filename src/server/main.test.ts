import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "./db/database";

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
function slowPost(port: number, path: string, body: string, midway: () => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
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

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
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
