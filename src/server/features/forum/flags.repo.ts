import type { Kysely, Transaction } from "kysely";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, ForumFlagStatus } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import { reindexSearch } from "../../lib/search-index-writes";
import type { ForumPostKind } from "./forum-awards";

type Db = Kysely<Database> | Transaction<Database>;

/** Records a member's report; false when they had already reported this post. */
export async function insertFlag(
  db: Db,
  flag: {
    targetType: ForumPostKind;
    targetId: number;
    threadId: number;
    userId: number;
    reason: string;
    createdAt: string;
  },
): Promise<boolean> {
  const rows = await db
    .insertInto("forumFlags")
    .values(flag)
    .onConflict((oc) => oc.columns(["targetType", "targetId", "userId"]).doNothing())
    .returning("id")
    .execute();
  return rows.length > 0;
}

/**
 * Locks the reported post's row (PostgreSQL) so concurrent reports count one after the other:
 * the report that makes the number reach the threshold is the one that sees it.
 */
export async function lockFlagTarget(
  trx: Transaction<Database>,
  engine: Engine,
  kind: ForumPostKind,
  id: number,
): Promise<void> {
  if (engine !== "postgres") return;
  if (kind === "thread") {
    await trx
      .selectFrom("forumThreads")
      .select("id")
      .where("id", "=", id)
      .forNoKeyUpdate()
      .execute();
  } else {
    await trx
      .selectFrom("forumReplies")
      .select("id")
      .where("id", "=", id)
      .forNoKeyUpdate()
      .execute();
  }
}

export async function setPostHidden(
  db: Db,
  kind: ForumPostKind,
  id: number,
  isHidden: boolean,
): Promise<void> {
  if (kind === "thread") {
    await inTransaction(db, async (trx) => {
      await trx.updateTable("forumThreads").set({ isHidden }).where("id", "=", id).execute();
      await reindexSearch(trx, "thread", id);
    });
  } else {
    await db.updateTable("forumReplies").set({ isHidden }).where("id", "=", id).execute();
  }
}

export function findFlag(db: Db, id: number) {
  return db
    .selectFrom("forumFlags")
    .select(["id", "targetType", "targetId", "threadId", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Closes every open report of a post with the admin's decision. */
export async function resolveOpenFlags(
  db: Db,
  kind: ForumPostKind,
  id: number,
  resolution: { status: ForumFlagStatus; resolvedBy: number; resolvedAt: string },
): Promise<void> {
  await db
    .updateTable("forumFlags")
    .set(resolution)
    .where("targetType", "=", kind)
    .where("targetId", "=", id)
    .where("status", "=", "open")
    .execute();
}

/** Every open report with its reporter, oldest first. */
export function findOpenFlags(db: Db) {
  return db
    .selectFrom("forumFlags")
    .innerJoin("users", "users.id", "forumFlags.userId")
    .select([
      "forumFlags.id",
      "forumFlags.targetType",
      "forumFlags.targetId",
      "forumFlags.threadId",
      "forumFlags.reason",
      "forumFlags.createdAt",
      "users.username",
    ])
    .where("forumFlags.status", "=", "open")
    .orderBy("forumFlags.id")
    .execute();
}

const AUTHOR_COLUMNS = [
  "author.username as authorUsername",
  "author.avatar as authorAvatar",
] as const;

export function findFlaggedThreads(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("forumThreads")
    .leftJoin("users as author", "author.id", "forumThreads.authorId")
    .select([
      "forumThreads.id",
      "forumThreads.title",
      "forumThreads.content",
      "forumThreads.authorId",
      "forumThreads.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("forumThreads.id", "in", [...ids])
    .execute();
}

export function findFlaggedReplies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("forumReplies")
    .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
    .leftJoin("users as author", "author.id", "forumReplies.authorId")
    .select([
      "forumReplies.id",
      "forumThreads.title",
      "forumReplies.content",
      "forumReplies.authorId",
      "forumReplies.isHidden",
      ...AUTHOR_COLUMNS,
    ])
    .where("forumReplies.id", "in", [...ids])
    .execute();
}

/**
 * The standing of each member with an open report on the post: when their account was made,
 * whether they are an admin, and how many of their discussions and replies are not hidden.
 */
export async function findOpenReporterStandings(db: Db, kind: ForumPostKind, id: number) {
  const rows = await db
    .selectFrom("forumFlags")
    .innerJoin("users", "users.id", "forumFlags.userId")
    .select((eb) => [
      "users.createdAt",
      "users.isAdmin",
      eb
        .selectFrom("forumThreads")
        .select(eb.fn.countAll<number | string>().as("count"))
        .whereRef("forumThreads.authorId", "=", "users.id")
        .where("forumThreads.isHidden", "=", false)
        .as("threads"),
      eb
        .selectFrom("forumReplies")
        .select(eb.fn.countAll<number | string>().as("count"))
        .whereRef("forumReplies.authorId", "=", "users.id")
        .where("forumReplies.isHidden", "=", false)
        .as("replies"),
    ])
    .where("forumFlags.targetType", "=", kind)
    .where("forumFlags.targetId", "=", id)
    .where("forumFlags.status", "=", "open")
    .execute();
  return rows.map((row) => ({
    accountCreatedAt: new Date(toIsoString(row.createdAt)),
    isAdmin: Boolean(row.isAdmin),
    acceptedPosts: Number(row.threads ?? 0) + Number(row.replies ?? 0),
  }));
}

/** Whether the member is an admin (false for a deleted author). */
export async function isAdminMember(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom("users")
    .select("isAdmin")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.isAdmin);
}
