/**
 * `npm run forum:plans -- <DATA_DIR>` (SQLite, e.g. a directory filled by scripts/seed-forum.ts)
 * or with DATABASE_URL set (PostgreSQL): prints the query plan of each hot path of the forum,
 * as the forum's own repository functions build the query, and how long the query takes.
 *
 * Exits 1 when a list order (each sort, with and without a category, and a further page by
 * cursor) or a thread's replies read the table in full or sort the rows themselves
 * (SQLite's "USE TEMP B-TREE FOR ORDER BY", PostgreSQL's Seq Scan or Sort): those pages must
 * read the head of an index, whatever the number of discussions. The tag filter and the search
 * are printed too; they may sort their matches, which are a subset.
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
import { findRepliesOfThread } from "../src/server/features/forum/replies.repo";
import {
  COMMON_TAG_THREADS,
  countTaggedUpTo,
  findThreadPage,
  findTrendingThreadIds,
  type ThreadCursor,
  type ThreadFilters,
  type ThreadSummaryRow,
} from "../src/server/features/forum/threads.repo";
import { toIsoString } from "../src/server/lib/iso-date";
import type { ForumSort } from "../src/shared/forum";
import { FORUM_REPLIES_PAGE_SIZE, FORUM_THREADS_PAGE_SIZE } from "../src/shared/forum";
import { BENCH_THREAD_REPLIES, findForumBenchTargets } from "./seed-forum";

/** Runs per query for the timing (after a few warm-up runs). */
const TIMED_RUNS = Number(process.env.PLAN_RUNS ?? 200);

interface Connection {
  db: Kysely<Database>;
  engine: Engine;
  /** The plan lines of one compiled query. */
  explain(query: CompiledQuery): Promise<string[]>;
  close(): Promise<void>;
}

/** The last query the forum's functions ran, caught from Kysely's log. */
let lastQuery: CompiledQuery | undefined;
const log = (event: LogEvent) => {
  lastQuery = event.query;
};

function openSqlite(dataDir: string): Connection {
  // Read-only and without the app's file lock, so the plans can be read beside a running server.
  const connection = new SQLite(join(dataDir, SQLITE_FILE_NAME), {
    readonly: true,
    fileMustExist: true,
  });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: connection }),
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
        `explain (analyze, costs off, timing off, summary off) ${query.sql}`,
        query.parameters as unknown[],
      );
      return result.rows.map((row) => row["QUERY PLAN"]);
    },
    close: () => db.destroy(),
  };
}

interface PathCase {
  name: string;
  /** Whether the path must read an index head (no full scan, no sort of its own). */
  mustUseIndex: boolean;
  /**
   * A sort is allowed when the index already bounds the rows (one discussion's replies, which
   * PostgreSQL may join to the users first and sort, or the trending index's head); a full
   * scan never is.
   */
  boundedSortAllowed?: boolean;
  run(): Promise<unknown>;
}

