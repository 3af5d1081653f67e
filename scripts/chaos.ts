/**
 * `npm run chaos`: does the site survive PostgreSQL restarts under write load?
 *
 * Creates a throwaway PostgreSQL cluster (initdb into .tmp/, its own port; the PostgreSQL
 * other work on this machine uses is never touched), starts the built server on it, and
 * drives writes through the real HTTP API: sign-ups and comments (each member commenting no
 * faster than the comment limit allows, so the writes are ones the site accepts). While the
 * load runs, PostgreSQL is stopped and started again twice. Then it checks that every write
 * the API acknowledged (2xx) is in the database, and prints:
 *
 *   requests sent, answered 2xx, 503, other 5xx, other answers, acknowledged writes missing
 *   afterwards (must be 0), and per restart how long PostgreSQL was down and how many seconds
 *   after it was back the site answered again.
 *
 * Exits 1 when a write was lost, any 5xx other than 503 was answered, the server process
 * ended, or the site took more than 10 s to recover. Settings: CHAOS_SECONDS (load time,
 * default 45), CHAOS_CLIENTS (concurrent clients, default 12), CHAOS_DOWN_SECONDS (how long
 * PostgreSQL stays down each time, default 3).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import pg from "pg";
import { COMMENT_MIN_INTERVAL_SECONDS } from "../src/shared/blog-limits";

const LOAD_SECONDS = Number(process.env.CHAOS_SECONDS ?? 45);
const CLIENTS = Number(process.env.CHAOS_CLIENTS ?? 12);
const DOWN_SECONDS = Number(process.env.CHAOS_DOWN_SECONDS ?? 3);
const ACCOUNTS = 20;
const RECOVERY_LIMIT_SECONDS = 10;
const REQUEST_TIMEOUT_MS = 20_000;
const ROOT = resolve(import.meta.dirname, "..");

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster.
// ---------------------------------------------------------------------------------------------

function postgresBinDir(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(join(base, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${base}/*/bin`);
  return join(base, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
    probe.on("error", fail);
  });
}

interface Cluster {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

async function createCluster(dir: string): Promise<Cluster> {
  const bin = postgresBinDir();
  const port = await freePort();
  const data = join(dir, "pgdata");
  const log = join(dir, "postgres.log");
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: run it as the postgres account, which owns its files.
  const run = (program: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, program);
    const fullArgs = asRoot ? ["-u", "postgres", "--", join(bin, program), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ["ignore", "ignore", "pipe"] });
  };
  mkdirSync(dir, { recursive: true });
  if (asRoot) execFileSync("chown", ["postgres:", dir]);
  chmodSync(dir, 0o755);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () => run("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query("create database gamehub");
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/gamehub`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP through the real API, each virtual client from its own loopback address.
// ---------------------------------------------------------------------------------------------

interface Answer {
  status: number; // 0: no answer (connection refused, reset or timed out)
  body: string;
  cookie?: string;
  retryAfter?: string;
}

let serverPort = 0;

function call(
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; from?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((done) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: serverPort,
        path,
        method,
        // Linux answers on all of 127.0.0.0/8: every client gets its own address, as real
        // visitors would, so per-address limits apply per client.
        localAddress: options.from,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => {
          const setCookie = response.headers["set-cookie"]?.find((value) =>
            value.startsWith("gamehub_session="),
          );
          done({
            status: response.statusCode ?? 0,
            body,
            cookie: setCookie?.split(";")[0],
            retryAfter: response.headers["retry-after"],
          });
        });
        response.on("error", () => done({ status: 0, body: "" }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => done({ status: 0, body: "" }));
    request.end(payload);
  });
}

let addressCounter = 0;
/** A fresh loopback address: 127.1.0.1, 127.1.0.2, ... */
function nextAddress(): string {
  addressCounter += 1;
  return `127.1.${(addressCounter >> 8) & 255}.${addressCounter & 255 || 1}`;
}

function identity() {
  const suffix = randomBytes(6).toString("hex");
  return {
    username: `chaos_${suffix}`,
    email: `chaos.${suffix}@example.com`,
    password: "Chaos-Str0ng-Pass!",
  };
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

interface Tally {
  sent: number;
  ok: number;
  unavailable: number;
  otherServerError: number;
  other: Map<number, number>;
  unavailableWithoutRetryAfter: number;
}

async function waitForHealth(limitMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await call("GET", "/api/health")).status === 200) return Date.now() - started;
    await sleep(100);
  }
  return undefined;
}

