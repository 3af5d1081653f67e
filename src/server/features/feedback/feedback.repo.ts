import {
  type Expression,
  expressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from "kysely";
import type { FeedbackStatus, FeedbackType } from "../../../shared/feedback-limits";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, FeedbackItemTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";
import { feedbackMatchesSearch } from "./feedback-search";

/** Feedback items as every reply shows them: with their author, responder and merge target. */
type Db = Kysely<Database> | Transaction<Database>;

export type FeedbackItemRow = Selectable<FeedbackItemTable> & {
  authorUsername: string | null;
  authorAvatar: string | null;
  responderUsername: string | null;
  mergedIntoTitle: string | null;
};

const ITEM_COLUMNS = [
  "feedbackItems.id",
  "feedbackItems.title",
  "feedbackItems.description",
  "feedbackItems.descriptionHtml",
  "feedbackItems.feedbackType",
  "feedbackItems.category",
  "feedbackItems.priority",
  "feedbackItems.gameId",
  "feedbackItems.status",
  "feedbackItems.authorId",
  "feedbackItems.votes",
  "feedbackItems.commentCount",
  "feedbackItems.responseFromDev",
  "feedbackItems.responseHtml",
  "feedbackItems.respondedBy",
  "feedbackItems.respondedAt",
  "feedbackItems.mergedIntoId",
  "feedbackItems.isHidden",
  "feedbackItems.createdAt",
  "feedbackItems.updatedAt",
  "author.username as authorUsername",
  "author.avatar as authorAvatar",
  "responder.username as responderUsername",
  "mergedInto.title as mergedIntoTitle",
] as const;

/**
 * The select every item read starts from: add conditions and an order, then `.select(…)`
 * nothing more. Lists and single reads share it so they never disagree about a field.
 */
export function selectFeedbackItems(db: Db) {
  return db
    .selectFrom("feedbackItems")
    .leftJoin("users as author", "author.id", "feedbackItems.authorId")
    .leftJoin("users as responder", "responder.id", "feedbackItems.respondedBy")
    .leftJoin("feedbackItems as mergedInto", "mergedInto.id", "feedbackItems.mergedIntoId")
    .select(ITEM_COLUMNS);
}

export async function findFeedbackItemById(
  db: Db,
  id: number,
): Promise<FeedbackItemRow | undefined> {
  return selectFeedbackItems(db).where("feedbackItems.id", "=", id).executeTakeFirst();
}

/** The ids among `feedbackIds` the member voted on: one query for a whole page. */
export async function findVotedFeedbackIds(
  db: Db,
  userId: number,
  feedbackIds: readonly number[],
): Promise<Set<number>> {
  if (feedbackIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("feedbackVotes")
    .select("feedbackId")
    .where("userId", "=", userId)
    .where("feedbackId", "in", [...feedbackIds])
    .execute();
  return new Set(rows.map((row) => row.feedbackId));
}

export interface StatusChangeRow {
  fromStatus: Selectable<FeedbackItemTable>["status"];
  toStatus: Selectable<FeedbackItemTable>["status"];
  changedByUsername: string | null;
  createdAt: Date | string;
}

/** An item's status history, oldest first, with who changed it. */
export function findStatusChanges(db: Db, feedbackId: number): Promise<StatusChangeRow[]> {
  return db
    .selectFrom("feedbackStatusChanges")
    .leftJoin("users", "users.id", "feedbackStatusChanges.changedBy")
    .select([
      "feedbackStatusChanges.fromStatus",
      "feedbackStatusChanges.toStatus",
      "users.username as changedByUsername",
      "feedbackStatusChanges.createdAt",
    ])
    .where("feedbackStatusChanges.feedbackId", "=", feedbackId)
    .orderBy("feedbackStatusChanges.createdAt", "asc")
    .orderBy("feedbackStatusChanges.id", "asc")
    .execute();
}

/** The items merged into this one (its duplicates), oldest first. */
export function findMergedDuplicates(
  db: Db,
  feedbackId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .selectFrom("feedbackItems")
    .select(["id", "title"])
    .where("mergedIntoId", "=", feedbackId)
    .orderBy("id", "asc")
    .execute();
}

export interface NewFeedbackItem {
  title: string;
  description: string;
  descriptionHtml: string;
  feedbackType: FeedbackItemRow["feedbackType"];
  category: FeedbackItemRow["category"];
  priority: FeedbackItemRow["priority"];
  gameId: number | null;
  authorId: number | null;
  createdAt: string;
}

/** A new open item; its counts are the caller's to refresh. */
export async function insertFeedbackItem(db: Db, item: NewFeedbackItem): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("feedbackItems")
      .values({ ...item, status: "open", updatedAt: item.createdAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reindexSearch(trx, "feedback", row.id);
    return row.id;
  });
}

/** What a list page keeps: every filter of the hub, each a real condition. */
export interface FeedbackFilters {
  type?: FeedbackType;
  status?: FeedbackStatus;
  search?: string;
  /** My Feedback: only this member's items, hidden ones included (marked). */
  authorId?: number;
  /** Dev Responses: only items with a developer response. */
  withResponse?: boolean;
}

/**
 * The conditions of a list. Hidden items are left out except from their author's own list;
 * merged duplicates are left out unless closed items are asked for (a merge closes them).
 */
function filterConditions(engine: Engine, filters: FeedbackFilters): Expression<SqlBool>[] {
  const eb = expressionBuilder<Database, "feedbackItems">();
  const conditions: Expression<SqlBool>[] = [];
  if (filters.authorId !== undefined) {
    conditions.push(eb("feedbackItems.authorId", "=", filters.authorId));
  } else {
    conditions.push(eb("feedbackItems.isHidden", "=", false));
  }
  if (filters.status !== "closed") conditions.push(eb("feedbackItems.mergedIntoId", "is", null));
  if (filters.status !== undefined) {
    conditions.push(eb("feedbackItems.status", "=", filters.status));
  }
  if (filters.type !== undefined) {
    conditions.push(eb("feedbackItems.feedbackType", "=", filters.type));
  }
  if (filters.withResponse) {
    conditions.push(eb("feedbackItems.responseFromDev", "is not", null));
    conditions.push(eb("feedbackItems.respondedAt", "is not", null));
  }
  if (filters.search) conditions.push(feedbackMatchesSearch(engine, filters.search));
  return conditions;
}

/** The position after the last item of a page: its time in the page's order, and its id. */
export interface FeedbackCursor {
  at: string;
  id: number;
}

/**
 * One page in a time order, newest first: "created" (All, My Feedback) or "responded" (Dev
 * Responses, newest response first), after the keyset cursor.
 */
export function findFeedbackPage(
  db: Db,
  engine: Engine,
  options: {
    order: "created" | "responded";
    filters: FeedbackFilters;
    cursor?: FeedbackCursor;
    limit: number;
  },
): Promise<FeedbackItemRow[]> {
  const column =
    options.order === "created" ? "feedbackItems.createdAt" : "feedbackItems.respondedAt";
  const cursor = options.cursor;
  return selectFeedbackItems(db)
    .where((eb) =>
      eb.and([
        ...filterConditions(engine, options.filters),
        ...(cursor
          ? [eb(eb.refTuple(column, "feedbackItems.id"), "<", eb.tuple(cursor.at, cursor.id))]
          : []),
      ]),
    )
    .orderBy(column, "desc")
    .orderBy("feedbackItems.id", "desc")
    .limit(options.limit)
    .execute();
}

/** Who voted for what since `since`: read through the votes' (created_at, feedback_id) index. */
export function findRecentVotes(
  db: Db,
  since: Date,
): Promise<{ feedbackId: number; createdAt: Date | string }[]> {
  return db
    .selectFrom("feedbackVotes")
    .select(["feedbackId", "createdAt"])
    .where("createdAt", ">=", since.toISOString())
    .execute();
}

const hasRecentVote = (since: Date) => {
  const eb = expressionBuilder<Database, "feedbackItems">();
  return eb.exists(
    eb
      .selectFrom("feedbackVotes")
      .select("feedbackVotes.feedbackId")
      .whereRef("feedbackVotes.feedbackId", "=", "feedbackItems.id")
      .where("feedbackVotes.createdAt", ">=", since.toISOString()),
  );
};

export interface TrendingCandidateRow {
  id: number;
  votes: number;
  createdAt: Date | string;
}

/** Every listed item with a vote since `since` (few: what was voted on lately), unordered. */
export function findRecentlyVotedCandidates(
  db: Db,
  engine: Engine,
  filters: FeedbackFilters,
  since: Date,
): Promise<TrendingCandidateRow[]> {
  return db
    .selectFrom("feedbackItems")
    .select(["feedbackItems.id", "feedbackItems.votes", "feedbackItems.createdAt"])
    .where((eb) => eb.and([...filterConditions(engine, filters), hasRecentVote(since)]))
    .execute();
}

/** The listed items without a recent vote, in the tie order (votes, then newest). */
export function findQuietFeedbackIds(
  db: Db,
  engine: Engine,
  filters: FeedbackFilters,
  since: Date,
  page: { offset: number; limit: number },
): Promise<{ id: number }[]> {
  return db
    .selectFrom("feedbackItems")
    .select("feedbackItems.id")
    .where((eb) => eb.and([...filterConditions(engine, filters), eb.not(hasRecentVote(since))]))
    .orderBy("feedbackItems.votes", "desc")
    .orderBy("feedbackItems.createdAt", "desc")
    .orderBy("feedbackItems.id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findFeedbackItemsByIds(db: Db, ids: readonly number[]): Promise<FeedbackItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectFeedbackItems(db)
    .where("feedbackItems.id", "in", [...ids])
    .execute();
}
