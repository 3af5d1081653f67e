/**
 * Fills a database with a large forum for `npm run bench` and `npm run forum:plans`:
 * `tsx scripts/seed-forum.ts <DATA_DIR> [discussions] [replies]` (SQLite), or with DATABASE_URL
 * set (PostgreSQL). Defaults: 100,000 discussions and 1,000,000 replies.
 *
 * Discussions spread over two years and over every forum category; replies per discussion follow
 * a long tail (most have a few, some megathreads have thousands); votes, views, sticky, locked,
 * featured and hidden flags and tags come in realistic shares. Counters are written directly and
 * consistently (score = up - down, reply count = visible replies, hot score from hot-score.ts,
 * last activity = newest reply), then the categories' counts are recomputed from the rows.
 * Bench data only: no vote rows, and bodies are plain words whose HTML is written directly.
 */
import { type Insertable, type Kysely, sql } from "kysely";
import { openDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import type { Database, ForumReplyTable } from "../src/server/db/schema";
import { refreshCategoryCounts } from "../src/server/features/forum/forum-counts.repo";
import { threadExcerpt } from "../src/server/features/forum/forum-view";
import { hotScore } from "../src/server/features/forum/hot-score";
import { seedDemoContent } from "../src/server/seed/seed-demo-content";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Discussions per transaction (their replies go in the same one). */
const THREADS_PER_TRANSACTION = 2_000;
/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const THREAD_ROWS_PER_INSERT = 500;
const REPLY_ROWS_PER_INSERT = 1_000;
const BENCH_MEMBERS = 2_000;
/** The bench's "thread page with 50 replies" opens this discussion (its exact reply count). */
export const BENCH_THREAD_REPLIES = 50;
/** Not a real hash: these accounts cannot sign in. */
const NO_PASSWORD = "bench-forum-member-without-password";

/** Words every reader knows; searches in the bench and the plans use them. */
const GAMING_WORDS = [
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
  "build",
  "quest",
  "guild",
  "controller",
  "framerate",
  "season",
  "ranked",
  "dungeon",
  "crafting",
  "multiplayer",
  "story",
  "soundtrack",
  "remaster",
  "emulator",
];
const SYLLABLES = ["ka", "lo", "mi", "ra", "ven", "tor", "shi", "qua", "del", "zen", "bro", "fy"];
/**
 * The vocabulary: the gaming words plus made-up ones, about 700 in all, drawn evenly. A word
 * then appears in about one discussion in twenty, as a topical word does on a real forum (a
 * tiny vocabulary would make every search match most discussions).
 */
const WORDS = [
  ...GAMING_WORDS,
  ...SYLLABLES.flatMap((a) =>
    SYLLABLES.flatMap((b) => SYLLABLES.slice(0, 5).map((c) => `${a}${b}${c}`)),
  ),
];
const TAGS = [
  "RPG",
  "FPS",
  "MMO",
  "Indie",
  "Retro",
  "Esports",
  "Speedrun",
  "Modding",
  "PC",
  "Console",
  "Handheld",
  "Strategy",
  "Co-op",
  "Roguelike",
  "Survival",
  "Racing",
  "Fighting",
  "Puzzle",
  "VR",
  "Hardware",
];
/** Used only when the database has no forum category yet (the demo content may add them). */
const BENCH_CATEGORIES = [
  ["general", "General Discussion", "#3b82f6", "MessageSquare", 5],
  ["game-reviews", "Game Reviews", "#22c55e", "Star", 10],
  ["esports", "Esports", "#ef4444", "Trophy", 10],
  ["tech-support", "Tech Support", "#f59e0b", "Wrench", 5],
  ["retro-gaming", "Retro Gaming", "#a855f7", "Gamepad2", 5],
  ["off-topic", "Off Topic", "#64748b", "Coffee", 2],
] as const;

/** A small deterministic generator, so two runs seed the same forum. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function sentence(next: () => number, words: number): string {
  const parts = Array.from({ length: words }, () => pick(WORDS, next));
  const text = parts.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A Pareto-like draw (alpha 1.2, capped): most discussions get few replies, a few get many. */
function longTail(next: () => number): number {
  return Math.min(2_000, (1 - next()) ** (-1 / 1.2) - 1);
}

/**
 * Replies per discussion: long-tailed weights scaled to exactly `total`, with the middle
 * discussion set to exactly BENCH_THREAD_REPLIES (the bench opens it).
 */
function replyCounts(threads: number, total: number, next: () => number): number[] {
  const weights = Array.from({ length: threads }, () => longTail(next));
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const counts = weights.map((weight) => Math.floor((weight * total) / sum));
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; missing > 0; i = (i + 1) % threads, missing--) counts[i] = (counts[i] ?? 0) + 1;
  const middle = Math.floor(threads / 2);
  if (threads > 1 && total >= BENCH_THREAD_REPLIES) {
    // Move the difference to or from the biggest discussion, so the total stays exact.
    let biggest = middle === 0 ? 1 : 0;
    counts.forEach((count, i) => {
      if (i !== middle && count > (counts[biggest] ?? 0)) biggest = i;
    });
    const difference = BENCH_THREAD_REPLIES - (counts[middle] ?? 0);
    if ((counts[biggest] ?? 0) >= difference) {
      counts[middle] = BENCH_THREAD_REPLIES;
      counts[biggest] = (counts[biggest] ?? 0) - difference;
    }
  }
  return counts;
}

