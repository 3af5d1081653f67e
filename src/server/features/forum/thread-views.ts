import type { Kysely } from "kysely";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { countSearchView } from "../../lib/search-index-writes";
import { hashSecret } from "../../lib/secure-token";

/** A viewer's views of one discussion are counted once within this window. */
export const THREAD_VIEW_WINDOW_MS = 60 * 60 * 1000;
/** Rows older than the window are removed at most this often per app. */
export const PRUNE_THREAD_VIEWS_EVERY_MS = 60_000;

/**
 * Who opened a discussion: a signed-in member is one viewer; an anonymous one is their address,
 * kept only as a keyed hash (never the raw IP).
 */
export function threadViewerKey(context: AppContext, userId: number | null, ip: string): string {
  if (userId !== null) return `user:${userId}`;
  return `ip:${hashSecret(context.config.sessionSecret, `thread-view:${ip}`).slice(0, 32)}`;
}

/**
 * Counts a view unless this viewer's last counted view of the discussion is less than an hour
 * old. The check and the record are one statement (an upsert that only updates an old row), so
 * concurrent requests of one viewer count once.
 */
export async function countThreadView(
  context: AppContext,
  threadId: number,
  viewer: string,
  now: Date,
): Promise<boolean> {
  const counted = await context.db.transaction().execute(async (trx) => {
    const cutoff = new Date(now.getTime() - THREAD_VIEW_WINDOW_MS).toISOString();
    const result = await trx
      .insertInto("forumThreadViews")
      .values({ threadId, viewer, countedAt: now.toISOString() })
      .onConflict((oc) =>
        oc
          .columns(["threadId", "viewer"])
          .doUpdateSet({ countedAt: now.toISOString() })
          .where("forumThreadViews.countedAt", "<=", cutoff),
      )
      .executeTakeFirst();
    const isCounted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (isCounted) {
      await trx
        .updateTable("forumThreads")
        .set((eb) => ({ views: eb("views", "+", 1) }))
        .where("id", "=", threadId)
        .execute();
      await countSearchView(trx, "thread", threadId);
    }
    return isCounted;
  });
  if (context.caches.threadViewPruning.isDue(now)) await pruneThreadViews(context.db, now);
  return counted;
}

/** Rows older than the window can no longer block a count. */
async function pruneThreadViews(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom("forumThreadViews")
    .where("countedAt", "<", new Date(now.getTime() - THREAD_VIEW_WINDOW_MS).toISOString())
    .execute();
}
