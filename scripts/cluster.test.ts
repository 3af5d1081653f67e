import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeApiAcceptance } from "../src/server/acceptance/api-acceptance";
import { Browser, type HttpReply, identity } from "../src/server/acceptance/http-browser";

/**
 * `npm run cluster` end to end: three server processes on a fresh PostgreSQL database and the
 * Redis, behind nginx. API checks through the proxy's address, then one process is killed
 * (SIGKILL) under load. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set and nginx is
 * installed (CI's "cluster test" step).
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const HAS_NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((path) => existsSync(path));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The administrator the cluster is configured with, for the acceptance suite's admin checks. */
const clusterAdmin = {
  username: "cluster_admin",
  email: "cluster_admin@example.com",
  password: "Adm1nPassword!",
};

describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL && HAS_NGINX)("npm run cluster", () => {
  const databaseName = `gamehub_cluster_${randomBytes(4).toString("hex")}`;
  const adminUrl = TEST_DATABASE_URL ?? "";
  // Made in beforeAll: describe.runIf still runs this body when the suite is skipped.
  let databaseUrl = "";
  let dataDir = "";
  let cluster: ChildProcess | undefined;
  let base = "";
  let output = "";
  const pids = new Map<string, number>();

  beforeAll(async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    dataDir = mkdtempSync(join(tmpdir(), "gamehub-cluster-test-"));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    cluster = spawn(process.execPath, ["scripts/cluster.mjs"], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: TEST_REDIS_URL,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        CLUSTER_SIZE: "3",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // The load below registers many members from one address.
        REGISTRATION_LIMIT_PER_HOUR: "100000",
        NEWS_FEEDS: "",
        SMTP_URL: "",
        ADMIN_USERNAME: clusterAdmin.username,
        ADMIN_EMAIL: clusterAdmin.email,
        ADMIN_PASSWORD: clusterAdmin.password,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    cluster.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    cluster.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const deadline = Date.now() + 100_000;
    while (!output.includes("[cluster] ready:")) {
      if (cluster.exitCode !== null || Date.now() > deadline)
        throw new Error(`the cluster did not start:\n${output.slice(-3000)}`);
      await sleep(200);
    }
    for (const match of output.matchAll(/\[cluster\] (app-\d+) starting on \S+ \(pid (\d+)\)/g))
      pids.set(match[1] as string, Number(match[2]));
  }, 120_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster?.once("exit", resolve));
      cluster.kill("SIGTERM");
      await Promise.race([exited, sleep(20_000)]);
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }, 40_000);

  it("spreads requests over the three processes, round-robin", async () => {
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const reply = await new Browser(base).request("GET", "/api/health");
      expect(reply.status).toBe(200);
      servedBy.add(reply.servedBy);
    }
    expect([...servedBy].sort()).toEqual(["app-1", "app-2", "app-3"]);
  });

  it("signs up and in, and the session holds on every process", async () => {
    const browser = new Browser(base);
    const me = identity();
    expect((await browser.request("POST", "/api/register", me)).status).toBe(201);
    const signedIn = await new Browser(base).request("POST", "/api/login", {
      username: me.username,
      password: me.password,
    });
    expect(signedIn.status).toBe(200);
    const servedBy = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const reply = await browser.request("GET", "/api/user");
      expect(reply.status).toBe(200);
      expect(reply.json<{ username: string }>().username).toBe(me.username);
      servedBy.add(reply.servedBy);
    }
    expect(servedBy.size).toBe(3);
  });

  it("counts a rate limit across processes: 429 with Retry-After", async () => {
    const voter = new Browser(base);
    await voter.request("POST", "/api/register", identity());
    const threads = await voter.request("GET", "/api/forum/threads");
    const threadId = threads.json<{ threads: { id: number }[] }>().threads[0]?.id;
    expect(threadId).toBeDefined();
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    let refusal: HttpReply | undefined;
    // 60 votes a minute per member, counted in Redis by whichever process takes the vote.
    for (let i = 0; i < 61; i += 1) {
      const reply = await voter.request("POST", `/api/forum/threads/${threadId}/vote`, {
        value: i % 2 === 0 ? 1 : 0,
      });
      statuses.push(reply.status);
      servedBy.add(reply.servedBy);
      if (reply.status === 429) refusal = reply;
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
    expect(servedBy.size).toBe(3);
  });

  it("serves a new forum topic from every process, and pushes its replies live across processes", async () => {
    const author = new Browser(base);
    await author.request("POST", "/api/register", identity());
    const categories = await author.request("GET", "/api/forum/categories");
    const categoryId = categories.json<{ id: number }[]>()[0]?.id;
    const created = await author.request("POST", "/api/forum/threads", {
      title: "Cluster check: one topic, three servers",
      content: "Written through the proxy, read from every process behind it.",
      categoryId,
    });
    expect(created.status).toBe(201);
    const threadId = created.json<{ id: number }>().id;
    const readers = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const read = await author.request("GET", `/api/forum/threads/${threadId}`);
      expect(read.status).toBe(200);
      readers.add(read.servedBy);
    }
    expect(readers.size).toBe(3);

    // A live-events client on one process...
    const stream = await fetch(`${base}/api/events?threadId=${threadId}`);
    const streamServedBy = stream.headers.get("x-served-by");
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    while (!received.includes("retry:")) {
      const { value } = await reader.read();
      received += decoder.decode(value);
    }
    // ...hears a reply posted through another.
    let replyId: number | undefined;
    for (let attempt = 0; attempt < 3 && replyId === undefined; attempt += 1) {
      const replier = new Browser(base);
      await replier.request("POST", "/api/register", identity());
      const reply = await replier.request("POST", `/api/forum/threads/${threadId}/replies`, {
        content: `A reply from another process (${attempt}).`,
      });
      expect(reply.status).toBe(201);
      if (reply.servedBy !== streamServedBy) replyId = reply.json<{ id: number }>().id;
    }
    expect(replyId).toBeDefined();
    const deadline = Date.now() + 5_000;
    while (!received.includes(`"replyId":${replyId}`) && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), sleep(5_000).then(() => null)]);
      if (!next || next.done) break;
      received += decoder.decode(next.value);
    }
    await reader.cancel();
    expect(received).toContain(`"replyId":${replyId}`);
  });

  // The project's API acceptance tests, through the proxy, before any process is stopped.
  describeApiAcceptance(() => ({ base, admin: clusterAdmin }));

  it("loses no acknowledged write and fails only requests in flight when a process is killed", async () => {
    const acknowledged: string[] = [];
    let running = true;
    const inFlight = { reads: 0, writes: 0 };
    let inFlightAtKill = { reads: 0, writes: 0 };
    // A status is nginx's answer; an exception is a connection cut while the answer was on its way.
    const failures = { reads: [] as string[], writes: [] as string[] };
    let reads = 0;

    const reader = async () => {
      const browser = new Browser(base);
      const paths = ["/api/forum/threads", "/api/blog?limit=5", "/api/health"];
      for (let i = 0; running; i += 1) {
        const path = paths[i % paths.length] as string;
        inFlight.reads += 1;
        try {
          const reply = await browser.request("GET", path);
          reads += 1;
          if (reply.status !== 200) failures.reads.push(`${path} ${reply.status}`);
        } catch (error) {
          failures.reads.push(`${path} ${String(error)}`);
        } finally {
          inFlight.reads -= 1;
        }
      }
    };
    const writer = async () => {
      while (running) {
        const me = identity();
        inFlight.writes += 1;
        try {
          const reply = await new Browser(base).request("POST", "/api/register", me);
          if (reply.status === 201) acknowledged.push(me.username);
          else failures.writes.push(`${reply.status} ${reply.servedBy}`);
        } catch (error) {
          failures.writes.push(String(error));
        } finally {
          inFlight.writes -= 1;
        }
      }
    };

    const load = [reader(), reader(), reader(), writer(), writer(), writer()];
    await sleep(2_000);
    const victim = pids.get("app-2");
    expect(victim).toBeDefined();
    inFlightAtKill = { ...inFlight };
    process.kill(victim as number, "SIGKILL");
    await sleep(4_000);
    running = false;
    await Promise.all(load);

    console.log(
      `cluster under load: app-2 killed with ${inFlightAtKill.reads} reads and ${inFlightAtKill.writes} writes in flight (on any process); ${reads} reads, ${acknowledged.length} writes acknowledged; failed: ${[...failures.reads, ...failures.writes].join("; ") || "none"}`,
    );
    expect(output).toContain("app-2 (pid");
    expect(reads).toBeGreaterThan(20);
    expect(acknowledged.length).toBeGreaterThan(3);
    // A read the killed process had not begun to answer is retried by nginx on the next one:
    // no read gets an error status. One it was sending is cut short (nginx cannot retry what it
    // has begun to pass on), and a write it held fails (it may or may not have committed).
    expect(failures.reads.filter((failure) => /\s\d{3}$/.test(failure))).toEqual([]);
    expect(failures.reads.length).toBeLessThanOrEqual(inFlightAtKill.reads);
    expect(failures.writes.length).toBeLessThanOrEqual(inFlightAtKill.writes);

    // Every write the cluster acknowledged is in the database.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ username: string }>(
      "select username from users where username = any($1)",
      [acknowledged],
    );
    await db.end();
    expect(rows.map((row) => row.username).sort()).toEqual([...acknowledged].sort());

    // The two survivors keep serving.
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i += 1)
      servedBy.add((await new Browser(base).request("GET", "/api/health")).servedBy);
    expect([...servedBy].sort()).toEqual(["app-1", "app-3"]);
  }, 30_000);

  it("stops every process and nginx on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => cluster?.once("exit", resolve));
    cluster?.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("[cluster] stopped");
    for (const [name, pid] of pids) {
      let alive = true;
      try {
        process.kill(pid, 0);
      } catch {
        alive = false;
      }
      expect(alive, `${name} still running`).toBe(false);
    }
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 30_000);
});
