import { type ExpressionBuilder, type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import { hotScore } from "./hot-score";

/**
 * The forum's counters, recomputed from the rows inside the transaction that changed them
 * (a reply, a vote, a delete, a hide, a move), so they stay exact whatever happened before.
 */
type Db = Kysely<Database> | Transaction<Database>;

/**
 * On PostgreSQL each refresh first locks the row it rewrites, then counts: two transactions
 * refreshing the same row run one after the other, and the second counts what the first
 * committed (read committed takes a new snapshot per statement). Without the lock both could
 * count before either commits and the later write would keep a stale count. The lock order
 * is reply, then discussion, then category (refresh in that order). SQLite runs one
 * transaction at a time.
 */
function lockRow<T extends { forNoKeyUpdate(): T }>(db: Db, query: T): T {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forNoKeyUpdate() : query;
}

/** The up and down votes among vote rows (value 1 or -1). */
function voteSums(eb: ExpressionBuilder<Database, "forumThreadVotes" | "forumReplyVotes">) {
  const count = (sign: ">" | "<") =>
    eb.fn.sum<number | string | null>(eb.case().when("value", sign, 0).then(1).else(0).end());
  return [count(">").as("up"), count("<").as("down")];
}

/** Replies, votes, score and hot score of one discussion, from its rows. */
export async function refreshThreadStats(db: Db, threadId: number): Promise<void> {
  const thread = await lockRow(
    db,
    db.selectFrom("forumThreads").select(["createdAt"]).where("id", "=", threadId),
  ).executeTakeFirst();
  if (!thread) return;
  const replies = await db
    .selectFrom("forumReplies")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("threadId", "=", threadId)
    .where("isHidden", "=", false)
    .executeTakeFirstOrThrow();
  const votes = await db
    .selectFrom("forumThreadVotes")
    .select(voteSums)
    .where("threadId", "=", threadId)
    .executeTakeFirstOrThrow();
  const stats = {
    replyCount: Number(replies.count),
    upvotes: Number(votes.up ?? 0),
    downvotes: Number(votes.down ?? 0),
  };
  await db
    .updateTable("forumThreads")
    .set({
      ...stats,
      score: stats.upvotes - stats.downvotes,
      hotScore: hotScore(stats, new Date(toIsoString(thread.createdAt))),
    })
    .where("id", "=", threadId)
    .execute();
}

/** Up and down votes of one reply, from its vote rows. */
export async function refreshReplyVotes(db: Db, replyId: number): Promise<void> {
  const reply = await lockRow(
    db,
    db.selectFrom("forumReplies").select("id").where("id", "=", replyId),
  ).executeTakeFirst();
  if (!reply) return;
  const votes = await db
    .selectFrom("forumReplyVotes")
    .select(voteSums)
    .where("replyId", "=", replyId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("forumReplies")
    .set({ upvotes: Number(votes.up ?? 0), downvotes: Number(votes.down ?? 0) })
    .where("id", "=", replyId)
    .execute();
}

/**
 * A category's visible discussions, and its posts: those discussions' opening posts plus their
 * visible replies (call after refreshThreadStats for a changed discussion).
 */
export async function refreshCategoryCounts(db: Db, categoryId: number): Promise<void> {
  await lockRow(
    db,
    db.selectFrom("forumCategories").select("id").where("id", "=", categoryId),
  ).executeTakeFirst();
  const row = await db
    .selectFrom("forumThreads")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("threads"),
      eb.fn.sum<number | string | null>("replyCount").as("replies"),
    ])
    .where("categoryId", "=", categoryId)
    .where("isHidden", "=", false)
    .executeTakeFirstOrThrow();
  const threads = Number(row.threads);
  await db
    .updateTable("forumCategories")
    .set({ threadCount: threads, postCount: threads + Number(row.replies ?? 0) })
    .where("id", "=", categoryId)
    .execute();
}
