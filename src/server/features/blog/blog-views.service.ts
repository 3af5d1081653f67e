import type { ArticleReply, BlogPost } from "../../../shared/blog";
import type { AwardReply } from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { awardReplyOf, reportAward, withAwards } from "../gamification";
import type { UserRow } from "../users";
import { anonymousViewerKey } from "./article-views";
import { findPublishedPost, isPublicPost } from "./blog.repo";
import { articleReadKey, awardArticleRead } from "./blog-awards";
import { toBlogPosts } from "./blog-post-view";
import { countView, pruneViews } from "./views.repo";

/** Views older than the window are removed at most this often per app. */
export const PRUNE_VIEWS_EVERY_MS = 60_000;

/** Who opened an article: the signed-in user, or else the address the request came from. */
export interface Reader {
  user: UserRow | null;
  ip: string;
}

/** A signed-in reader is one viewer; an anonymous one is their address, kept only as a keyed hash. */
function viewerKey(context: AppContext, reader: Reader): string {
  if (reader.user) return `user:${reader.user.id}`;
  return anonymousViewerKey(context, reader.ip);
}

/** The view and the read it earns, in one transaction. */
async function countViewAndRead(
  context: AppContext,
  userId: number,
  postId: number,
  viewer: string,
  now: Date,
): Promise<{ counted: boolean; award: AwardReply }> {
  const outcome = await withAwards(context, userId, async (scope) => ({
    counted: await countView(scope.trx, postId, viewer, now),
    earned: await awardArticleRead(scope, postId),
  }));
  return {
    counted: outcome.result.counted,
    award: awardReplyOf({ ...outcome, result: outcome.result.earned }),
  };
}

/**
 * Opening an article counts a view (once per viewer per hour) and, for a signed-in reader, is
 * the read that earns points: both in one transaction, and the reply says what was earned.
 * A post scheduled for later is found for admins only (a preview: no view, no points).
 */
export async function readPost(
  context: AppContext,
  reader: Reader,
  idOrSlug: string,
): Promise<ArticleReply> {
  const now = context.now();
  const isAdmin = Boolean(reader.user?.isAdmin);
  const row = await findPublishedPost(context.db, idOrSlug, isAdmin ? null : now);
  if (!row) throw notFound("Article not found");
  const user = reader.user;
  if (!isPublicPost(row, now)) {
    const [preview] = await toBlogPosts(context.db, [row], user, now);
    return { ...(preview as BlogPost), award: null };
  }
  const viewer = viewerKey(context, reader);
  // Once credited, a read is only reported: no transaction, no lock.
  const earlier = user ? await reportAward(context, user.id, articleReadKey(row.id)) : null;
  const { counted, award } =
    user && !earlier
      ? await countViewAndRead(context, user.id, row.id, viewer, now)
      : { counted: await countView(context.db, row.id, viewer, now), award: earlier };
  if (context.caches.blogViewPruning.isDue(now)) await pruneViews(context.db, now);
  const [post] = await toBlogPosts(
    context.db,
    [{ ...row, viewCount: row.viewCount + (counted ? 1 : 0) }],
    user,
    now,
  );
  return { ...(post as BlogPost), award };
}
