import type { AwardReply } from "../../../shared/gamification";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import type { CounterMetric } from "../gamification";
import {
  AWARD_RULES,
  type AwardScope,
  awardReplyOf,
  type Earned,
  type GamificationContext,
  reportAward,
  withAwards,
} from "../gamification";
import { findPostById } from "./blog.repo";
import { findComment } from "./comments.repo";
import { hasLiked } from "./reactions.repo";

/**
 * What the blog's actions earn. Each is called inside the action's own transaction (reading
 * an article, posting a comment, liking), keyed so that an event is credited once whatever the
 * retries; deleting a comment takes its award back.
 */

/** Night Owl: reads between midnight and 5 a.m. UTC. */
const NIGHT_END_HOUR = 5;

export const articleReadKey = (postId: number) => `article-read:${postId}`;
const commentKey = (commentId: number) => `comment:${commentId}`;
const commentReversalKey = (commentId: number) => `comment-deleted:${commentId}`;
const likeKey = (postId: number) => `like:${postId}`;

/** A read counts once per article, ever. */
export function awardArticleRead(scope: AwardScope, postId: number): Promise<Earned> {
  const counters: Partial<Record<CounterMetric, number>> = { articlesRead: 1 };
  if (scope.now.getUTCHours() < NIGHT_END_HOUR) counters.nightReads = 1;
  return scope.creditCapped(AWARD_RULES.articleRead, {
    idempotencyKey: articleReadKey(postId),
    counters,
  });
}

export function awardComment(scope: AwardScope, commentId: number): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.commentPosted, {
    idempotencyKey: commentKey(commentId),
    counters: { commentsPosted: 1 },
  });
}

export function reverseCommentAward(scope: AwardScope, commentId: number): Promise<Earned> {
  return scope.reverse({
    idempotencyKey: commentKey(commentId),
    reversalKey: commentReversalKey(commentId),
    counters: { commentsPosted: 1 },
  });
}

/** A like counts once per article, ever: unliking and liking again earns nothing more. */
export function awardLike(scope: AwardScope, postId: number): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.postLiked, {
    idempotencyKey: likeKey(postId),
    counters: { likesGiven: 1 },
  });
}

/**
 * The `log/*` calls of the original client, kept for clients that still send them: they report what the
 * action already earned (alreadyCredited: true) and credit nothing a second time. An action
 * from before awards were made by the action itself is credited once, under the same key.
 */
async function reportOrAward(
  context: GamificationContext,
  userId: number,
  key: string,
  award: (scope: AwardScope) => Promise<Earned>,
): Promise<AwardReply> {
  const report = await reportAward(context, userId, key);
  if (report) return report;
  return awardReplyOf(await withAwards(context, userId, award));
}

async function requirePublishedPost(context: GamificationContext, postId: number) {
  const post = await findPostById(context.db, postId);
  if (!post?.published) throw notFound("Article not found");
}

export async function logArticleRead(
  context: GamificationContext,
  userId: number,
  postId: number,
): Promise<AwardReply> {
  await requirePublishedPost(context, postId);
  return reportOrAward(context, userId, articleReadKey(postId), (scope) =>
    awardArticleRead(scope, postId),
  );
}

export async function logCommentPosted(
  context: GamificationContext,
  userId: number,
  commentId: number,
): Promise<AwardReply> {
  const comment = await findComment(context.db, commentId);
  if (!comment) throw notFound("Comment not found");
  if (comment.authorId !== userId) throw forbidden("You can only log your own comments");
  return reportOrAward(context, userId, commentKey(commentId), (scope) =>
    awardComment(scope, commentId),
  );
}

export async function logLike(
  context: GamificationContext,
  userId: number,
  postId: number,
): Promise<AwardReply> {
  await requirePublishedPost(context, postId);
  if (!(await hasLiked(context.db, userId, postId))) {
    throw conflict("Like the article before logging the like");
  }
  return reportOrAward(context, userId, likeKey(postId), (scope) => awardLike(scope, postId));
}

/** Whether a post can be shared: it exists and is published. */
export async function isShareablePost(
  context: GamificationContext,
  postId: number,
): Promise<boolean> {
  const post = await findPostById(context.db, postId);
  return Boolean(post?.published);
}
