import type { Kysely, Selectable } from "kysely";
import type { Database, ForumReplyTable } from "../../db/schema";

/** A reply with its author's name and picture (null for a deleted account). */
export type ReplyRow = Selectable<ForumReplyTable> & {
  authorUsername: string | null;
  authorAvatar: string | null;
};

function selectReplies(db: Kysely<Database>) {
  return db
    .selectFrom("forumReplies")
    .leftJoin("users", "users.id", "forumReplies.authorId")
    .selectAll("forumReplies")
    .select(["users.username as authorUsername", "users.avatar as authorAvatar"]);
}

/** A discussion's replies oldest first, after the reply `afterId` (the thread-and-id index). */
export function findRepliesOfThread(
  db: Kysely<Database>,
  threadId: number,
  options: { afterId?: number; limit: number; includeHidden: boolean },
): Promise<ReplyRow[]> {
  let query = selectReplies(db).where("forumReplies.threadId", "=", threadId);
  if (!options.includeHidden) query = query.where("forumReplies.isHidden", "=", false);
  if (options.afterId !== undefined) query = query.where("forumReplies.id", ">", options.afterId);
  return query.orderBy("forumReplies.id").limit(options.limit).execute();
}

export function findReplyById(db: Kysely<Database>, id: number): Promise<ReplyRow | undefined> {
  return selectReplies(db).where("forumReplies.id", "=", id).executeTakeFirst();
}

export interface NewReply {
  threadId: number;
  authorId: number;
  content: string;
  contentHtml: string;
  quote: { replyId: number; author: string; excerpt: string } | null;
  createdAt: string;
}

export async function insertReply(trx: Kysely<Database>, reply: NewReply): Promise<number> {
  const { id } = await trx
    .insertInto("forumReplies")
    .values({
      threadId: reply.threadId,
      authorId: reply.authorId,
      content: reply.content,
      contentHtml: reply.contentHtml,
      quoteReplyId: reply.quote?.replyId ?? null,
      quoteAuthor: reply.quote?.author ?? null,
      quoteExcerpt: reply.quote?.excerpt ?? null,
      createdAt: reply.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The member's newest reply (what a new post must not repeat). */
export function findLatestReplyOfAuthor(
  db: Kysely<Database>,
  authorId: number,
): Promise<{ content: string; createdAt: Date | string; id: number } | undefined> {
  return db
    .selectFrom("forumReplies")
    .select(["id", "content", "createdAt"])
    .where("authorId", "=", authorId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The reader's votes on some replies: reply id to 1 or -1 (no entry: no vote). */
export async function findReplyVotes(
  db: Kysely<Database>,
  userId: number,
  replyIds: readonly number[],
): Promise<Map<number, number>> {
  if (replyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("forumReplyVotes")
    .select(["replyId", "value"])
    .where("userId", "=", userId)
    .where("replyId", "in", replyIds)
    .execute();
  return new Map(rows.map((row) => [row.replyId, row.value]));
}
