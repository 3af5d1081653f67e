import type { Kysely, Transaction } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

/** What a vote needs to know about an item: who wrote it, and whether it takes votes. */
export interface FeedbackVoteTarget {
  id: number;
  authorId: number | null;
  status: string;
  mergedIntoId: number | null;
  isHidden: boolean;
  votes: number;
}

/**
 * The item's voting state; inside a vote's transaction on PostgreSQL its row is locked first
 * ("no key update", as the forum's votes), so toggles of one item run one after the other.
 */
export async function findFeedbackVoteTarget(
  db: Db,
  engine: Engine,
  id: number,
  options: { lock: boolean } = { lock: false },
): Promise<FeedbackVoteTarget | undefined> {
  const query = db
    .selectFrom("feedbackItems")
    .select(["id", "authorId", "status", "mergedIntoId", "isHidden", "votes"])
    .where("id", "=", id);
  const row = await (options.lock && engine === "postgres"
    ? query.forNoKeyUpdate()
    : query
  ).executeTakeFirst();
  return row && { ...row, isHidden: Boolean(row.isHidden), votes: Number(row.votes) };
}

export async function hasFeedbackVote(db: Db, feedbackId: number, userId: number) {
  const row = await db
    .selectFrom("feedbackVotes")
    .select("userId")
    .where("feedbackId", "=", feedbackId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFeedbackVote(
  db: Db,
  feedbackId: number,
  userId: number,
  at: string,
): Promise<void> {
  await db.insertInto("feedbackVotes").values({ feedbackId, userId, createdAt: at }).execute();
}

export async function deleteFeedbackVote(
  db: Db,
  feedbackId: number,
  userId: number,
): Promise<void> {
  await db
    .deleteFrom("feedbackVotes")
    .where("feedbackId", "=", feedbackId)
    .where("userId", "=", userId)
    .execute();
}

/** Everyone who voted for an item (the author included), e.g. to notify them of a change. */
export async function findFeedbackVoterIds(db: Db, feedbackId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("feedbackVotes")
    .select("userId")
    .where("feedbackId", "=", feedbackId)
    .execute();
  return rows.map((row) => row.userId);
}
