import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type DatabaseHandle, openDatabase } from "../../db/database";
import type { Database } from "../../db/schema";
import { TEST_DATABASE_URL } from "../../test/test-app";
import { createEventBus } from "./create-event-bus";
import type { BusEvent, LiveEventBus } from "./event-bus";
import { createPostgresEventBus } from "./postgres-event-bus";
import { createRedisEventBus } from "./redis-event-bus";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const silent = { warn: () => {} };

/** Resolves with the events a listener receives, once `count` have arrived. */
function collect(bus: LiveEventBus, channel: string, count: number) {
  const received: BusEvent[] = [];
  return new Promise<BusEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`got ${received.length} events`)), 5_000);
    bus.subscribe(channel, (event) => {
      received.push(event);
      if (received.length === count) {
        clearTimeout(timer);
        resolve(received);
      }
    });
  });
}

/** Two processes' buses: what one publishes reaches the other's listeners, once each. */
async function expectFanOut(first: LiveEventBus, second: LiveEventBus) {
  const atSecond = collect(second, "thread:5", 2);
  const atFirst = collect(first, "thread:5", 2);
  first.publish("thread:5", { type: "reply", threadId: 5, replyId: 1 });
  second.publish("thread:5", { type: "reply", threadId: 5, replyId: 2 });
  const expected = [
    { type: "reply", threadId: 5, replyId: 1 },
    { type: "reply", threadId: 5, replyId: 2 },
  ];
  // A process gets its own events at once and the other's a moment later: order by id.
  const byReply = (events: BusEvent[]) =>
    [...events].sort((a, b) =>
      a.type === "reply" && b.type === "reply" ? a.replyId - b.replyId : 0,
    );
  expect(byReply(await atSecond)).toEqual(expected);
  expect(byReply(await atFirst)).toEqual(expected);
  // Nothing arrives twice: give a duplicate time to show up.
  const extra: BusEvent[] = [];
  second.subscribe("thread:5", (event) => extra.push(event));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(extra).toEqual([]);
}

describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL LISTEN/NOTIFY bus", () => {
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(join(tmpdir(), "gamehub-bus-"));
  let databases: DatabaseHandle[] = [];
  let buses: LiveEventBus[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    // Two server processes: each its own pool and its own listening connection.
    databases = [0, 1].map(() =>
      openDatabase({ dataDir, databaseUrl: TEST_DATABASE_URL, postgresSchema: schema }),
    );
    buses = await Promise.all(
      databases.map((database) =>
        createPostgresEventBus({
          db: database.db,
          connectionString: TEST_DATABASE_URL as string,
          log: silent,
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers an event published in one process to the listeners of another, once", async () => {
    await expectFanOut(buses[0] as LiveEventBus, buses[1] as LiveEventBus);
  });

  it("listens again after its connection is cut, and events flow as before", async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [`gamehub-events-${schema}`],
    );
    await admin.end();
    expect(rowCount).toBe(2);
    // The listener comes back after a short pause; publish until an event gets through.
    const received: BusEvent[] = [];
    const stop = buses[1]?.subscribe("thread:9", (event) => received.push(event));
    for (let attempt = 0; received.length === 0 && attempt < 50; attempt += 1) {
      buses[0]?.publish("thread:9", { type: "reply", threadId: 9, replyId: attempt });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    stop?.();
    expect(received.length).toBeGreaterThan(0);
  });

  it("keeps apps in other schemas of the same database apart", async () => {
    const otherSchema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${otherSchema}`);
    const other = openDatabase({
      dataDir,
      databaseUrl: TEST_DATABASE_URL,
      postgresSchema: otherSchema,
    });
    const otherBus = await createPostgresEventBus({
      db: other.db,
      connectionString: TEST_DATABASE_URL as string,
      log: silent,
    });
    const heard: BusEvent[] = [];
    otherBus.subscribe("user:1", (event) => heard.push(event));
    const arrived = collect(buses[1] as LiveEventBus, "user:1", 1);
    buses[0]?.publish("user:1", { type: "unread", unreadCount: 3 });
    expect(await arrived).toEqual([{ type: "unread", unreadCount: 3 }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    await otherBus.close();
    await other.close();
    await admin.query(`drop schema if exists ${otherSchema} cascade`);
    await admin.end();
  });
});

describe.skipIf(!TEST_REDIS_URL)("Redis pub/sub bus", () => {
  let buses: LiveEventBus[] = [];
  const channel = `gamehub:events:test:${randomBytes(6).toString("hex")}`;
  beforeAll(async () => {
    buses = await Promise.all(
      [0, 1].map(() => createRedisEventBus(TEST_REDIS_URL as string, channel)),
    );
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  it("delivers an event published in one process to the listeners of another, once", async () => {
    await expectFanOut(buses[0] as LiveEventBus, buses[1] as LiveEventBus);
  });
});

describe.skipIf(!TEST_REDIS_URL)("Redis pub/sub bus as the app makes it", () => {
  // With REDIS_URL set the app never touches the database handle to make its bus.
  const siteBus = (databaseName: string) =>
    createEventBus({
      engine: "postgres",
      db: {} as Kysely<Database>,
      databaseUrl: `postgres://gamehub@db.example:5432/${databaseName}`,
      redisUrl: TEST_REDIS_URL,
      log: silent,
    });

  it("keeps two sites on one Redis apart: each hears only its own processes", async () => {
    const site = `site_${randomBytes(6).toString("hex")}`;
    const [first, second, otherSite] = await Promise.all([
      siteBus(site),
      siteBus(site),
      siteBus(`other_${randomBytes(6).toString("hex")}`),
    ]);
    try {
      const heardElsewhere: BusEvent[] = [];
      otherSite.subscribe("user:1", (event) => heardElsewhere.push(event));
      const arrived = collect(second, "user:1", 1);
      first.publish("user:1", { type: "unread", unreadCount: 3 });
      expect(await arrived).toEqual([{ type: "unread", unreadCount: 3 }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardElsewhere).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close(), otherSite.close()]);
    }
  });
});
