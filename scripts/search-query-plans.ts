/**
 * `npm run search:plans -- <DATA_DIR>` (SQLite, e.g. a directory filled by
 * scripts/seed-search.ts) or with DATABASE_URL set (PostgreSQL): prints the plan of each SQL
 * statement of the site search's hot paths, as the search's own repository functions build
 * them (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL), and how long each path
 * and each of its statements take. The words are the bench's (scripts/bench.ts, search phase).
 *
 * Informative only: it exits 1 when a path fails, not on a plan's shape.
 */
import { join } from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  type CompiledQuery,
  Kysely,
  type LogEvent,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import type { Engine } from "../src/server/db/database";
import { SQLITE_FILE_NAME } from "../src/server/db/database";
import type { Database } from "../src/server/db/schema";
import { SqliteBooleanPlugin } from "../src/server/db/sqlite-boolean-plugin";
import { withStatementCache } from "../src/server/db/sqlite-statement-cache";
import { DocumentFacets } from "../src/server/features/search/document-facets";
import {
  countByKind,
  countTags,
  findDocuments,
  findMatchingIds,
  findRankedIds,
  findScheduledDocumentIds,
  findWordCandidates,
  hasTrigramIndex,
  type SearchMatch,
  wordMatches,
} from "../src/server/features/search/search.repo";
import { maxEditsFor, nearestWord } from "../src/server/features/search/typo-correction";
import { SEARCH_PAGE_SIZE, SEARCH_TAG_FACETS_SHOWN } from "../src/shared/search-limits";

/** Runs per path for the timing (after a few warm-up runs). */
const TIMED_RUNS = Number(process.env.PLAN_RUNS ?? 100);
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

interface Connection {
  db: Kysely<Database>;
  engine: Engine;
  /** The plan lines of one compiled query. */
  explain(query: CompiledQuery): Promise<string[]>;
  close(): Promise<void>;
}

/** Every statement the search's functions run, with its time, caught from Kysely's log. */
let caught: { query: CompiledQuery; ms: number }[] = [];
const log = (event: LogEvent) => {
  caught.push({ query: event.query, ms: event.queryDurationMillis });
};

function openSqlite(dataDir: string): Connection {
  // Read-only and without the app's file lock, so the plans can be read beside a running
  // server; statements are cached as the app caches them.
  const connection = new SQLite(join(dataDir, SQLITE_FILE_NAME), {
    readonly: true,
    fileMustExist: true,
  });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin()],
    log,
  });
  return {
    db,
    engine: "sqlite",
    explain: async (query) => {
      const rows = connection
        .prepare(`explain query plan ${query.sql}`)
        .all(...(query.parameters as unknown[])) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      const depth = new Map<number, number>([[0, -1]]);
      return rows.map((row) => {
        const level = (depth.get(row.parent) ?? -1) + 1;
        depth.set(row.id, level);
        return `${"  ".repeat(level)}${row.detail}`;
      });
    },
    close: () => db.destroy(),
  };
}

