import type { Kysely, Transaction, Updateable } from "kysely";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, ForumThreadTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";

type Db = Kysely<Database> | Transaction<Database>;

export interface EditableThread {
  id: number;
  authorId: number | null;
  categoryId: number;
  title: string;
  content: string;
  isHidden: boolean;
}

export interface EditableReply {
  id: number;
  threadId: number;
  authorId: number | null;
  categoryId: number;
  threadTitle: string;
  content: string;
  isHidden: boolean;
}

export async function findEditableThread(db: Db, id: number): Promise<EditableThread | undefined> {
  const row = await db
    .selectFrom("forumThreads")
    .select(["id", "authorId", "categoryId", "title", "content", "isHidden"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { ...row, isHidden: !!row.isHidden };
}

export async function findEditableReply(db: Db, id: number): Promise<EditableReply | undefined> {
  const row = await db
    .selectFrom("forumReplies")
    .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
    .select([
      "forumReplies.id",
      "forumReplies.threadId",
      "forumReplies.authorId",
      "forumReplies.content",
      "forumReplies.isHidden",
      "forumThreads.categoryId",
      "forumThreads.title as threadTitle",
    ])
    .where("forumReplies.id", "=", id)
    .executeTakeFirst();
  return row && { ...row, isHidden: !!row.isHidden };
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom("forumCategories")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateThreadRow(
  db: Db,
  id: number,
  patch: Updateable<ForumThreadTable>,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    if (Object.keys(patch).length === 0) return;
    await trx.updateTable("forumThreads").set(patch).where("id", "=", id).execute();
    await reindexSearch(trx, "thread", id);
  });
}

/** The tag filter's rows: one lower-cased key per tag. */
export async function replaceThreadTags(db: Db, threadId: number, tags: string[]): Promise<void> {
  await db.deleteFrom("forumThreadTags").where("threadId", "=", threadId).execute();
  const keys = [...new Set(tags.map((tag) => tag.toLowerCase()))];
  if (keys.length === 0) return;
  await db
    .insertInto("forumThreadTags")
    .values(keys.map((tagKey) => ({ threadId, tagKey })))
    .execute();
}

export async function updateReplyRow(
  db: Db,
  id: number,
  patch: { content?: string; contentHtml?: string; editedAt?: string; isHidden?: boolean },
): Promise<void> {
  await db.updateTable("forumReplies").set(patch).where("id", "=", id).execute();
}

/** Every reply of a discussion with its author (hidden ones too: they are deleted with it). */
export function findThreadReplies(db: Db, threadId: number) {
  return db
    .selectFrom("forumReplies")
    .select(["id", "authorId"])
    .where("threadId", "=", threadId)
    .execute();
}

/** Upvotes on the replies of a discussion: who voted up which reply. */
export function findThreadReplyUpvotes(db: Db, threadId: number) {
  return db
    .selectFrom("forumReplyVotes")
    .innerJoin("forumReplies", "forumReplies.id", "forumReplyVotes.replyId")
    .select(["forumReplyVotes.replyId", "forumReplyVotes.userId"])
    .where("forumReplies.threadId", "=", threadId)
    .where("forumReplyVotes.value", ">", 0)
    .execute();
}

/**
 * Takes the discussion's row before deleting it (PostgreSQL), waiting for replies being
 * posted in it to commit, so the caller sees them.
 */
export async function lockThreadForDelete(
  trx: Transaction<Database>,
  engine: Engine,
  id: number,
): Promise<void> {
  if (engine !== "postgres") return;
  await trx.selectFrom("forumThreads").select("id").where("id", "=", id).forUpdate().execute();
}

/** Deletes a discussion; its replies, votes, tags, views and flags go with it (cascade). */
export async function deleteThreadRow(db: Db, id: number): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom("forumThreads").where("id", "=", id).execute();
    await reindexSearch(trx, "thread", id);
  });
}

/** Deletes a reply and the reports about it (its votes go by cascade). */
export async function deleteReplyRow(db: Db, id: number): Promise<void> {
  await db
    .deleteFrom("forumFlags")
    .where("targetType", "=", "reply")
    .where("targetId", "=", id)
    .execute();
  await db.deleteFrom("forumReplies").where("id", "=", id).execute();
}
