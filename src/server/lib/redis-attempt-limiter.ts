import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { AttemptLimit } from "./attempt-limiter";
import { redisNamespace } from "./redis-namespace";

/**
 * The attempt limiter's counts in Redis (REDIS_URL), shared by every server process without a
 * database write per attempt. Same rules as the database limiter (attempt-limiter.ts): a
 * sliding window per (kind, subject), checking and recording in one atomic step (a Lua script
 * runs alone on the Redis server), a refusal records nothing for any subject, and the wait is
 * until the oldest counted attempt leaves the window. Times come from the app's clock, as in
 * the database, so tests that move the clock see the same windows.
 *
 * Each (kind, subject) is a sorted set of attempts scored by their time; a set expires a window
 * after its newest attempt, so nothing needs pruning.
 */
export interface AttemptStore {
  /** Records one attempt per subject and returns 0, or records none and returns the wait in ms. */
  consume(limit: AttemptLimit, subjects: readonly string[], now: Date): Promise<number>;
  /** Removes one attempt made at `now` per subject. */
  refund(kind: string, subjects: readonly string[], now: Date): Promise<void>;
  record(kind: string, subjects: readonly string[], now: Date): Promise<void>;
  count(limit: AttemptLimit, subject: string, now: Date): Promise<number>;
  clear(kind: string, subject: string): Promise<void>;
  close(): Promise<void>;
}

/** ARGV: now, since (exclusive), max, window, member. Returns the wait in ms, 0 when recorded. */
const CONSUME_SCRIPT = `
local now = tonumber(ARGV[1])
local since = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local window = tonumber(ARGV[4])
local wait = 0
for _, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', since)
  if redis.call('ZCARD', key) >= max then
    local counted = redis.call('ZREVRANGE', key, max - 1, max - 1, 'WITHSCORES')
    local free = tonumber(counted[2]) + window - now
    if free < 1 then free = 1 end
    if free > wait then wait = free end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[5])
  redis.call('PEXPIRE', key, window)
end
return 0
`;

/** ARGV: the time of the attempt to give back. */
const REFUND_SCRIPT = `
for _, key in ipairs(KEYS) do
  local found = redis.call('ZRANGEBYSCORE', key, ARGV[1], ARGV[1], 'LIMIT', 0, 1)
  if found[1] then redis.call('ZREM', key, found[1]) end
end
return 0
`;

/** Recorded attempts outlive any window that may count them (see LONGEST_WINDOW_MS). */
const RECORD_TTL_MS = 48 * 60 * 60 * 1000;

interface LimiterCommands {
  attemptConsume(...keysAndArgs: (string | number)[]): Promise<number>;
  attemptRefund(...keysAndArgs: (string | number)[]): Promise<number>;
}

/** Keys are named after the database (see redisNamespace). */
export function attemptKeyPrefix(databaseUrl: string | undefined): string {
  return `gamehub:attempts:${redisNamespace(databaseUrl)}:`;
}

export function createRedisAttemptStore(
  redisUrl: string,
  options: { prefix?: string } = {},
): AttemptStore & { ready: Promise<void> } {
  const prefix = options.prefix ?? "gamehub:attempts:";
  const redis = new Redis(redisUrl, {
    // A Redis that is away answers at once with an error, and the limiter uses the database.
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
  });
  // Failed commands are reported to the limiter; without a listener ioredis prints every retry.
  redis.on("error", () => {});
  redis.defineCommand("attemptConsume", { lua: CONSUME_SCRIPT });
  redis.defineCommand("attemptRefund", { lua: REFUND_SCRIPT });
  const commands = redis as unknown as LimiterCommands;
  // While Redis is away (or not yet connected) the limiter turns to the database at once,
  // instead of every limited request waiting for a reconnection first.
  const connected = () => {
    if (redis.status !== "ready") throw new Error(`Redis is ${redis.status}`);
  };
  const keyOf = (kind: string, subject: string) => `${prefix}${kind}:${subject}`;
  // Unique per attempt: two attempts in the same millisecond are two members of the set.
  const member = (now: Date) => `${now.getTime()}:${randomBytes(6).toString("hex")}`;

  return {
    ready: new Promise<void>((resolve) => redis.once("ready", () => resolve())),
    async consume(limit, subjects, now) {
      connected();
      const keys = subjects.map((subject) => keyOf(limit.kind, subject));
      const since = now.getTime() - limit.windowMs;
      return Number(
        await commands.attemptConsume(
          keys.length,
          ...keys,
          now.getTime(),
          since,
          limit.max,
          limit.windowMs,
          member(now),
        ),
      );
    },
    async refund(kind, subjects, now) {
      connected();
      const keys = subjects.map((subject) => keyOf(kind, subject));
      await commands.attemptRefund(keys.length, ...keys, now.getTime());
    },
    async record(kind, subjects, now) {
      connected();
      const pipeline = redis.multi();
      for (const subject of subjects) {
        pipeline.zadd(keyOf(kind, subject), now.getTime(), member(now));
        pipeline.pexpire(keyOf(kind, subject), RECORD_TTL_MS);
      }
      await pipeline.exec();
    },
    async count(limit, subject, now) {
      connected();
      const since = now.getTime() - limit.windowMs;
      return redis.zcount(keyOf(limit.kind, subject), `(${since}`, "+inf");
    },
    async clear(kind, subject) {
      connected();
      await redis.del(keyOf(kind, subject));
    },
    async close() {
      redis.disconnect();
    },
  };
}

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * The Redis store of one app (built in buildApp when REDIS_URL is set; the app context carries
 * it to the limiter), with the rule for when the database counts instead.
 */
export class SharedAttemptStore {
  #isAway = false;

  constructor(
    private readonly store: AttemptStore,
    private readonly log: Logger,
  ) {}

  /**
   * Runs `action` on the store and returns its result, or `undefined` when the database
   * limiter must count instead:
   * - inside a database transaction, where the attempt rolls back with the action it limits
   *   and its lock row makes one member's simultaneous writes wait for each other (the forum's
   *   "same text twice" check relies on it); every limit is consumed either always inside a
   *   transaction or always outside, so each kind is counted in one place;
   * - when Redis does not answer: limits keep holding, on the database, until it is back.
   */
  async run<T>(
    db: Kysely<Database>,
    action: (store: AttemptStore) => Promise<T>,
  ): Promise<T | undefined> {
    if (db.isTransaction) return undefined;
    try {
      const result = await action(this.store);
      this.#isAway = false;
      return result;
    } catch (error) {
      if (!this.#isAway) {
        this.#isAway = true;
        this.log.warn(
          { err: error },
          "attempt limits: Redis did not answer; counting in the database",
        );
      }
      return undefined;
    }
  }

  /** `run` for an action without a result: whether the store did it. */
  async done(
    db: Kysely<Database>,
    action: (store: AttemptStore) => Promise<void>,
  ): Promise<boolean> {
    const done = await this.run(db, async (store) => {
      await action(store);
      return true;
    });
    return done === true;
  }
}
