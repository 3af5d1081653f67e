import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  type AttemptLimit,
  clearAttempts,
  consumeAttempt,
  countAttempts,
  recordAttempt,
  refundAttempt,
} from "./attempt-limiter";
import { TooManyRequestsError } from "./http-error";
import {
  attemptKeyPrefix,
  createRedisAttemptStore,
  SharedAttemptStore,
} from "./redis-attempt-limiter";

/** Set (CI sets it) to test the limits shared through Redis. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL || undefined;
const silent = { warn: () => {} };

let counter = 0;
const limit = (max: number, message?: string): AttemptLimit => ({
  kind: `test-${++counter}`,
  max,
  windowMs: 60_000,
  ...(message ? { message } : {}),
});

async function countRows(t: TestApp, kind: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom("authAttempts")
    .select("id")
    .where("kind", "=", kind)
    .execute();
  return rows.length;
}

describe.runIf(TEST_REDIS_URL)("attempt limits in Redis", () => {
  // Two apps are two server processes: each its own database handle and Redis connection, one
  // Redis (a prefix of this run's own keeps parallel test runs apart).
  const prefix = `gamehub:test:${randomBytes(6).toString("hex")}:`;
  let first: TestApp;
  let second: TestApp;
  const stores: ReturnType<typeof createRedisAttemptStore>[] = [];
  const shared = new Map<TestApp, SharedAttemptStore>();
  const context = (t: TestApp) => ({
    db: t.database.db,
    engine: t.database.engine,
    attemptStore: shared.get(t),
  });

  beforeAll(async () => {
    first = await createTestApp({ seed: false });
    second = await createTestApp({ seed: false });
    for (const t of [first, second]) {
      const store = createRedisAttemptStore(TEST_REDIS_URL as string, { prefix });
      await store.ready;
      stores.push(store);
      shared.set(t, new SharedAttemptStore(store, silent));
    }
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await first?.close();
    await second?.close();
  });

  it("lets exactly max of 60 simultaneous attempts from two processes through", async () => {
    const ten = limit(10);
    const now = first.clock.now();
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, index) =>
        consumeAttempt(context(index % 2 ? first : second), ten, ["ip:1"], now),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(r.reason).toBeInstanceOf(TooManyRequestsError);
    // Counted in Redis, not in the database.
    expect(await countRows(first, ten.kind)).toBe(0);
  });

  it("refuses with Retry-After until the oldest counted attempt leaves the window", async () => {
    const two = limit(2, "Slow down.");
    const start = first.clock.now();
    await consumeAttempt(context(first), two, ["a"], start);
    await consumeAttempt(context(second), two, ["a"], new Date(start.getTime() + 20_000));
    const refusal = await consumeAttempt(
      context(first),
      two,
      ["a"],
      new Date(start.getTime() + 30_000),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBe(30);
    expect((refusal as TooManyRequestsError).message).toBe("Slow down.");
    // The refused attempt was not recorded: once the first ages out, one more is allowed.
    await consumeAttempt(context(second), two, ["a"], new Date(start.getTime() + 60_001));
    await expect(
      consumeAttempt(context(first), two, ["a"], new Date(start.getTime() + 60_002)),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it("records nothing for any subject when one subject is over", async () => {
    const one = limit(1);
    const now = first.clock.now();
    await consumeAttempt(context(first), one, ["x"], now);
    await expect(consumeAttempt(context(second), one, ["y", "x"], now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await consumeAttempt(context(second), one, ["y"], now);
  });

  it("gives an attempt back with refundAttempt, in any process", async () => {
    const one = limit(1);
    const now = first.clock.now();
    await consumeAttempt(context(first), one, ["r"], now);
    await refundAttempt(context(second), one, ["r"], now);
    await consumeAttempt(context(second), one, ["r"], now);
    await expect(consumeAttempt(context(first), one, ["r"], now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });

  it("counts recorded attempts with the consumed ones, and clears them", async () => {
    const three = limit(3);
    const now = first.clock.now();
    await recordAttempt(context(first), three.kind, ["account:1"], now);
    await recordAttempt(context(second), three.kind, ["account:1"], now);
    await consumeAttempt(context(first), three, ["account:1"], now);
    expect(await countAttempts(context(second), three, "account:1", now)).toBe(3);
    await expect(consumeAttempt(context(second), three, ["account:1"], now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await clearAttempts(context(first), three.kind, "account:1");
    expect(await countAttempts(context(second), three, "account:1", now)).toBe(0);
  });

  it("keeps counting in the database inside a transaction (the attempt rolls back with it)", async () => {
    const one = limit(1);
    const now = first.clock.now();
    await first.database.db
      .transaction()
      .execute((trx) => consumeAttempt({ db: trx, engine: first.database.engine }, one, ["t"], now))
      .catch(() => undefined);
    expect(await countRows(first, one.kind)).toBe(1);
    await expect(
      first.database.db.transaction().execute(async (trx) => {
        await consumeAttempt({ db: trx, engine: first.database.engine }, one, ["t"], now);
      }),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});

describe("attempt limits when Redis does not answer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts in the database instead, so the limits keep holding", async () => {
    // Port 1 on loopback refuses connections at once.
    const store = createRedisAttemptStore("redis://127.0.0.1:1");
    const warnings: string[] = [];
    try {
      const two = limit(2);
      const now = t.clock.now();
      const context = {
        db: t.database.db,
        engine: t.database.engine,
        attemptStore: new SharedAttemptStore(store, {
          warn: (_details, message) => warnings.push(message),
        }),
      };
      await consumeAttempt(context, two, ["ip:9"], now);
      await consumeAttempt(context, two, ["ip:9"], now);
      await expect(consumeAttempt(context, two, ["ip:9"], now)).rejects.toBeInstanceOf(
        TooManyRequestsError,
      );
      expect(await countRows(t, two.kind)).toBe(2);
      // Said once per outage, not once per attempt.
      expect(warnings).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});

describe("attempt keys in a Redis shared by several databases", () => {
  it("are named after the database, so a fresh one (reusing user ids) starts with none", () => {
    expect(attemptKeyPrefix("postgres://u@db:5432/gamehub")).toBe("gamehub:attempts:gamehub:");
    expect(attemptKeyPrefix("postgres://u@db:5432/other?sslmode=require")).toBe(
      "gamehub:attempts:other:",
    );
    expect(attemptKeyPrefix(undefined)).toBe("gamehub:attempts:sqlite:");
  });
});
