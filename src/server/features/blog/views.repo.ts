import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { countSearchView } from "../../lib/search-index-writes";

/** A viewer's views of one post are counted once within this window. */
export const VIEW_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts a view unless this viewer's last counted view of the post is less than an hour old.
 * The check and the record are one statement (an upsert that only updates an old row), so
 * concurrent requests of one viewer count once.
 */
export async function countView(
  db: Kysely<Database>,
  postId: number,
  viewer: string,
  now: Date,
): Promise<boolean> {
  const work = async (trx: Kysely<Database>) => {
    const cutoff = new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
    const result = await trx
      .insertInto("postViews")
      .values({ postId, viewer, countedAt: now.toISOString() })
      .onConflict((oc) =>
        oc
          .columns(["postId", "viewer"])
          .doUpdateSet({ countedAt: now.toISOString() })
          .where("postViews.countedAt", "<=", cutoff),
      )
      .executeTakeFirst();
    const counted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (counted) {
      await trx
        .updateTable("posts")
        .set((eb) => ({ viewCount: eb("viewCount", "+", 1) }))
        .where("id", "=", postId)
        .execute();
      await countSearchView(trx, "post", postId);
    }
    return counted;
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Rows older than the window can no longer block a count. */
export async function pruneViews(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("postViews")
    .where("countedAt", "<", new Date(now.getTime() - VIEW_WINDOW_MS).toISOString())
    .execute();
}
