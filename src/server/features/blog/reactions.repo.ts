import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export type ReactionTable = "postLikes" | "postBookmarks";

/**
 * Flips the user's like (or bookmark) of a post, in the caller's transaction: lock the post
 * row first (lockPost), so concurrent toggles of one post run one after the other. The primary
 * key keeps one row per user and post whatever happens; the like count is recounted, never
 * incremented, so it stays exact. Returns whether the reaction exists afterwards.
 */
export async function toggleReaction(
  trx: Kysely<Database>,
  table: ReactionTable,
  userId: number,
  postId: number,
  now: Date,
): Promise<boolean> {
  const inserted = await trx
    .insertInto(table)
    .values({ userId, postId, createdAt: now.toISOString() })
    .onConflict((oc) => oc.columns(["userId", "postId"]).doNothing())
    .executeTakeFirst();
  const isNowOn = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  if (!isNowOn) {
    await trx.deleteFrom(table).where("userId", "=", userId).where("postId", "=", postId).execute();
  }
  if (table === "postLikes") {
    await trx
      .updateTable("posts")
      .set((eb) => ({
        likeCount: eb
          .selectFrom("postLikes")
          .select(eb.fn.countAll<number>().as("n"))
          .where("postId", "=", postId),
      }))
      .where("id", "=", postId)
      .execute();
  }
  return isNowOn;
}

export async function likeCountOf(db: Kysely<Database>, postId: number): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select("likeCount")
    .where("id", "=", postId)
    .executeTakeFirst();
  return row?.likeCount ?? 0;
}

export async function hasLiked(
  db: Kysely<Database>,
  userId: number,
  postId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("postLikes")
    .select("postId")
    .where("userId", "=", userId)
    .where("postId", "=", postId)
    .executeTakeFirst();
  return row !== undefined;
}