async function main(): Promise<void> {
  const work = join(ROOT, ".tmp", `chaos-${randomBytes(4).toString("hex")}`);
  let cluster: Cluster | undefined;
  let server: ChildProcess | undefined;
  let serverExit: string | undefined;
  const cleanUp = () => {
    server?.kill("SIGTERM");
    cluster?.destroy();
    rmSync(work, { recursive: true, force: true });
  };
  process.on("SIGINT", () => {
    cleanUp();
    process.exit(130);
  });

  try {
    console.log("Creating a throwaway PostgreSQL cluster...");
    cluster = await createCluster(join(work, "postgres"));
    serverPort = await freePort();
    const dataDir = join(work, "data");
    mkdirSync(dataDir, { recursive: true });
    server = spawn(process.execPath, [join(ROOT, "dist/server/main.js")], {
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        PORT: String(serverPort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
        LOG_LEVEL: "fatal",
        NEWS_REFRESH_MINUTES: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    server.on("exit", (code, signal) => {
      serverExit = `exited with ${signal ?? `code ${code}`}`;
    });
    if ((await waitForHealth(60_000)) === undefined) throw new Error("the server did not start");

    const blog = JSON.parse((await call("GET", "/api/blog?limit=20")).body) as {
      posts: { id: number }[];
    };
    const postIds = blog.posts.map((post) => post.id);
    if (postIds.length === 0) throw new Error("no article to comment on");

    console.log(`Signing up ${ACCOUNTS} commenters...`);
    const accounts: { cookie: string; from: string }[] = [];
    const acknowledgedUsers: string[] = [];
    for (let index = 0; index < ACCOUNTS; index += 1) {
      const from = nextAddress();
      const user = identity();
      const answer = await call("POST", "/api/register", { body: user, from });
      if (answer.status !== 201 || !answer.cookie) {
        throw new Error(`sign-up failed before the chaos: ${answer.status} ${answer.body}`);
      }
      acknowledgedUsers.push(user.username);
      accounts.push({ cookie: answer.cookie, from });
    }

    const tally: Tally = {
      sent: 0,
      ok: 0,
      unavailable: 0,
      otherServerError: 0,
      other: new Map(),
      unavailableWithoutRetryAfter: 0,
    };
    const acknowledgedComments: number[] = [];
    const record = (answer: Answer) => {
      tally.sent += 1;
      if (answer.status >= 200 && answer.status < 300) tally.ok += 1;
      else if (answer.status === 503) {
        tally.unavailable += 1;
        if (!answer.retryAfter) tally.unavailableWithoutRetryAfter += 1;
      } else if (answer.status >= 500) tally.otherServerError += 1;
      else tally.other.set(answer.status, (tally.other.get(answer.status) ?? 0) + 1);
    };

    let running = true;
    let turn = 0;
    // Each member may comment once per COMMENT_MIN_INTERVAL_SECONDS: a client comments with the
    // member who has waited longest if one is due, and otherwise signs a new member up (who
    // then joins the commenters), so the load is writes the limits accept, not 429s.
    const pace = (COMMENT_MIN_INTERVAL_SECONDS + 1) * 1000;
    const commenters = accounts.map((account) => ({ ...account, dueAt: 0 }));
    const enqueue = (commenter: (typeof commenters)[number]) => {
      commenters.push(commenter);
      commenters.sort((a, b) => a.dueAt - b.dueAt);
    };
    const client = async (index: number) => {
      for (let round = 0; running; round += 1) {
        let status: number;
        const due =
          commenters[0] && commenters[0].dueAt <= Date.now() ? commenters.shift() : undefined;
        if (!due) {
          const user = identity();
          const from = nextAddress();
          const answer = await call("POST", "/api/register", { body: user, from });
          record(answer);
          status = answer.status;
          if (answer.status === 201) {
            acknowledgedUsers.push(user.username);
            if (answer.cookie) enqueue({ cookie: answer.cookie, from, dueAt: Date.now() });
          }
        } else {
          turn += 1;
          const postId = postIds[turn % postIds.length] as number;
          const answer = await call("POST", `/api/blog/${postId}/comments`, {
            body: { content: `Chaos comment ${index}-${round}: still standing.` },
            cookie: due.cookie,
            from: due.from,
          });
          record(answer);
          status = answer.status;
          if (answer.status === 201) acknowledgedComments.push(JSON.parse(answer.body).id);
          const wait = answer.status === 429 ? Number(answer.retryAfter ?? 1) * 1000 : 0;
          enqueue({ ...due, dueAt: Date.now() + Math.max(pace, wait) });
        }
        // Like a polite client, pause briefly instead of hammering a site that said "later".
        if (status === 503 || status === 0) await sleep(250);
      }
    };

    interface Restart {
      downMs: number;
      recoveredMs: number | undefined;
    }
    const restarts: Restart[] = [];
    const restart = async () => {
      const stoppedAt = Date.now();
      (cluster as Cluster).stop();
      await sleep(DOWN_SECONDS * 1000);
      (cluster as Cluster).start();
      const backAt = Date.now();
      const recoveredMs = await waitForHealth(60_000);
      restarts.push({ downMs: backAt - stoppedAt, recoveredMs });
    };

    console.log(
      `Load: ${CLIENTS} clients writing for ${LOAD_SECONDS} s; PostgreSQL stopped for ${DOWN_SECONDS} s twice...`,
    );
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    const loadStarted = Date.now();
    await sleep((LOAD_SECONDS * 1000) / 4);
    await restart();
    await sleep(Math.max(0, loadStarted + (LOAD_SECONDS * 1000) / 2 - Date.now()));
    await restart();
    await sleep(Math.max(0, loadStarted + LOAD_SECONDS * 1000 - Date.now()));
    running = false;
    await Promise.all(clients);

    // Count what the API acknowledged against what the database holds.
    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    const users = await check.query<{ n: number }>(
      "select count(*)::int as n from users where username = any($1)",
      [acknowledgedUsers],
    );
    const comments = await check.query<{ n: number }>(
      "select count(*)::int as n from comments where id = any($1)",
      [acknowledgedComments],
    );
    await check.end();
    const missingUsers = acknowledgedUsers.length - (users.rows[0]?.n ?? 0);
    const missingComments = acknowledgedComments.length - (comments.rows[0]?.n ?? 0);
    const missing = missingUsers + missingComments;

    const others = [...tally.other.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count} × ${status === 0 ? "no answer" : status}`)
      .join(", ");
    console.log("");
    console.log(`requests sent:                       ${tally.sent}`);
    console.log(`answered 2xx:                        ${tally.ok}`);
    console.log(
      `answered 503:                        ${tally.unavailable} (${tally.unavailableWithoutRetryAfter} without Retry-After)`,
    );
    console.log(`answered other 5xx:                  ${tally.otherServerError}`);
    console.log(`other answers:                       ${others || "none"}`);
    console.log(
      `acknowledged writes:                 ${acknowledgedUsers.length + acknowledgedComments.length} (${acknowledgedUsers.length} sign-ups, ${acknowledgedComments.length} comments)`,
    );
    console.log(
      `acknowledged writes missing after:   ${missing} (${missingUsers} sign-ups, ${missingComments} comments)`,
    );
    restarts.forEach((entry, index) => {
      console.log(
        `restart ${index + 1}: PostgreSQL down ${seconds(entry.downMs)} s; site answering again ${
          entry.recoveredMs === undefined ? "never (60 s)" : `${seconds(entry.recoveredMs)} s`
        } after PostgreSQL was back`,
      );
    });
    console.log(`server process:                      ${serverExit ?? "alive throughout"}`);

    const failed =
      missing > 0 ||
      tally.otherServerError > 0 ||
      tally.unavailableWithoutRetryAfter > 0 ||
      serverExit !== undefined ||
      restarts.some(
        (entry) =>
          entry.recoveredMs === undefined || entry.recoveredMs > RECOVERY_LIMIT_SECONDS * 1000,
      );
    process.exitCode = failed ? 1 : 0;
  } finally {
    cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error("chaos run failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
