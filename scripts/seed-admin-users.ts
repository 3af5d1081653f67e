/**
 * Fills a database with many members for the admin panel's user table in `npm run bench`:
 * `tsx scripts/seed-admin-users.ts <DATA_DIR> [count]` (SQLite) or with DATABASE_URL set.
 * Names and addresses are made of common first and last names and a number, so a search for
 * the start of a name matches many members, as on a real site; sign-up times spread over
 * three years, points follow a long tail. Bench data only: these accounts cannot sign in.
 */
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import { seedDemoContent } from "../src/server/seed/seed-demo-content";

const BATCH = 500;
const BATCHES_PER_TRANSACTION = 40;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const NO_PASSWORD = "bench-user-without-password";

const FIRST_NAMES = [
  "alex",
  "anna",
  "ben",
  "chloe",
  "dan",
  "emma",
  "finn",
  "grace",
  "harry",
  "isla",
  "jack",
  "kate",
  "leo",
  "lily",
  "mark",
  "maria",
  "nina",
  "oscar",
  "paul",
  "rosa",
  "sam",
  "sara",
  "tom",
  "uma",
  "victor",
  "wendy",
  "yara",
  "zoe",
  "max",
  "mia",
];
const LAST_NAMES = [
  "smith",
  "jones",
  "brown",
  "garcia",
  "miller",
  "davis",
  "lopez",
  "wilson",
  "moore",
  "taylor",
  "martin",
  "lee",
  "walker",
  "hall",
  "young",
  "king",
  "wright",
  "scott",
  "green",
  "baker",
];
const DOMAINS = ["example.com", "mail.test", "gamers.invalid", "inbox.test"];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(list: readonly T[], value: number): T =>
  list[Math.floor(value * list.length)] as T;

export async function seedAdminUsers(
  dataDir: string,
  count: number,
  databaseUrl?: string,
): Promise<void> {
  const database = openDatabase({ dataDir, databaseUrl });
  const next = random(17);
  const start = Date.now() - 3 * YEAR_MS;
  const step = (3 * YEAR_MS) / Math.max(count, 1);
  try {
    await migrateToLatest(database.db);
    await seedDemoContent(database.db);
    if (database.engine === "sqlite") await sql`pragma synchronous = off`.execute(database.db);
    for (let from = 0; from < count; from += BATCH * BATCHES_PER_TRANSACTION) {
      await database.db.transaction().execute(async (trx) => {
        const end = Math.min(count, from + BATCH * BATCHES_PER_TRANSACTION);
        for (let batchStart = from; batchStart < end; batchStart += BATCH) {
          const rows = Array.from({ length: Math.min(BATCH, end - batchStart) }, (_, offset) => {
            const n = batchStart + offset;
            const first = pick(FIRST_NAMES, next());
            const last = pick(LAST_NAMES, next());
            const username = `${first}_${last}${n}`;
            const email = `${first}.${last}.${n}@${pick(DOMAINS, next())}`;
            const points = Math.floor(Math.exp(next() * Math.log(50_000))) - 1;
            const createdAt = new Date(start + n * step).toISOString();
            return {
              username,
              usernameKey: username,
              email,
              emailKey: email,
              passwordHash: NO_PASSWORD,
              points,
              experience: points,
              createdAt,
              updatedAt: createdAt,
            };
          });
          await trx.insertInto("users").values(rows).execute();
        }
      });
    }
    // PostgreSQL's autovacuum would have analysed a table this size; SQLite is left without
    // statistics, as a site's database is (the plans must be right without them).
    if (database.engine === "postgres") await sql`analyze users`.execute(database.db);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, count] = process.argv.slice(2);
  if (!dataDir) throw new Error("usage: tsx scripts/seed-admin-users.ts <DATA_DIR> [count]");
  const total = Number(count ?? 1_000_000);
  await seedAdminUsers(dataDir, total, process.env.DATABASE_URL || undefined);
  console.log(`seeded ${total} members into ${dataDir}`);
}