/** The lines where a plan reads a whole forum table, and those where it sorts rows itself. */
function planProblems(engine: Engine, lines: string[]): { scans: string[]; sorts: string[] } {
  if (engine === "sqlite") {
    return {
      scans: lines.filter((line) => /^\s*SCAN (forum_threads|forum_replies)\s*$/.test(line)),
      sorts: lines.filter((line) => line.includes("USE TEMP B-TREE FOR ORDER BY")),
    };
  }
  return {
    scans: lines.filter((line) => /Seq Scan on (forum_threads|forum_replies)\b/.test(line)),
    sorts: lines.filter((line) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(line)),
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** The cursor after a page's last row, in the columns of its order. */
function cursorAfter(sort: ForumSort, row: ThreadSummaryRow): ThreadCursor {
  if (sort === "latest") {
    return {
      sort,
      isSticky: Boolean(row.isSticky),
      lastActivityAt: toIsoString(row.lastActivityAt),
      id: row.id,
    };
  }
  if (sort === "popular") {
    return { sort, score: row.score, replyCount: row.replyCount, views: row.views, id: row.id };
  }
  return { sort, hotScore: row.hotScore, id: row.id };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.argv[2];
  if (!databaseUrl && !dataDir) {
    throw new Error("usage: npm run forum:plans -- <DATA_DIR>   (or DATABASE_URL=postgres://…)");
  }
  const connection = databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir as string);
  const { db, engine } = connection;
  try {
    const { threadId, categoryId } = await findForumBenchTargets(db);
    const threads = await db
      .selectFrom("forumThreads")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    const replies = await db
      .selectFrom("forumReplies")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    console.log(
      `${engine}: ${Number(threads.count).toLocaleString("en-US")} discussions, ` +
        `${Number(replies.count).toLocaleString("en-US")} replies; category ${categoryId}, ` +
        `discussion ${threadId} (${BENCH_THREAD_REPLIES} replies)\n`,
    );

    const page =
      (sort: ForumSort, filters: ThreadFilters = {}, cursor?: ThreadCursor) =>
      () =>
        findThreadPage(db, engine, { sort, filters, cursor, limit: FORUM_THREADS_PAGE_SIZE });
    const cases: PathCase[] = [];
    for (const sort of ["latest", "popular", "trending"] as const) {
      const first = await page(sort)();
      const last = first.at(-1);
      const inCategory = await page(sort, { categoryId })();
      const lastInCategory = inCategory.at(-1);
      cases.push(
        { name: `${sort}, all categories`, mustUseIndex: true, run: page(sort) },
        { name: `${sort}, one category`, mustUseIndex: true, run: page(sort, { categoryId }) },
      );
      if (last) {
        cases.push({
          name: `${sort}, page 2 by cursor`,
          mustUseIndex: true,
          run: page(sort, {}, cursorAfter(sort, last)),
        });
      }
      if (lastInCategory) {
        cases.push({
          name: `${sort}, one category, page 2 by cursor`,
          mustUseIndex: true,
          run: page(sort, { categoryId }, cursorAfter(sort, lastInCategory)),
        });
      }
    }
    const firstReplies = await findRepliesOfThread(db, threadId, {
      limit: FORUM_REPLIES_PAGE_SIZE,
      includeHidden: false,
    });
    cases.push(
      {
        name: `replies of a discussion, first ${FORUM_REPLIES_PAGE_SIZE}`,
        mustUseIndex: true,
        boundedSortAllowed: true,
        run: () =>
          findRepliesOfThread(db, threadId, {
            limit: FORUM_REPLIES_PAGE_SIZE,
            includeHidden: false,
          }),
      },
      {
        name: "replies of a discussion, page 2 by cursor",
        mustUseIndex: true,
        boundedSortAllowed: true,
        run: () =>
          findRepliesOfThread(db, threadId, {
            afterId: firstReplies[Math.floor(firstReplies.length / 2)]?.id ?? 0,
            limit: FORUM_REPLIES_PAGE_SIZE,
            includeHidden: false,
          }),
      },
      {
        // Every list request marks the trending discussions; the app reuses the result for a
        // while (TrendingThreadsCache), so this runs once per interval or write, not per page.
        name: "trending marks (head of the trending index)",
        mustUseIndex: true,
        // The sort is of the 50 candidates the index head gave, not of the table.
        boundedSortAllowed: true,
        run: () =>
          findTrendingThreadIds(db, {
            since: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
            limit: 5,
            candidates: 50,
          }),
      },
      {
        // Decides between the two shapes of the tag filter below: a range of the tag index.
        name: `tag filter (rpg), common or rare (counts up to ${COMMON_TAG_THREADS})`,
        mustUseIndex: false,
        run: () => countTaggedUpTo(db, "rpg", COMMON_TAG_THREADS),
      },
      {
        name: "tag filter (rpg), latest",
        mustUseIndex: false,
        run: page("latest", { tagKey: "rpg" }),
      },
      {
        name: "tag filter (vr), trending, one category",
        mustUseIndex: false,
        run: page("trending", { tagKey: "vr", categoryId }),
      },
      {
        name: "search 'raid boss', latest",
        mustUseIndex: false,
        run: page("latest", { q: "raid boss" }),
      },
      {
        name: "search 'emulator', popular",
        mustUseIndex: false,
        run: page("popular", { q: "emulator" }),
      },
    );

    const failures: string[] = [];
    const summary: { path: string; "p50 ms": string; "p99 ms": string; plan: string }[] = [];
    for (const item of cases) {
      lastQuery = undefined;
      await item.run();
      const query = lastQuery as CompiledQuery | undefined;
      if (!query) throw new Error(`${item.name}: no query was run`);
      const lines = await connection.explain(query);
      const { scans, sorts } = planProblems(engine, lines);
      const problems = item.boundedSortAllowed ? scans : [...scans, ...sorts];
      console.log(`== ${item.name}`);
      for (const line of lines) console.log(`   ${line}`);
      for (let i = 0; i < 5; i++) await item.run();
      const times: number[] = [];
      for (let i = 0; i < TIMED_RUNS; i++) {
        const started = performance.now();
        await item.run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const verdict =
        problems.length > 0
          ? item.mustUseIndex
            ? "FAIL"
            : "sorts matches"
          : sorts.length > 0
            ? "index, sorts the page"
            : "index";
      if (problems.length > 0 && item.mustUseIndex) {
        failures.push(`${item.name}: ${problems.map((line) => line.trim()).join("; ")}`);
      }
      summary.push({
        path: item.name,
        "p50 ms": percentile(times, 0.5).toFixed(2),
        "p99 ms": percentile(times, 0.99).toFixed(2),
        plan: verdict,
      });
      console.log("");
    }
    console.log(`query time through Kysely, ${TIMED_RUNS} runs each (${engine}):`);
    console.table(summary);
    if (failures.length > 0) {
      console.error(`\n${failures.length} list paths do not read an index head:`);
      for (const failure of failures) console.error(`  ${failure}`);
      process.exitCode = 1;
    } else {
      console.log(
        "\nevery list order and the replies read the head of an index (no scan, no sort)",
      );
    }
  } finally {
    await connection.close();
  }
}

await main();
