import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/test-fixtures";
import {
  type AttemptLimit,
  consumeAttempt,
  LONGEST_WINDOW_MS,
  pruneAttempts,
  refundAttempt,
} from "./attempt-limiter";
import { TooManyRequestsError } from "./http-error";

const t = testAppForFile({ seed: false });

const context = () => ({ db: t.database.db, engine: t.database.engine });
let counter = 0;
const limit = (max: number, message?: string): AttemptLimit => ({
  kind: `test-${++counter}`,
  max,
  windowMs: 60_000,
  ...(message ? { message } : {}),
});

describe("consumeAttempt", () => {
  it("lets exactly max of 50 simultaneous attempts through", async () => {
    const ten = limit(10);
    const now = t.clock.now();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => consumeAttempt(context(), ten, ["ip:1"], now)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.reason).toBeInstanceOf(TooManyRequestsError);
  });

  it("refuses with Retry-After until the oldest counted attempt leaves the window", async () => {
    const two = limit(2, "Slow down.");
    const start = t.clock.now();
    await consumeAttempt(context(), two, ["a"], start);
    await consumeAttempt(context(), two, ["a"], new Date(start.getTime() + 20_000));
    const refusal = await consumeAttempt(
      context(),
      two,
      ["a"],
      new Date(start.getTime() + 30_000),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBe(30);
    expect((refusal as TooManyRequestsError).message).toBe("Slow down.");
    // The refused attempt was not recorded: once the first ages out, one more is allowed.
    await consumeAttempt(context(), two, ["a"], new Date(start.getTime() + 60_001));
  });

  it("records nothing for any subject when one subject is over", async () => {
    const one = limit(1);
    const now = t.clock.now();
    await consumeAttempt(context(), one, ["x"], now);
    await expect(consumeAttempt(context(), one, ["y", "x"], now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await consumeAttempt(context(), one, ["y"], now);
  });

  it("gives an attempt back with refundAttempt", async () => {
    const one = limit(1);
    const now = t.clock.now();
    await consumeAttempt(context(), one, ["r"], now);
    await refundAttempt(context(), one, ["r"], now);
    await consumeAttempt(context(), one, ["r"], now);
    await expect(consumeAttempt(context(), one, ["r"], now)).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
  });
});

describe("pruneAttempts", () => {
  it("removes attempts and lock rows older than the longest window, and keeps recent ones", async () => {
    const now = t.clock.now();
    const old = new Date(now.getTime() - LONGEST_WINDOW_MS - 60_000);
    const kind = `prune-${++counter}`;
    await t.database.db
      .insertInto("authAttempts")
      .values([
        { kind, subject: "old", createdAt: old.toISOString() },
        { kind, subject: "recent", createdAt: now.toISOString() },
      ])
      .execute();
    await t.database.db
      .insertInto("attemptLocks")
      .values([
        { kind, subject: "old", touchedAt: old.toISOString() },
        { kind, subject: "recent", touchedAt: now.toISOString() },
      ])
      .execute();
    await pruneAttempts(t.database.db, now);
    const attempts = await t.database.db
      .selectFrom("authAttempts")
      .select("subject")
      .where("kind", "=", kind)
      .execute();
    const locks = await t.database.db
      .selectFrom("attemptLocks")
      .select("subject")
      .where("kind", "=", kind)
      .execute();
    expect(attempts.map((row) => row.subject)).toEqual(["recent"]);
    expect(locks.map((row) => row.subject)).toEqual(["recent"]);
  });

  it("refuses a limit whose window pruning would cut short", async () => {
    const tooLong = { kind: "too-long", max: 1, windowMs: LONGEST_WINDOW_MS + 1 };
    await expect(consumeAttempt(context(), tooLong, ["a"], t.clock.now())).rejects.toThrow(
      /window too long/,
    );
  });
});
