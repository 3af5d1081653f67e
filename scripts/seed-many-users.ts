/**
 * Fills a database with many ranked users for `npm run bench`:
 * `tsx scripts/seed-many-users.ts <DATA_DIR> [count]` (SQLite) or with DATABASE_URL set.
 * Points follow a long-tailed spread (most users have little, a few have a lot), and about a
 * third of the users earned something in the last 30 days, for the weekly and monthly boards.
 * Totals are written directly (no ledger history before the last month): bench data only.
 */
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import { levelForExperience } from "../src/server/features/gamification/levels";
import { periodKeys } from "../src/server/lib/utc-day";
import { seedDemoContent } from "../src/server/seed/seed-demo-content";

const BATCH = 500;
const BATCHES_PER_TRANSACTION = 40;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Not a real hash: these accounts cannot sign in. */
const NO_PASSWORD = "bench-user-without-password";

/** A small deterministic generator, so two bench runs rank the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedManyUsers(
  dataDir: string,
  count: number,
  databaseUrl?: string,
): Promise<{ medianUserId: number }> {
  const database = openDatabase({ dataDir, databaseUrl });
  const next = random(42);
  const now = Date.now();
  try {
    await migrateToLatest(database.db);
    await seedDemoContent(database.db);
    // Bench data can be rebuilt: skip the per-commit flush that keeps real data safe.
    if (database.engine === "sqlite") await sql`pragma synchronous = off`.execute(database.db);
    let medianUserId = 0;
    for (let start = 0; start < count; start += BATCH * BATCHES_PER_TRANSACTION) {
      await database.db.transaction().execute(async (trx) => {
        const end = Math.min(count, start + BATCH * BATCHES_PER_TRANSACTION);
        for (let batchStart = start; batchStart < end; batchStart += BATCH) {
          const users = Array.from({ length: Math.min(BATCH, end - batchStart) }, (_, offset) => {
            const n = batchStart + offset;
            const points = Math.floor(Math.exp(next() * Math.log(50_000))) - 1;
            const experience = Math.floor(points * 1.3);
            return {
              username: `ranked_${n}`,
              usernameKey: `ranked_${n}`,
              email: `ranked.${n}@bench.invalid`,
              emailKey: `ranked.${n}@bench.invalid`,
              passwordHash: NO_PASSWORD,
              points,
              experience,
              level: levelForExperience(experience),
            };
          });
          const inserted = await trx.insertInto("users").values(users).returning("id").execute();
          const ledger = inserted.flatMap((row, index) =>
            next() < 0.33
              ? [
                  {
                    userId: row.id,
                    reason: "bench",
                    points: Math.min(users[index]?.points ?? 0, Math.floor(next() * 200)),
                    experience: 0,
                    idempotencyKey: "bench",
                    createdAt: new Date(now - next() * 30 * DAY_MS).toISOString(),
                  },
                ]
              : [],
          );
          if (ledger.length > 0) {
            await trx.insertInto("pointLedger").values(ledger).execute();
            const periods = ledger.flatMap((entry) => {
              const { week, month } = periodKeys(new Date(entry.createdAt));
              return [week, month].map((period) => ({
                period,
                userId: entry.userId,
                points: entry.points,
              }));
            });
            await trx.insertInto("periodPoints").values(periods).execute();
          }
          if (batchStart <= count / 2 && count / 2 < batchStart + BATCH) {
            medianUserId = inserted[Math.floor(count / 2) - batchStart]?.id ?? 0;
          }
        }
      });
    }
    return { medianUserId };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, count] = process.argv.slice(2);
  if (!dataDir) throw new Error("usage: tsx scripts/seed-many-users.ts <DATA_DIR> [count]");
  const total = Number(count ?? 1_000_000);
  await seedManyUsers(dataDir, total, process.env.DATABASE_URL || undefined);
  console.log(`seeded ${total} users into ${dataDir}`);
}
