/**
 * Fills a database with many published posts for `npm run bench`:
 * `tsx scripts/seed-large-blog.ts <DATA_DIR> [count]` (SQLite) or with DATABASE_URL set.
 * Posts get random categories, tags and dates over the last three years.
 */
import { openDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import { seedDemoContent } from "../src/server/seed/seed-demo-content";

const BATCH = 500;
const WORDS = [
  "raid",
  "patch",
  "speedrun",
  "esports",
  "console",
  "indie",
  "shooter",
  "strategy",
  "loot",
  "boss",
  "arena",
  "retro",
  "stream",
  "mod",
  "handheld",
  "league",
];

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}

export async function seedLargeBlog(
  dataDir: string,
  count: number,
  databaseUrl?: string,
): Promise<void> {
  const database = openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(database.db);
    await seedDemoContent(database.db);
    const categories = await database.db.selectFrom("categories").select("id").execute();
    const tags = await database.db.selectFrom("tags").select("id").execute();
    const now = Date.now();
    for (let start = 0; start < count; start += BATCH) {
      await database.db.transaction().execute(async (trx) => {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
          const n = start + offset;
          const title = `${pick(WORDS, n)} ${pick(WORDS, n * 7 + 3)} report ${n}`;
          const publishedAt = new Date(
            now - ((n * 7919) % (3 * 365 * 24 * 60)) * 60_000,
          ).toISOString();
          return {
            slug: `bench-post-${n}`,
            title,
            excerpt: `A look at the ${pick(WORDS, n * 3)} scene, part ${n}.`,
            content: `<p>${title}. ${pick(WORDS, n * 5)} and ${pick(WORDS, n * 11)} news for players.</p>`,
            image: null,
            categoryId: pick(categories, n).id,
            source: "Bench",
            authorName: "Bench Writer",
            authorAvatar: null,
            isFeatured: false,
            readTimeMinutes: 1,
            publishedAt,
            createdAt: publishedAt,
            updatedAt: publishedAt,
          };
        });
        const inserted = await trx.insertInto("posts").values(rows).returning("id").execute();
        await trx
          .insertInto("postTags")
          .values(
            inserted.map((row, index) => ({ postId: row.id, tagId: pick(tags, start + index).id })),
          )
          .execute();
      });
    }
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, count] = process.argv.slice(2);
  if (!dataDir) throw new Error("usage: tsx scripts/seed-large-blog.ts <DATA_DIR> [count]");
  await seedLargeBlog(dataDir, Number(count ?? 100_000), process.env.DATABASE_URL || undefined);
  console.log(`seeded ${count ?? 100_000} posts into ${dataDir}`);
}