async function ensureCategories(db: Kysely<Database>): Promise<number[]> {
  const existing = await db.selectFrom("forumCategories").select("id").orderBy("id").execute();
  if (existing.length > 0) return existing.map((row) => row.id);
  const inserted = await db
    .insertInto("forumCategories")
    .values(
      BENCH_CATEGORIES.map(([slug, name, color, icon, pointsReward], position) => ({
        slug,
        name,
        description: `${name} for the bench.`,
        color,
        icon,
        pointsReward,
        position,
      })),
    )
    .returning("id")
    .execute();
  return inserted.map((row) => row.id);
}

async function insertMembers(db: Kysely<Database>): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < BENCH_MEMBERS; start += 500) {
      const rows = Array.from({ length: Math.min(500, BENCH_MEMBERS - start) }, (_, offset) => {
        const n = start + offset;
        return {
          username: `forum_member_${n}`,
          usernameKey: `forum_member_${n}`,
          email: `forum.member.${n}@bench.invalid`,
          emailKey: `forum.member.${n}@bench.invalid`,
          passwordHash: NO_PASSWORD,
        };
      });
      const inserted = await trx.insertInto("users").values(rows).returning("id").execute();
      ids.push(...inserted.map((row) => row.id));
    }
  });
  return ids;
}

export interface ForumSeedOptions {
  dataDir: string;
  databaseUrl?: string;
  threads?: number;
  replies?: number;
  /** Progress lines go here (default: none). */
  log?: (line: string) => void;
}

export interface ForumSeedResult {
  threads: number;
  replies: number;
  seconds: number;
}

