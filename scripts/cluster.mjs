// `npm run cluster`: several server processes on one PostgreSQL database and one Redis, behind
// nginx (round-robin, no sticky sessions) listening on PORT; the proof that the servers keep
// no state of their own. Runs in the foreground; Ctrl-C or SIGTERM stops everything.
// See docs/operations-cluster.md.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { ensureBuild } from "./ensure-build.mjs";

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

function readSettings() {
  const env = process.env;
  if (!env.DATABASE_URL || !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    fail(
      "DATABASE_URL must name a PostgreSQL database (postgres://user@host:5432/name): every process shares it.",
    );
  }
  if (!env.REDIS_URL || !/^rediss?:\/\//.test(env.REDIS_URL)) {
    fail(
      "REDIS_URL must name a Redis server (redis://127.0.0.1:6379): the processes share rate limits, live events and the page cache through it.",
    );
  }
  const size = Number(env.CLUSTER_SIZE ?? 3);
  if (!Number.isInteger(size) || size < 1 || size > 32) fail("CLUSTER_SIZE must be 1 to 32.");
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) fail("PORT must be a port number.");
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (!nginx) fail("nginx is not installed: apt-get install -y nginx");
  return { size, port, nginx, host: env.HOST ?? "0.0.0.0" };
}

/**
 * Every process must sign with one secret (captcha challenges issued by one are checked by
 * another): SESSION_SECRET, or the one in DATA_DIR that `npm start` uses, made here once
 * instead of by three processes racing to write it.
 */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const dataDir = resolve(process.env.DATA_DIR ?? "./data");
  const file = join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A port nobody listens on now (the kernel's choice), for one server process. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Copies a child's output line by line, each line prefixed with its name. */
function prefixLines(stream, name, out) {
  createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
}

/** Prints what is appended to a file, line by line with a prefix (nginx's access log). */
function followFile(path, name, out) {
  let offset = 0;
  let partial = "";
  const timer = setInterval(() => {
    let handle;
    try {
      handle = openSync(path, "r");
      const buffer = Buffer.alloc(64 * 1024);
      for (;;) {
        const read = readSync(handle, buffer, 0, buffer.length, offset);
        if (read === 0) break;
        offset += read;
        partial += buffer.subarray(0, read).toString("utf8");
      }
    } catch {
      return;
    } finally {
      if (handle !== undefined) closeSync(handle);
    }
    const lines = partial.split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  }, 100);
  timer.unref();
  return () => clearInterval(timer);
}

const say = (message) => process.stdout.write(`[cluster] ${message}\n`);

async function waitUntilHealthy(server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`${server.name} exited while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${server.name} did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

/** When started as root, nginx's workers run as nobody; they only need the temp folders. */
function workerUser(dir, folders) {
  if (process.getuid?.() !== 0) return "";
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  if (!line) return "user root;";
  const [, , uid, gid] = line.split(":");
  chmodSync(dir, 0o711);
  for (const folder of folders) chownSync(folder, Number(uid), Number(gid));
  const hasNogroup = readFileSync("/etc/group", "utf8").includes("\nnogroup:");
  return `user nobody ${hasNogroup ? "nogroup" : "nobody"};`;
}

function nginxConfig({ dir, port, host, servers }) {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => join(dir, name));
  for (const folder of temp) mkdirSync(folder);
  const [clientBody, proxy, fastcgi, uwsgi, scgi] = temp;
  const names = servers.map((s) => `    "127.0.0.1:${s.port}" ${s.name};`).join("\n");
  const upstreams = servers
    .map((s) => `    server 127.0.0.1:${s.port} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  const proxied = `
      proxy_pass http://gamehub;
      add_header X-Served-By $served_by always;`;
  return `# Written by scripts/cluster.mjs for this run only.
daemon off;
master_process on;
worker_processes 1;
${workerUser(dir, temp)}
pid ${join(dir, "nginx.pid")};
error_log stderr warn;

events {
  worker_connections 1024;
}

http {
  client_body_temp_path ${clientBody};
  proxy_temp_path ${proxy};
  fastcgi_temp_path ${fastcgi};
  uwsgi_temp_path ${uwsgi};
  scgi_temp_path ${scgi};
  # Uploads (images, logos) stay within the app's own limits.
  client_max_body_size 25m;

  # Which process answered, by name; after a retry, every address nginx tried.
  map $upstream_addr $served_by {
    default $upstream_addr;
${names}
  }
  log_format cluster '$remote_addr "$request" $status from $served_by in \${request_time}s';
  # A file this script follows (nginx cannot open a pipe's /dev/stdout).
  access_log ${join(dir, "access.log")} cluster;

  # Round-robin, no sticky sessions: any process can answer any request.
  upstream gamehub {
${upstreams}
  }

  server {
    listen ${host}:${port};

    proxy_http_version 1.1;
    # A fresh connection per request: a process that dies fails only the requests it holds.
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The address nginx saw, replacing any the client sent (the app trusts 127.0.0.1 only).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A process that refuses or drops the connection: GET, HEAD, PUT and DELETE go to the
    # next one; POST and PATCH only when they had not been sent yet (nginx's rule).
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries ${servers.length};
    proxy_connect_timeout 2s;

    location / {${proxied}
    }

    # Server-Sent Events: passed on as they come, and held open between events.
    location = /api/events {${proxied}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

async function main() {
  const settings = readSettings();
  ensureBuild();
  const secret = sessionSecret();
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${settings.port}`;
  const servers = [];
  for (let index = 1; index <= settings.size; index += 1) {
    servers.push({ name: `app-${index}`, port: await freePort(), exited: false });
  }

  // nginx's configuration, pid, logs and temp files: nothing outside this folder is touched.
  const dir = mkdtempSync(join(tmpdir(), "gamehub-cluster-"));
  let stopping = false;
  let nginx;
  const stopAll = async (exitCode) => {
    if (stopping) return;
    stopping = true;
    say("stopping: nginx first (no new requests), then every server process");
    const running = [nginx, ...servers.map((s) => s.child)].filter(
      (child) => child && child.exitCode === null && child.signalCode === null,
    );
    const exits = running.map((child) => new Promise((done) => child.once("exit", done)));
    nginx?.kill("SIGQUIT");
    for (const server of servers) server.child?.kill("SIGTERM");
    const timer = setTimeout(() => {
      say("still running after 15 s; killing what is left");
      for (const child of running) child.kill("SIGKILL");
    }, STOP_TIMEOUT_MS);
    await Promise.all(exits);
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
    say("stopped");
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));

  for (const server of servers) {
    const child = spawn(process.execPath, ["dist/server/main.js"], {
      env: {
        ...process.env,
        PORT: String(server.port),
        HOST: "127.0.0.1",
        PUBLIC_URL: publicUrl,
        SESSION_SECRET: secret,
        // Client addresses come from nginx's X-Forwarded-For, trusted from nginx only.
        TRUST_PROXY: "127.0.0.1",
        SERVER_NAME: server.name,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.child = child;
    prefixLines(child.stdout, server.name, process.stdout);
    prefixLines(child.stderr, server.name, process.stderr);
    child.on("exit", (code, signal) => {
      server.exited = true;
      if (stopping) return;
      say(
        `${server.name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); nginx sends its requests to the others`,
      );
      if (servers.every((s) => s.exited)) {
        say("no server process left");
        void stopAll(1);
      }
    });
    say(`${server.name} starting on 127.0.0.1:${server.port} (pid ${child.pid})`);
  }
  try {
    // Started together: the first to take the database's start-up lock migrates and seeds.
    await Promise.all(servers.map(waitUntilHealthy));
  } catch (error) {
    say(`could not start: ${error.message}`);
    await stopAll(1);
    return;
  }

  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ dir, port: settings.port, host: settings.host, servers }));
  const check = spawnSync(settings.nginx, ["-t", "-q", "-p", dir, "-c", conf], {
    encoding: "utf8",
  });
  if (check.status !== 0) {
    say(`nginx refused its configuration:\n${check.stderr}`);
    await stopAll(1);
    return;
  }
  nginx = spawn(settings.nginx, ["-p", dir, "-c", conf], { stdio: ["ignore", "pipe", "pipe"] });
  prefixLines(nginx.stdout, "nginx", process.stdout);
  followFile(join(dir, "access.log"), "nginx", process.stdout);
  prefixLines(nginx.stderr, "nginx", process.stderr);
  nginx.on("exit", (code, signal) => {
    if (stopping) return;
    say(`nginx exited (${signal ?? `code ${code}`})`);
    void stopAll(1);
  });
  await waitForProxy(settings.port);
  say(
    `ready: ${publicUrl} -> ${servers.map((s) => `${s.name} 127.0.0.1:${s.port}`).join(", ")} (nginx pid ${nginx.pid}); Ctrl-C stops all`,
  );
}

async function waitForProxy(port) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // nginx is still starting.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

await main();
