import type { Kysely, Transaction } from "kysely";
import type { Database, ForumFlagStatus } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";

/** Members' reports of feedback items and comments (once per member and post). */
type Db = Kysely<Database> | Transaction<Database>;
export type FeedbackFlagTarget = "item" | "comment";

/** Records a member's report; false when they had already reported this post. */
export async function insertFeedbackFlag(
  db: Db,
  flag: {
    targetType: FeedbackFlagTarget;
    targetId: number;
    feedbackId: number;
    userId: number;
    reason: string;
    createdAt: string;
  },
): Promise<boolean> {
  const rows = await db
    .insertInto("feedbackFlags")
    .values(flag)
    .onConflict((oc) => oc.columns(["targetType", "targetId", "userId"]).doNothing())
    .returning("id")
    .execute();
  return rows.length > 0;
}

/**
 * The standing of each member with an open report on the post (see forum/flag-weight.ts):
 * when their account was made, whether they are an admin, and how many of their feedback
 * items and comments are not hidden.
 */
export async function findOpenFeedbackReporterStandings(
  db: Db,
  kind: FeedbackFlagTarget,
  id: number,
) {
  const rows = await db
    .selectFrom("feedbackFlags")
    .innerJoin("users", "users.id", "feedbackFlags.userId")
    .select((eb) => [
      "users.createdAt",
      "users.isAdmin",
      eb
        .selectFrom("feedbackItems")
        .select(eb.fn.countAll<number | string>().as("count"))
        .whereRef("feedbackItems.authorId", "=", "users.id")
        .where("feedbackItems.isHidden", "=", false)
        .as("items"),
      eb
        .selectFrom("feedbackComments")
        .select(eb.fn.countAll<number | string>().as("count"))
        .whereRef("feedbackComments.authorId", "=", "users.id")
        .where("feedbackComments.isHidden", "=", false)
        .as("comments"),
    ])
    .where("feedbackFlags.targetType", "=", kind)
    .where("feedbackFlags.targetId", "=", id)
    .where("feedbackFlags.status", "=", "open")
    .execute();
  return rows.map((row) => ({
    accountCreatedAt: new Date(toIsoString(row.createdAt)),
    isAdmin: Boolean(row.isAdmin),
    acceptedPosts: Number(row.items ?? 0) + Number(row.comments ?? 0),
  }));
}

/** Whether the post's author is an admin (false for a deleted author). */
export async function isAdminAuthor(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom("users")
    .select("isAdmin")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.isAdmin);
}

export function findFeedbackFlag(db: Db, id: number) {
  return db
    .selectFrom("feedbackFlags")
    .select(["id", "targetType", "targetId", "feedbackId", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Closes every open report of a post with the admin's decision. */
export async function resolveOpenFeedbackFlags(
  db: Db,
  kind: FeedbackFlagTarget,
  id: number,
  resolution: { status: ForumFlagStatus; resolvedBy: number; resolvedAt: string },
): Promise<void> {
  await db
    .updateTable("feedbackFlags")
    .set(resolution)
    .where("targetType", "=", kind)
    .where("targetId", "=", id)
    .where("status", "=", "open")
    .execute();
}

/** Every open report with its reporter, oldest first. */
export function findOpenFeedbackFlags(db: Db) {
  return db
    .selectFrom("feedbackFlags")
    .innerJoin("users", "users.id", "feedbackFlags.userId")
    .select([
      "feedbackFlags.id",
      "feedbackFlags.targetType",
      "feedbackFlags.targetId",
      "feedbackFlags.feedbackId",
      "feedbackFlags.reason",
      "feedbackFlags.createdAt",
      "users.username",
    ])
    .where("feedbackFlags.status", "=", "open")
    .orderBy("feedbackFlags.id")
    .execute();
}

const AUTHOR_COLUMNS = [
  "author.username as authorUsername",
  "author.avatar as authorAvatar",
] as const;

export function findFlaggedItems(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("feedbackItems")
    .leftJoin("users as author", "author.id", "feedbackItems.authorId")
    .select([
      "feedbackItems.id",
      "feedbackItems.title",
      "feedbackItems.description as content",
      "feedbackItems.authorId",
      "feedbackItems.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("feedbackItems.id", "in", [...ids])
    .execute();
}

export function findFlaggedComments(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("feedbackComments")
    .innerJoin("feedbackItems", "feedbackItems.id", "feedbackComments.feedbackId")
    .leftJoin("users as author", "author.id", "feedbackComments.authorId")
    .select([
      "feedbackComments.id",
      "feedbackItems.title",
      "feedbackComments.content",
      "feedbackComments.authorId",
      "feedbackComments.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("feedbackComments.id", "in", [...ids])
    .execute();
}

/** Locks the reported post's row (PostgreSQL) so concurrent reports count one after the other. */
export async function lockFlaggedPost(
  trx: Transaction<Database>,
  kind: FeedbackFlagTarget,
  id: number,
): Promise<void> {
  if (kind === "item") {
    await trx
      .selectFrom("feedbackItems")
      .select("id")
      .where("id", "=", id)
      .forNoKeyUpdate()
      .execute();
  } else {
    await trx
      .selectFrom("feedbackComments")
      .select("id")
      .where("id", "=", id)
      .forNoKeyUpdate()
      .execute();
  }
}