export async function seedForum(options: ForumSeedOptions): Promise<ForumSeedResult> {
  const threadCount = options.threads ?? 100_000;
  const replyCount = options.replies ?? 1_000_000;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const database = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const { db } = database;
  const next = random(2026);
  const now = Date.now();
  try {
    await migrateToLatest(db);
    await seedDemoContent(db);
    if (database.engine === "sqlite") {
      // Bench data can be rebuilt: skip the per-commit flush that keeps real data safe, and
      // give the index pages a cache big enough for a million replies' author index.
      await sql`pragma synchronous = off`.execute(db);
      await sql`pragma cache_size = -262144`.execute(db);
    }
    const categoryIds = await ensureCategories(db);
    const authorIds = await insertMembers(db);
    const counts = replyCounts(threadCount, replyCount, next);
    let repliesWritten = 0;

    for (let first = 0; first < threadCount; first += THREADS_PER_TRANSACTION) {
      const last = Math.min(threadCount, first + THREADS_PER_TRANSACTION);
      await db.transaction().execute(async (trx) => {
        // Each discussion with the times of its replies (decided first: the discussion row
        // carries their count and the newest one's time).
        const planned = [];
        for (let n = first; n < last; n++) {
          // Oldest first over two years, so ids grow with creation time as on a real forum.
          const createdAt = now - 730 * DAY_MS * (1 - (n + next()) / threadCount);
          // How long the discussion stays active: usually days, sometimes months.
          const activeMs = Math.min(now - createdAt, DAY_MS * 2 * (longTail(next) + next()));
          const times = Array.from(
            { length: counts[n] ?? 0 },
            () => createdAt + next() * activeMs,
          ).sort((a, b) => a - b);
          const hiddenReplies = times.map(() => next() < 0.002);
          const visibleReplies = hiddenReplies.filter((hidden) => !hidden).length;
          const upvotes = Math.floor(longTail(next) * 3 + visibleReplies * next());
          const downvotes = Math.floor(upvotes * next() * 0.3 + (next() < 0.1 ? 2 : 0));
          const tags =
            next() < 0.6
              ? [
                  ...new Set(
                    Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(TAGS, next)),
                  ),
                ]
              : [];
          const title = `${sentence(next, 3 + Math.floor(next() * 5)).slice(0, -1)} ${n}`;
          const body = [sentence(next, 12), sentence(next, 10), sentence(next, 14)].join(" ");
          planned.push({
            n,
            times,
            hiddenReplies,
            thread: {
              categoryId: pick(categoryIds, next),
              authorId: pick(authorIds, next),
              title,
              content: body,
              contentHtml: `<p>${body}</p>`,
              excerpt: threadExcerpt(body),
              tags: JSON.stringify(tags),
              upvotes,
              downvotes,
              score: upvotes - downvotes,
              views: (visibleReplies + 1) * (3 + Math.floor(next() * 40)),
              replyCount: visibleReplies,
              hotScore: hotScore(
                { upvotes, downvotes, replyCount: visibleReplies },
                new Date(createdAt),
              ),
              isSticky: n % 2_000 === 7,
              isLocked: next() < 0.01,
              isFeatured: next() < 0.005,
              isHotTopic: next() < 0.002,
              isHidden: next() < 0.003,
              lastActivityAt: new Date(times.at(-1) ?? createdAt).toISOString(),
              createdAt: new Date(createdAt).toISOString(),
            },
            tagKeys: [...new Set(tags.map((tag) => tag.toLowerCase()))],
          });
        }

        const threadIds: number[] = [];
        for (let start = 0; start < planned.length; start += THREAD_ROWS_PER_INSERT) {
          const slice = planned.slice(start, start + THREAD_ROWS_PER_INSERT);
          const inserted = await trx
            .insertInto("forumThreads")
            .values(slice.map((item) => item.thread))
            .returning("id")
            .execute();
          threadIds.push(...inserted.map((row) => row.id));
        }
        const tagRows = planned.flatMap((item, index) =>
          item.tagKeys.map((tagKey) => ({ threadId: threadIds[index] as number, tagKey })),
        );
        for (let start = 0; start < tagRows.length; start += REPLY_ROWS_PER_INSERT) {
          await trx
            .insertInto("forumThreadTags")
            .values(tagRows.slice(start, start + REPLY_ROWS_PER_INSERT))
            .execute();
        }

        let replyRows: Insertable<ForumReplyTable>[] = [];
        const flush = async () => {
          if (replyRows.length === 0) return;
          await trx.insertInto("forumReplies").values(replyRows).execute();
          repliesWritten += replyRows.length;
          replyRows = [];
        };
        for (const [index, item] of planned.entries()) {
          const threadId = threadIds[index] as number;
          for (const [r, time] of item.times.entries()) {
            const body = sentence(next, 8 + Math.floor(next() * 16));
            const quoted = r > 0 && next() < 0.05;
            replyRows.push({
              threadId,
              authorId: pick(authorIds, next),
              content: body,
              contentHtml: `<p>${body}</p>`,
              quoteReplyId: null,
              quoteAuthor: quoted ? `forum_member_${Math.floor(next() * BENCH_MEMBERS)}` : null,
              quoteExcerpt: quoted ? sentence(next, 6) : null,
              upvotes: Math.floor(longTail(next)),
              downvotes: next() < 0.05 ? 1 : 0,
              isHidden: item.hiddenReplies[r] ?? false,
              createdAt: new Date(time).toISOString(),
            });
            if (replyRows.length >= REPLY_ROWS_PER_INSERT) await flush();
          }
        }
        await flush();
      });
      if (last % 20_000 === 0 || last === threadCount) {
        log(
          `  ${last.toLocaleString("en-US")} discussions, ${repliesWritten.toLocaleString("en-US")} replies (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }

    for (const categoryId of categoryIds) await refreshCategoryCounts(db, categoryId);
    if (database.engine === "postgres") {
      // Fresh statistics, as autovacuum would gather on a live site after such a load.
      await sql`analyze forum_threads, forum_replies, forum_thread_tags, forum_categories`.execute(
        db,
      );
    }
    return {
      threads: threadCount,
      replies: repliesWritten,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await database.close();
  }
}

/** What the bench opens: the discussion with exactly 50 replies and the busiest category. */
export async function findForumBenchTargets(
  db: Kysely<Database>,
): Promise<{ threadId: number; categoryId: number }> {
  const thread = await db
    .selectFrom("forumThreads")
    .select("id")
    .where("replyCount", "=", BENCH_THREAD_REPLIES)
    .where("isHidden", "=", false)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  const category = await db
    .selectFrom("forumCategories")
    .select("id")
    .orderBy("threadCount", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!thread || !category) throw new Error("the forum has no bench discussion or category");
  return { threadId: thread.id, categoryId: category.id };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, threads, replies] = process.argv.slice(2);
  if (!dataDir) {
    throw new Error("usage: tsx scripts/seed-forum.ts <DATA_DIR> [discussions] [replies]");
  }
  const result = await seedForum({
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    threads: threads ? Number(threads) : undefined,
    replies: replies ? Number(replies) : undefined,
    log: (line) => console.log(line),
  });
  console.log(
    `seeded ${result.threads.toLocaleString("en-US")} discussions and ${result.replies.toLocaleString("en-US")} replies in ${result.seconds.toFixed(1)} s`,
  );
}
