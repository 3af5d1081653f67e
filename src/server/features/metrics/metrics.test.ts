import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASE_URL, type TestApp } from "../../test/test-app";
import { openEventStream } from "../live-events/sse-test-client";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const LOOPBACK = "127.0.0.1";

async function scrape(app: TestApp["app"], remoteAddress = LOOPBACK) {
  return app.inject({ method: "GET", url: "/metrics", remoteAddress });
}

/** The value of one sample line, e.g. `http_requests_total{...} 3`. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(" ").at(-1));
  }
  return undefined;
}

describe("GET /metrics", () => {
  it("answers loopback in Prometheus text format, with each request under its route pattern", async () => {
    t = await createTestApp({ seed: false });
    const missing = await t.app.inject({ method: "GET", url: "/api/forum/threads/999999" });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/health?probe=1" });

    const response = await scrape(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(
      sample(text, "http_requests_total", {
        method: "GET",
        route: "/api/health",
        status_code: "200",
      }),
    ).toBe(2);
    // The pattern, never the raw address with its id.
    expect(
      sample(text, "http_requests_total", {
        method: "GET",
        route: "/api/forum/threads/:id",
        status_code: "404",
      }),
    ).toBe(1);
    expect(text).not.toMatch(/route="[^"]*999999/);
    expect(
      sample(text, "http_request_duration_seconds_count", {
        route: "/api/health",
        status_code: "200",
      }),
    ).toBe(2);
    expect(sample(text, "gamehub_event_stream_clients", {})).toBe(0);
    expect(sample(text, "gamehub_mail_outbox_messages", { status: "queued" })).toBe(0);
    expect(sample(text, "gamehub_mail_outbox_messages", { status: "failed" })).toBe(0);
    expect(text).toContain("process_cpu_user_seconds_total");
    if (TEST_DATABASE_URL) {
      expect(sample(text, "gamehub_db_pool_connections", {})).toBeGreaterThanOrEqual(1);
      expect(sample(text, "gamehub_db_pool_waiting_requests", {})).toBe(0);
    } else {
      expect(text).not.toContain("gamehub_db_pool");
    }
  });

  it("answers another address 404, like any unknown address", async () => {
    t = await createTestApp({ seed: false });
    const refused = await scrape(t.app, "203.0.113.7");
    const unknown = await t.app.inject({
      method: "GET",
      url: "/no-such-page",
      remoteAddress: "203.0.113.7",
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain("http_requests_total");
    expect(refused.headers["content-type"]).toBe(unknown.headers["content-type"]);
  });

  it("allows the addresses and ranges of METRICS_ALLOW only", async () => {
    t = await createTestApp({ seed: false, config: { metricsAllow: ["10.1.0.0/16", "::1"] } });
    expect((await scrape(t.app, "10.1.2.3")).statusCode).toBe(200);
    expect((await scrape(t.app, "::ffff:10.1.2.3")).statusCode).toBe(200);
    expect((await scrape(t.app, "::1")).statusCode).toBe(200);
    expect((await scrape(t.app, "10.2.0.1")).statusCode).toBe(404);
    expect((await scrape(t.app, LOOPBACK)).statusCode).toBe(404);
  });

  it("refuses a forwarded request when no proxy is trusted, and judges the visitor behind a trusted one", async () => {
    t = await createTestApp({ seed: false });
    // A proxy on this machine that TRUST_PROXY does not name: its loopback address would
    // otherwise stand for every visitor it forwards.
    const throughUnknownProxy = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: LOOPBACK,
      headers: { "x-forwarded-for": "198.51.100.9" },
    });
    expect(throughUnknownProxy.statusCode).toBe(404);
    await t.close();

    t = await createTestApp({ seed: false, config: { trustProxy: [LOOPBACK] } });
    const visitor = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: LOOPBACK,
      headers: { "x-forwarded-for": "198.51.100.9" },
    });
    expect(visitor.statusCode).toBe(404);
    const localScraper = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: LOOPBACK,
      headers: { "x-forwarded-for": "::1" },
    });
    expect(localScraper.statusCode).toBe(200);
  });

  it("still answers while the database is out of reach, without the outbox samples", async () => {
    t = await createTestApp({ seed: false });
    await t.app.inject({ method: "GET", url: "/api/health" });
    await t.database.db.destroy();
    const response = await scrape(t.app);
    expect(response.statusCode).toBe(200);
    expect(sample(response.body, "http_requests_total", { route: "/api/health" })).toBe(1);
    expect(sample(response.body, "gamehub_mail_outbox_messages", {})).toBeUndefined();
  });

  it("keeps each app's metrics apart (one registry per app)", async () => {
    t = await createTestApp({ seed: false });
    const other = await createTestApp({ seed: false });
    try {
      await other.app.inject({ method: "GET", url: "/api/health" });
      const text = (await scrape(t.app)).body;
      expect(sample(text, "http_requests_total", { route: "/api/health" })).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it("counts outbox messages by status at scrape time", async () => {
    t = await createTestApp({ seed: false, mailWorker: "manual" });
    const now = new Date().toISOString();
    const row = {
      recipient: "a@example.com",
      subject: "s",
      text: "t",
      html: null,
      createdAt: now,
      nextAttemptAt: now,
      status: "queued" as const,
    };
    await t.database.db
      .insertInto("mailOutbox")
      .values([
        row,
        row,
        { ...row, status: "failed" as const },
        { ...row, status: "sent" as const },
      ])
      .execute();
    const text = (await scrape(t.app)).body;
    expect(sample(text, "gamehub_mail_outbox_messages", { status: "queued" })).toBe(2);
    expect(sample(text, "gamehub_mail_outbox_messages", { status: "failed" })).toBe(1);
  });

  it("counts the open event streams", async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as AddressInfo).port;
    const streams = [
      await openEventStream(`http://127.0.0.1:${port}/api/events`),
      await openEventStream(`http://127.0.0.1:${port}/api/events?threadId=1`),
    ];
    const clients = async () =>
      sample((await scrape(t?.app as TestApp["app"])).body, "gamehub_event_stream_clients", {});
    expect(await clients()).toBe(2);
    for (const stream of streams) stream.close();
    // The server sees the close a moment after the client.
    for (let attempt = 0; attempt < 50 && (await clients()) !== 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await clients()).toBe(0);
  });

  it("counts scheduled job runs by job and outcome", async () => {
    t = await createTestApp({ seed: false });
    // The session prune runs once when the app is ready (the first request readies it).
    const text = (await scrape(t.app)).body;
    expect(sample(text, "gamehub_job_runs_total", { job: "session-prune", outcome: "ok" })).toBe(1);
  });

  it("lets the job under way finish, with its database, when the app closes", async () => {
    const own = await createTestApp({ seed: false });
    let finished = false;
    void own.app.jobRuns.track("test-job", async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await own.database.ping();
      finished = true;
    });
    await own.close();
    expect(finished).toBe(true);
  });
});
