import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { threadChannel } from "../../lib/events/event-bus";
import { createPostgresEventBus } from "../../lib/events/postgres-event-bus";
import { createRedisEventBus, redisEventsChannel } from "../../lib/events/redis-event-bus";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp, TEST_DATABASE_URL } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { recordNotifications } from "../notifications/record-notifications";
import { publishUnreadCounts } from "../notifications/unread-events";
import { MAX_STREAMS_PER_ADDRESS } from "./live-events.routes";
import { openEventStream } from "./sse-test-client";

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;

const t = testAppForFile({ seed: false });
let base: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

async function signedIn() {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity("listener"));
  return { browser, user, cookie: browser.cookie as string };
}

/** A notification written as the forum writes it, then its count pushed after the commit. */
async function notify(userId: number) {
  const notified = await t.database.db
    .transaction()
    .execute((trx) =>
      recordNotifications(
        trx,
        [{ userId, kind: "reply", actorId: null, text: "someone replied", url: "/forum/thread/1" }],
        t.clock.now(),
      ),
    );
  await publishUnreadCounts({ db: t.database.db, events: t.app.liveEvents }, notified);
}

describe("GET /api/events", () => {
  it("streams with the event-stream headers, uncompressed, and pushes new replies of the thread read", async () => {
    const stream = await openEventStream(`${base}/api/events?threadId=41`, {
      "accept-encoding": "gzip, br",
    });
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.response.headers["cache-control"]).toContain("no-cache");
    expect(stream.response.headers["x-accel-buffering"]).toBe("no");
    expect(stream.response.headers["content-encoding"]).toBeUndefined();
    expect(stream.response.headers["x-content-type-options"]).toBe("nosniff");

    t.app.liveEvents.publish(threadChannel(40), { type: "reply", threadId: 40, replyId: 1 });
    t.app.liveEvents.publish(threadChannel(41), { type: "reply", threadId: 41, replyId: 2 });
    expect(await stream.nextEvent()).toEqual({
      event: "reply",
      data: { type: "reply", threadId: 41, replyId: 2 },
    });
    stream.close();
  });

  it("sends a signed-in member's unread count on connect and again when a notification arrives", async () => {
    const { user, cookie } = await signedIn();
    await notify(user.id);
    const stream = await openEventStream(`${base}/api/events`, { cookie });
    expect(await stream.nextEvent()).toEqual({
      event: "unread",
      data: { type: "unread", unreadCount: 1 },
    });
    await notify(user.id);
    expect(await stream.nextEvent()).toEqual({
      event: "unread",
      data: { type: "unread", unreadCount: 2 },
    });
    stream.close();
  });

  it("pushes the lower count when the member reads notifications on another page", async () => {
    const { browser, user, cookie } = await signedIn();
    await notify(user.id);
    const stream = await openEventStream(`${base}/api/events`, { cookie });
    expect((await stream.nextEvent()).data).toEqual({ type: "unread", unreadCount: 1 });
    await browser.post("/api/notifications/read", { all: true });
    expect((await stream.nextEvent()).data).toEqual({ type: "unread", unreadCount: 0 });
    stream.close();
  });

  it("sends an anonymous visitor no unread count and no other member's events", async () => {
    const { user } = await signedIn();
    const stream = await openEventStream(`${base}/api/events?threadId=7`);
    await notify(user.id);
    t.app.liveEvents.publish(threadChannel(7), { type: "reply", threadId: 7, replyId: 9 });
    // The first event to arrive is the reply: nothing about the member came before it.
    expect((await stream.nextEvent()).event).toBe("reply");
    stream.close();
  });

  it("refuses a thread id that is not a number", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/events?threadId=abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "threadId must be a number" });
  });

  it(`holds at most ${MAX_STREAMS_PER_ADDRESS} streams per address and frees a place when one closes`, async () => {
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ADDRESS }, () => openEventStream(`${base}/api/events`)),
    );
    const refused = await openEventStream(`${base}/api/events`);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.response.headers["retry-after"]).toBeDefined();
    refused.close();

    streams[0]?.close();
    await streams[0]?.ended;
    // The server sees the close a moment after the client.
    let accepted = await openEventStream(`${base}/api/events`);
    for (let attempt = 0; accepted.response.statusCode !== 200 && attempt < 20; attempt += 1) {
      accepted.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      accepted = await openEventStream(`${base}/api/events`);
    }
    expect(accepted.response.statusCode).toBe(200);
    accepted.close();
    for (const stream of streams.slice(1)) stream.close();
  });
});

describe("closing the server", () => {
  it("ends open streams at once instead of waiting for them", async () => {
    const own = await createTestApp({ seed: false });
    await own.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (own.app.server.address() as AddressInfo).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/events?threadId=1`);
    expect(stream.response.statusCode).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe("events from another server process", () => {
  it.skipIf(!TEST_DATABASE_URL)("reach this app's streams through PostgreSQL NOTIFY", async () => {
    // A second bus on the same database and schema stands for another server process.
    const other = await createPostgresEventBus({
      db: t.database.db,
      connectionString: TEST_DATABASE_URL as string,
      log: { warn: () => {} },
    });
    const stream = await openEventStream(`${base}/api/events?threadId=88`);
    other.publish(threadChannel(88), { type: "reply", threadId: 88, replyId: 3 });
    expect((await stream.nextEvent()).data).toEqual({ type: "reply", threadId: 88, replyId: 3 });
    stream.close();
    await other.close();
  });

  it.skipIf(!TEST_REDIS_URL)(
    "reach this app's streams through Redis when REDIS_URL is set",
    async () => {
      const own = await createTestApp({ seed: false, config: { redisUrl: TEST_REDIS_URL } });
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (own.app.server.address() as AddressInfo).port;
      // Another process of the same site: the channel named after its database.
      const other = await createRedisEventBus(
        TEST_REDIS_URL as string,
        redisEventsChannel(own.config.databaseUrl),
      );
      const stream = await openEventStream(`http://127.0.0.1:${port}/api/events?threadId=89`);
      other.publish(threadChannel(89), { type: "reply", threadId: 89, replyId: 4 });
      expect((await stream.nextEvent()).data).toEqual({ type: "reply", threadId: 89, replyId: 4 });
      stream.close();
      await other.close();
      await own.close();
    },
  );
});
