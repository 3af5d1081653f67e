import type { Kysely } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";

export type ReactionTable = "postLikes" | "postBookmarks";

/**
 * Flips the user's like (or bookmark) of a post. The post row is locked first on PostgreSQL,
 * so concurrent toggles of one post run one after the other; the primary key keeps one row
 * per user and post whatever happens; the like count is recounted, never incremented, so it
 * stays exact. Returns whether the reaction exists afterwards.
 */
export async function toggleReaction(
  db: Kysely<Database>,
  engine: Engine,
  table: ReactionTable,
  userId: number,
  postId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let lock = trx.selectFrom("posts").select("id").where("id", "=", postId);
    if (engine === "postgres") lock = lock.forUpdate();
    await lock.executeTakeFirst();
    const inserted = await trx
      .insertInto(table)
      .values({ userId, postId, createdAt: now.toISOString() })
      .onConflict((oc) => oc.columns(["userId", "postId"]).doNothing())
      .executeTakeFirst();
    const isNowOn = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (!isNowOn) {
      await trx
        .deleteFrom(table)
        .where("userId", "=", userId)
        .where("postId", "=", postId)
        .execute();
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
  });
}

export async function likeCountOf(db: Kysely<Database>, postId: number): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select("likeCount")
    .where("id", "=", postId)
    .executeTakeFirst();
  return row?.likeCount ?? 0;
}

/** The user's saved posts, most recently saved first. */
export async function findBookmarkedPostIds(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("postBookmarks")
    .select("postId")
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.postId);
}
