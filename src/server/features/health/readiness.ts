import { Redis } from "ioredis";
import { DEFAULT_MIGRATION_TABLE, type Kysely, sql } from "kysely";
import { MIGRATIONS } from "../../db/migrations";
import type { Database } from "../../db/schema";

/** A check that takes longer than this counts as failed: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 2_000;

export type CheckState = "ok" | "failed" | "pending" | "not configured" | "unknown";

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; redis: CheckState; migrations: CheckState };
  /** What is not ready, in words (absent when ready). */
  problems: string[];
}

/**
 * Names of the migrations this code knows that the database has not recorded as applied.
 * The bookkeeping table is Kysely's; on PostgreSQL it is found through the connection's
 * search_path, the schema the migrations ran in. A database migrated by a newer version has
 * extra rows, which do not matter here.
 */
export async function findPendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(result.rows.map((row) => row.name));
  return Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
}

/** A Redis connection for the probe alone, opened at the first check, closed with the app. */
export interface RedisProbe {
  ping(): Promise<void>;
  close(): void;
}

export function createRedisProbe(redisUrl: string): RedisProbe {
  let redis: Redis | undefined;
  return {
    async ping() {
      if (!redis) {
        redis = new Redis(redisUrl, {
          lazyConnect: true,
          connectTimeout: CHECK_TIMEOUT_MS,
          maxRetriesPerRequest: 0,
        });
        // Failures are reported by the ping; without a listener ioredis prints each retry.
        redis.on("error", () => {});
      }
      await withTimeout(redis.ping(), "Redis");
    },
    close() {
      redis?.disconnect();
    },
  };
}

export async function checkReadiness(options: {
  pingDatabase(): Promise<void>;
  db: Kysely<Database>;
  redis: RedisProbe | undefined;
}): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    withTimeout(options.pingDatabase(), "the database").then(
      () => "ok" as const,
      () => "failed" as const,
    ),
    options.redis
      ? options.redis.ping().then(
          () => "ok" as const,
          () => "failed" as const,
        )
      : ("not configured" as const),
  ]);
  const problems: string[] = [];
  if (database === "failed") problems.push("the database does not answer");
  if (redis === "failed") problems.push("Redis (REDIS_URL) does not answer");

  let migrations: CheckState = "unknown";
  if (database === "ok") {
    try {
      const pending = await withTimeout(findPendingMigrations(options.db), "the migrations");
      migrations = pending.length === 0 ? "ok" : "pending";
      if (pending.length > 0)
        problems.push(
          `${pending.length} database migration(s) not applied yet (${pending.join(", ")})`,
        );
    } catch {
      migrations = "pending";
      problems.push("the database has no migration record (not migrated yet)");
    }
  }
  return { ready: problems.length === 0, checks: { database, redis, migrations }, problems };
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took too long`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
