import { type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "../../db/schema";

/**
 * A feedback item's counters, recomputed from its rows inside the transaction that changed
 * them (a vote, a comment, a hide, a merge), so they stay exact whatever happened before.
 */
type Db = Kysely<Database> | Transaction<Database>;

/**
 * Votes (distinct voters) and visible comments of one item. On PostgreSQL the item's row is
 * locked first, so two transactions refreshing it run one after the other and the second
 * counts what the first committed (as the forum's counts do); SQLite runs one writer at a time.
 */
export async function refreshFeedbackCounts(db: Db, feedbackId: number): Promise<void> {
  const select = db.selectFrom("feedbackItems").select("id").where("id", "=", feedbackId);
  const item = await (db.getExecutor().adapter instanceof PostgresAdapter
    ? select.forNoKeyUpdate()
    : select
  ).executeTakeFirst();
  if (!item) return;
  const votes = await db
    .selectFrom("feedbackVotes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("feedbackId", "=", feedbackId)
    .executeTakeFirstOrThrow();
  const comments = await db
    .selectFrom("feedbackComments")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("feedbackId", "=", feedbackId)
    .where("isHidden", "=", false)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("feedbackItems")
    .set({ votes: Number(votes.count), commentCount: Number(comments.count) })
    .where("id", "=", feedbackId)
    .execute();
}
