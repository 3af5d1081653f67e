import type { BlogPostSummary, LikeReply } from "../../../shared/blog";
import type { AppContext } from "../../app-context";
import type { SignedIn } from "../../plugins/session";
import { awardReplyOf, withAwards } from "../gamification";
import { findBookmarkedPosts } from "./blog.repo";
import { awardLike } from "./blog-awards";
import { toPostSummaries } from "./blog-post-view";
import { lockPublishedPost } from "./published-post";
import { likeCountOf, toggleReaction } from "./reactions.repo";

const BOOKMARKS_LIMIT = 100;

/** Liking earns points once per article, in the like's own transaction; unliking earns nothing. */
export async function toggleLike(
  context: AppContext,
  auth: SignedIn,
  postId: number,
): Promise<LikeReply> {
  const outcome = await withAwards(context, auth.user.id, async (scope) => {
    await lockPublishedPost(scope.trx, context, postId);
    const liked = await toggleReaction(scope.trx, "postLikes", auth.user.id, postId, scope.now);
    const earned = liked ? await awardLike(scope, postId) : null;
    return { liked, likes: await likeCountOf(scope.trx, postId), earned };
  });
  const { liked, likes, earned } = outcome.result;
  return { liked, likes, award: earned ? awardReplyOf({ ...outcome, result: earned }) : null };
}

export async function toggleBookmark(context: AppContext, auth: SignedIn, postId: number) {
  const bookmarked = await context.db.transaction().execute(async (trx) => {
    await lockPublishedPost(trx, context, postId);
    return toggleReaction(trx, "postBookmarks", auth.user.id, postId, context.now());
  });
  return { bookmarked };
}

export async function listBookmarks(
  context: AppContext,
  auth: SignedIn,
): Promise<BlogPostSummary[]> {
  const now = context.now();
  const rows = await findBookmarkedPosts(context.db, auth.user.id, BOOKMARKS_LIMIT, now);
  return toPostSummaries(context.db, rows, auth.user, now);
}
