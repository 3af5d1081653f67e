import type { Kysely } from "kysely";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";

export interface CommentRow {
  id: number;
  postId: number;
  content: string;
  createdAt: Date | string;
  authorId: number | null;
  authorName: string | null;
  authorAvatar: string | null;
}

function selectComments(db: Kysely<Database>) {
  return db
    .selectFrom("comments")
    .leftJoin("users", "users.id", "comments.authorId")
    .select([
      "comments.id",
      "comments.postId",
      "comments.content",
      "comments.createdAt",
      "comments.authorId",
      "users.username as authorName",
      "users.avatar as authorAvatar",
    ]);
}

export function findCommentsOfPost(db: Kysely<Database>, postId: number): Promise<CommentRow[]> {
  return selectComments(db)
    .where("comments.postId", "=", postId)
    .orderBy("comments.createdAt")
    .orderBy("comments.id")
    .limit(500)
    .execute();
}

export function findComment(db: Kysely<Database>, id: number): Promise<CommentRow | undefined> {
  return selectComments(db).where("comments.id", "=", id).executeTakeFirst();
}

/** Keeps posts.comment_count exact: recounted in the same transaction as the change. */
async function recount(db: Kysely<Database>, postId: number): Promise<void> {
  await db
    .updateTable("posts")
    .set((eb) => ({
      commentCount: eb
        .selectFrom("comments")
        .select(eb.fn.countAll<number>().as("n"))
        .where("postId", "=", postId),
    }))
    .where("id", "=", postId)
    .execute();
}

/** Lock the post row first (lockPost) so concurrent comments recount one after another. */
export async function insertComment(
  db: Kysely<Database>,
  comment: { postId: number; authorId: number; content: string; createdAt: string },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("comments")
      .values(comment)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recount(trx, comment.postId);
    return row.id;
  });
}

export async function deleteComment(
  db: Kysely<Database>,
  id: number,
  postId: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("comments").where("id", "=", id).execute();
    await recount(trx, postId);
  });
}
