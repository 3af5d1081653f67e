import { type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { FeedbackStatus } from "../../../shared/feedback";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, FeedbackItemTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";

/** The rows the team's actions on feedback items read and write (status, response, merge, delete). */
type Db = Kysely<Database> | Transaction<Database>;

export interface FeedbackState {
  id: number;
  title: string;
  description: string;
  status: FeedbackStatus;
  authorId: number | null;
  responseFromDev: string | null;
  mergedIntoId: number | null;
  isHidden: boolean | number;
}

/**
 * The item's state for a change. On PostgreSQL its row is locked for the transaction, so two
 * admins saving at once run one after the other and the second sees what the first wrote
 * (SQLite has one writer at a time anyway).
 */
export async function lockFeedbackState(
  trx: Transaction<Database>,
  engine: Engine,
  id: number,
): Promise<FeedbackState | undefined> {
  const select = trx
    .selectFrom("feedbackItems")
    .select([
      "id",
      "title",
      "description",
      "status",
      "authorId",
      "responseFromDev",
      "mergedIntoId",
      "isHidden",
    ])
    .where("id", "=", id);
  return engine === "postgres"
    ? select.forNoKeyUpdate().executeTakeFirst()
    : select.executeTakeFirst();
}

export async function updateFeedbackRow(
  db: Db,
  id: number,
  changes: Updateable<FeedbackItemTable>,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable("feedbackItems").set(changes).where("id", "=", id).execute();
    await reindexSearch(trx, "feedback", id);
  });
}

export async function insertStatusChange(
  db: Db,
  change: {
    feedbackId: number;
    fromStatus: FeedbackStatus;
    toStatus: FeedbackStatus;
    changedBy: number;
    createdAt: string;
  },
): Promise<void> {
  await db.insertInto("feedbackStatusChanges").values(change).execute();
}

export function findVoterIds(db: Db, feedbackId: number): Promise<number[]> {
  return db
    .selectFrom("feedbackVotes")
    .select("userId")
    .where("feedbackId", "=", feedbackId)
    .orderBy("userId")
    .execute()
    .then((rows) => rows.map((row) => row.userId));
}

/**
 * Moves a duplicate's votes to the item it is merged into: its voters who had not voted there
 * get a vote there (keeping when they voted), so someone who voted for both counts once; then
 * the duplicate's votes are removed.
 */
export async function moveVotes(db: Db, fromId: number, toId: number): Promise<void> {
  await db
    .insertInto("feedbackVotes")
    .columns(["feedbackId", "userId", "createdAt"])
    .expression((eb) =>
      eb
        .selectFrom("feedbackVotes as moved")
        .select([sql.lit(toId).as("feedbackId"), "moved.userId", "moved.createdAt"])
        .where("moved.feedbackId", "=", fromId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("feedbackVotes as kept")
                .select("kept.userId")
                .where("kept.feedbackId", "=", toId)
                .whereRef("kept.userId", "=", "moved.userId"),
            ),
          ),
        ),
    )
    .execute();
  await db.deleteFrom("feedbackVotes").where("feedbackId", "=", fromId).execute();
}

/** The comments of an item with their authors (to take their awards back when it goes). */
export function findCommentAuthors(
  db: Db,
  feedbackId: number,
): Promise<{ id: number; authorId: number | null }[]> {
  return db
    .selectFrom("feedbackComments")
    .select(["id", "authorId"])
    .where("feedbackId", "=", feedbackId)
    .orderBy("id")
    .execute();
}

/** Deletes the item; its votes, comments, reports, history and notifications go with it. */
export async function deleteFeedbackRow(db: Db, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("feedbackItems").where("id", "=", id).execute();
    await reindexSearch(trx, "feedback", id);
  });
}
