/**
 * Fills a database for the site search's bench and query plans:
 * `tsx scripts/seed-search.ts <DATA_DIR> [posts] [discussions] [replies]` (SQLite), or with
 * DATABASE_URL set (PostgreSQL). Defaults: 100,000 news posts, 100,000 discussions, no replies
 * (replies are not in the search index), plus the demo content of every other kind.
 *
 * Reuses seed-large-blog.ts and seed-forum.ts, which write rows directly, then rebuilds the
 * search index from them (as a server does on the first start of an unindexed database).
 */
import { mkdirSync } from "node:fs";
import { sql } from "kysely";
import { openDatabase } from "../src/server/db/database";
import { createSearchIndex } from "../src/server/features/search/search-index";
import { contentSearchSources } from "../src/server/search-sources/content-search-sources";
import { seedForum } from "./seed-forum";
import { seedLargeBlog } from "./seed-large-blog";

export interface SearchSeedOptions {
  dataDir: string;
  databaseUrl?: string;
  posts: number;
  threads: number;
  replies: number;
  log?: (line: string) => void;
}

export interface SearchSeedResult {
  postSeconds: number;
  threadSeconds: number;
  rebuildSeconds: number;
  documents: number;
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

export async function seedSearchBench(options: SearchSeedOptions): Promise<SearchSeedResult> {
  const log = options.log ?? (() => {});
  const engine = options.databaseUrl ? "PostgreSQL" : "SQLite";
  let started = performance.now();
  await seedLargeBlog(options.dataDir, options.posts, options.databaseUrl);
  const postSeconds = secondsSince(started);
  log(
    `seeded ${options.posts.toLocaleString("en-US")} posts (${engine}) in ${postSeconds.toFixed(1)} s`,
  );

  started = performance.now();
  const forum = await seedForum({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    threads: options.threads,
    replies: options.replies,
  });
  const threadSeconds = secondsSince(started);
  log(
    `seeded ${forum.threads.toLocaleString("en-US")} discussions and ` +
      `${forum.replies.toLocaleString("en-US")} replies (${engine}) in ${threadSeconds.toFixed(1)} s`,
  );

  const database = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    started = performance.now();
    await createSearchIndex(contentSearchSources).rebuild(database.db);
    const rebuildSeconds = secondsSince(started);
    if (database.engine === "postgres") {
      // What autovacuum does on a live site soon after such a load: statistics, and the
      // visibility map and hint bits (otherwise the first searches write them).
      await sql`vacuum analyze search_documents, search_document_tags, search_words`.execute(
        database.db,
      );
    }
    const { count } = await database.db
      .selectFrom("searchDocuments")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    const documents = Number(count);
    log(
      `rebuilt the search index (${documents.toLocaleString("en-US")} documents, ${engine}) ` +
        `in ${rebuildSeconds.toFixed(1)} s`,
    );
    return { postSeconds, threadSeconds, rebuildSeconds, documents };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, posts, threads, replies] = process.argv.slice(2);
  if (!dataDir) {
    throw new Error("usage: tsx scripts/seed-search.ts <DATA_DIR> [posts] [discussions] [replies]");
  }
  // The database file (and its lock file) go in DATA_DIR, as the site's own start makes it.
  mkdirSync(dataDir, { recursive: true });
  await seedSearchBench({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    posts: Number(posts ?? 100_000),
    threads: Number(threads ?? 100_000),
    replies: Number(replies ?? 0),
    log: (line) => console.log(line),
  });
}