function openPostgres(url: string): Connection {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log,
  });
  return {
    db,
    engine: "postgres",
    explain: async (query) => {
      const result = await pool.query<{ "QUERY PLAN": string }>(
        `explain (analyze, buffers, costs off) ${query.sql}`,
        query.parameters as unknown[],
      );
      return result.rows.map((row) => row["QUERY PLAN"]);
    },
    close: () => db.destroy(),
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** One line of SQL, shortened, to name a statement in the summary. */
function shortSql(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 90 ? `${line.slice(0, 87)}...` : line;
}

interface PathCase {
  name: string;
  run(): Promise<unknown>;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.argv[2];
  if (!databaseUrl && !dataDir) {
    throw new Error("usage: npm run search:plans -- <DATA_DIR>   (or DATABASE_URL=postgres://…)");
  }
  const connection = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir as string);
  const { db, engine } = connection;
  try {
    const kinds = await db
      .selectFrom("searchDocuments")
      .select(["kind", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("kind")
      .orderBy("kind")
      .execute();
    console.log(
      `${engine}: ${kinds.map((row) => `${row.kind} ${Number(row.count).toLocaleString("en-US")}`).join(", ")}\n`,
    );

    const month = new Date(Math.floor((Date.now() - 30 * DAY_MS) / MINUTE_MS) * MINUTE_MS);
    const year = new Date(Math.floor((Date.now() - 365 * DAY_MS) / MINUTE_MS) * MINUTE_MS);
    const match = (words: string[], filters: Partial<SearchMatch> = {}): SearchMatch => ({
      words,
      tags: [],
      ...filters,
    });
    const common = match(["raid"]);
    const everywhere = match(["news"]);
    const rare = match(["preservation"]);
    const filtered = match(["raid"], {
      kind: "discussion",
      tags: ["rpg"],
      since: month.toISOString(),
    });
    const newsThisYear = match(["news"], { kind: "blog", since: year.toISOString() });
    const firstPage = { offset: 0, limit: SEARCH_PAGE_SIZE + 1 };
    const commonIds = (await findRankedIds(db, common, "relevance", firstPage)).slice(
      0,
      SEARCH_PAGE_SIZE,
    );

    // The app's copy of every document's type and tags, read once as the first count does.
    const facets = new DocumentFacets(db);
    const loadStarted = performance.now();
    await facets.loadAll();
    console.log(
      `types and tags of every document read in ${(performance.now() - loadStarted).toFixed(0)} ms`,
    );

    const cases: PathCase[] = [
      {
        name: "news posts scheduled for later (every search)",
        run: () => findScheduledDocumentIds(db, new Date()),
      },
      { name: "ranked ids, 'raid'", run: () => findRankedIds(db, common, "relevance", firstPage) },
      {
        name: "ranked ids, 'news' (every post)",
        run: () => findRankedIds(db, everywhere, "relevance", firstPage),
      },
      {
        name: "ranked ids, 'preservation'",
        run: () => findRankedIds(db, rare, "relevance", firstPage),
      },
      {
        name: "ranked ids, 'raid' in discussions, rpg, month",
        run: () => findRankedIds(db, filtered, "relevance", firstPage),
      },
      {
        name: "ranked ids, 'news' in News, year",
        run: () => findRankedIds(db, newsThisYear, "relevance", firstPage),
      },
      {
        name: "ranked ids, 'raid', page 2",
        run: () => findRankedIds(db, common, "relevance", { offset: SEARCH_PAGE_SIZE, limit: 21 }),
      },
      {
        name: "sorted ids, 'raid', newest first",
        run: () => findRankedIds(db, common, "date_desc", firstPage),
      },
      {
        name: "documents and snippets of a page, 'raid'",
        run: () => findDocuments(db, commonIds, common.words),
      },
      {
        name: "typo correction, 'startegy'",
        run: async () => {
          if (await wordMatches(db, "startegy")) throw new Error("'startegy' matches");
          const candidates = await findWordCandidates(
            db,
            "startegy",
            maxEditsFor("startegy"),
            await hasTrigramIndex(db),
          );
          const nearest = nearestWord("startegy", candidates);
          if (nearest !== "strategy") throw new Error(`'startegy' corrected to ${nearest}`);
        },
      },
      {
        name: "facet counts in memory, 'raid' (ids from the index, then counted)",
        run: async () =>
          facets.count(await findMatchingIds(db, common.words), undefined, SEARCH_TAG_FACETS_SHOWN),
      },
      {
        name: "facet counts in memory, 'news'",
        run: async () =>
          facets.count(
            await findMatchingIds(db, everywhere.words),
            undefined,
            SEARCH_TAG_FACETS_SHOWN,
          ),
      },
      // In SQL: what a search with a date range or tags counts (and every search did before).
      { name: "counts by type, 'raid' (cached 30 s)", run: () => countByKind(db, common) },
      { name: "counts by type, 'news' (cached 30 s)", run: () => countByKind(db, everywhere) },
      {
        name: "tag facet, 'raid' (cached 30 s)",
        run: () => countTags(db, common, SEARCH_TAG_FACETS_SHOWN),
      },
      {
        name: "tag facet, 'news' (cached 30 s)",
        run: () => countTags(db, everywhere, SEARCH_TAG_FACETS_SHOWN),
      },
      {
        name: "counts by type, filtered (cached 30 s)",
        run: () => countByKind(db, filtered),
      },
      {
        name: "tag facet, filtered (cached 30 s)",
        run: () => countTags(db, filtered, SEARCH_TAG_FACETS_SHOWN),
      },
    ];

    const summary: { path: string; statement: string; "p50 ms": string; "p99 ms": string }[] = [];
    for (const item of cases) {
      caught = [];
      await item.run();
      // Statements of one run, each distinct SQL once (a page's snippets are one per result).
      const statements = new Map<string, { query: CompiledQuery; times: number }>();
      for (const { query } of caught) {
        const seen = statements.get(query.sql);
        statements.set(query.sql, { query: seen?.query ?? query, times: (seen?.times ?? 0) + 1 });
      }
      console.log(`== ${item.name}`);
      for (const { query, times } of statements.values()) {
        console.log(`   -- ${shortSql(query.sql)}${times > 1 ? ` (x${times})` : ""}`);
        for (const line of await connection.explain(query)) console.log(`   ${line}`);
      }
      for (let i = 0; i < 3; i++) await item.run();
      const totals: number[] = [];
      const perStatement = new Map<string, number[]>();
      for (let i = 0; i < TIMED_RUNS; i++) {
        caught = [];
        const started = performance.now();
        await item.run();
        totals.push(performance.now() - started);
        const sums = new Map<string, number>();
        for (const { query, ms } of caught) sums.set(query.sql, (sums.get(query.sql) ?? 0) + ms);
        for (const [text, ms] of sums)
          perStatement.set(text, [...(perStatement.get(text) ?? []), ms]);
      }
      totals.sort((a, b) => a - b);
      summary.push({
        path: item.name,
        statement: "(whole path)",
        "p50 ms": percentile(totals, 0.5).toFixed(2),
        "p99 ms": percentile(totals, 0.99).toFixed(2),
      });
      if (perStatement.size > 1) {
        for (const [text, times] of perStatement) {
          times.sort((a, b) => a - b);
          summary.push({
            path: "",
            statement: shortSql(text),
            "p50 ms": percentile(times, 0.5).toFixed(2),
            "p99 ms": percentile(times, 0.99).toFixed(2),
          });
        }
      }
      console.log("");
    }
    console.log(`time through Kysely, ${TIMED_RUNS} runs each (${engine}):`);
    console.table(summary);
  } finally {
    await connection.close();
  }
}

await main();
