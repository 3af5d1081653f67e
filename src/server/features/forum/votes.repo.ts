import type { Kysely, Transaction } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import type { ForumPostKind } from "./forum-awards";

type Db = Kysely<Database> | Transaction<Database>;

/** What a vote needs to know about the post: who wrote it, where, and whether it is visible. */
export interface VoteTarget {
  id: number;
  threadId: number;
  authorId: number | null;
  /** The post, or (for a reply) its discussion, is hidden. */
  isHidden: boolean;
}

export async function findVoteTarget(
  db: Db,
  kind: ForumPostKind,
  id: number,
): Promise<VoteTarget | undefined> {
  if (kind === "thread") {
    const row = await db
      .selectFrom("forumThreads")
      .select(["id", "authorId", "isHidden"])
      .where("id", "=", id)
      .executeTakeFirst();
    return (
      row && { id: row.id, threadId: row.id, authorId: row.authorId, isHidden: !!row.isHidden }
    );
  }
  const row = await db
    .selectFrom("forumReplies")
    .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
    .select([
      "forumReplies.id",
      "forumReplies.threadId",
      "forumReplies.authorId",
      "forumReplies.isHidden as replyHidden",
      "forumThreads.isHidden as threadHidden",
    ])
    .where("forumReplies.id", "=", id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      threadId: row.threadId,
      authorId: row.authorId,
      isHidden: !!row.replyHidden || !!row.threadHidden,
    }
  );
}

/**
 * Locks the members' rows in ascending id order (PostgreSQL). A vote touches the voter (its
 * vote row refers to them) and the author (their points): taking both in one order means two
 * members voting on each other's posts at once queue instead of deadlocking. "No key update"
 * is the lock an update of the points takes; unlike "for update" it lets other transactions
 * insert rows that refer to the member (a reply notifying them) meanwhile.
 */
export async function lockMembers(
  trx: Transaction<Database>,
  engine: Engine,
  userIds: readonly number[],
): Promise<void> {
  if (engine !== "postgres") return;
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
    await trx.selectFrom("users").select("id").where("id", "=", id).forNoKeyUpdate().execute();
  }
}

export async function findVoteValue(
  db: Db,
  kind: ForumPostKind,
  postId: number,
  userId: number,
): Promise<number> {
  const row =
    kind === "thread"
      ? await db
          .selectFrom("forumThreadVotes")
          .select("value")
          .where("threadId", "=", postId)
          .where("userId", "=", userId)
          .executeTakeFirst()
      : await db
          .selectFrom("forumReplyVotes")
          .select("value")
          .where("replyId", "=", postId)
          .where("userId", "=", userId)
          .executeTakeFirst();
  return row?.value ?? 0;
}

/** Writes the member's vote (1 or -1), replacing an earlier one; 0 removes it. */
export async function saveVote(
  db: Db,
  kind: ForumPostKind,
  postId: number,
  userId: number,
  value: number,
  now: Date,
): Promise<void> {
  const createdAt = now.toISOString();
  if (kind === "thread") {
    if (value === 0) {
      await db
        .deleteFrom("forumThreadVotes")
        .where("threadId", "=", postId)
        .where("userId", "=", userId)
        .execute();
      return;
    }
    await db
      .insertInto("forumThreadVotes")
      .values({ threadId: postId, userId, value, createdAt })
      .onConflict((oc) => oc.columns(["threadId", "userId"]).doUpdateSet({ value, createdAt }))
      .execute();
    return;
  }
  if (value === 0) {
    await db
      .deleteFrom("forumReplyVotes")
      .where("replyId", "=", postId)
      .where("userId", "=", userId)
      .execute();
    return;
  }
  await db
    .insertInto("forumReplyVotes")
    .values({ replyId: postId, userId, value, createdAt })
    .onConflict((oc) => oc.columns(["replyId", "userId"]).doUpdateSet({ value, createdAt }))
    .execute();
}

export async function findVoteCounts(
  db: Db,
  kind: ForumPostKind,
  postId: number,
): Promise<{ upvotes: number; downvotes: number }> {
  const row =
    kind === "thread"
      ? await db
          .selectFrom("forumThreads")
          .select(["upvotes", "downvotes"])
          .where("id", "=", postId)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom("forumReplies")
          .select(["upvotes", "downvotes"])
          .where("id", "=", postId)
          .executeTakeFirstOrThrow();
  return { upvotes: Number(row.upvotes), downvotes: Number(row.downvotes) };
}

/** The members who upvoted a post (their upvotes earned the author points). */
export async function findUpvoters(db: Db, kind: ForumPostKind, postId: number): Promise<number[]> {
  const rows =
    kind === "thread"
      ? await db
          .selectFrom("forumThreadVotes")
          .select("userId")
          .where("threadId", "=", postId)
          .where("value", ">", 0)
          .execute()
      : await db
          .selectFrom("forumReplyVotes")
          .select("userId")
          .where("replyId", "=", postId)
          .where("value", ">", 0)
          .execute();
  return rows.map((row) => row.userId);
}
