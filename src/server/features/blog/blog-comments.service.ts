import type { BlogComment, PostedCommentReply } from "../../../shared/blog";
import type { AppContext } from "../../app-context";
import { forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { type ContentActor, mayChangeContentOf } from "../../plugins/content-actor";
import type { SignedIn } from "../../plugins/session";
import { awardReplyOf, withAwards } from "../gamification";
import type { UserRow } from "../users";
import { lockPost } from "./blog.repo";
import { awardComment, reverseCommentAward } from "./blog-awards";
import { consumeCommentAllowance } from "./comment-limits";
import {
  type CommentRow,
  deleteComment,
  findComment,
  findCommentsOfPost,
  insertComment,
} from "./comments.repo";
import { lockPublishedPost, requirePublishedPost } from "./published-post";

function toComment(row: CommentRow, viewer: UserRow | null): BlogComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: toIsoString(row.createdAt),
    author: { id: row.authorId, name: row.authorName ?? "Deleted user", avatar: row.authorAvatar },
    canDelete: viewer !== null && (Boolean(viewer.isAdmin) || viewer.id === row.authorId),
  };
}

export async function listComments(
  context: AppContext,
  viewer: UserRow | null,
  postId: number,
): Promise<BlogComment[]> {
  await requirePublishedPost(context, postId);
  const rows = await findCommentsOfPost(context.db, postId);
  return rows.map((row) => toComment(row, viewer));
}

/**
 * Posting a comment: within the user's pace and daily number of comments, then the comment,
 * the post's count and the points it earns in one transaction.
 */
export async function addComment(
  context: AppContext,
  auth: SignedIn,
  postId: number,
  content: string,
): Promise<PostedCommentReply> {
  await requirePublishedPost(context, postId);
  const outcome = await withAwards(context, auth.user.id, async (scope) => {
    // In the comment's transaction: a comment that fails (even a 503) uses up no allowance.
    await consumeCommentAllowance(
      { db: scope.trx, engine: context.engine },
      auth.user.id,
      scope.now,
    );
    await lockPublishedPost(scope.trx, context, postId);
    const id = await insertComment(scope.trx, {
      postId,
      authorId: auth.user.id,
      content,
      createdAt: scope.now.toISOString(),
    });
    const row = await findComment(scope.trx, id);
    if (!row) throw notFound("Comment not found");
    return { row, earned: await awardComment(scope, id) };
  });
  const { row, earned } = outcome.result;
  return { ...toComment(row, auth.user), award: awardReplyOf({ ...outcome, result: earned }) };
}

/** The author may delete their own comment; admins any. */
export async function removeComment(
  context: AppContext,
  actor: ContentActor,
  commentId: number,
): Promise<void> {
  const row = await findComment(context.db, commentId);
  if (!row) throw notFound("Comment not found");
  if (!mayChangeContentOf(actor, row.authorId)) {
    throw forbidden("You can only delete your own comments");
  }
  const authorId = row.authorId;
  if (authorId === null) {
    await deleteComment(context.db, commentId, row.postId);
    return;
  }
  // The author's points for it are taken back in the same transaction (whoever deletes it).
  await withAwards(context, authorId, async (scope) => {
    await lockPost(scope.trx, context.engine, row.postId);
    await deleteComment(scope.trx, commentId, row.postId);
    await reverseCommentAward(scope, commentId);
  });
}
