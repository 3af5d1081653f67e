import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import {
  type CreatedFeedbackCommentReply,
  FEEDBACK_COMMENTS_PAGE_SIZE,
  type FeedbackComment,
  type FeedbackCommentsReply,
} from "../../../shared/feedback";
import { DAY_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import { consumeAttemptOr, secondsText } from "../../lib/attempt-refusal";
import { cursorIdSchema, decodeCursor, encodeCursor } from "../../lib/cursor";
import { consumeEditAllowance } from "../../lib/edit-allowance";
import { forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { findMentions, renderMarkdown } from "../../lib/markdown";
import { type ContentActor, mayChangeContentOf } from "../../plugins/content-actor";
import type { SignedIn } from "../../plugins/session";
import { findUsersByUsernameKeys, recordNewMentions } from "../forum";
import { awardReplyOf, withAwards } from "../gamification";
import { publishUnreadCounts, recordNotifications } from "../notifications";
import { findFeedbackItemById } from "./feedback.repo";
import {
  canSeeFeedback,
  FEEDBACK_NOT_FOUND_MESSAGE,
  findVisibleFeedbackRow,
} from "./feedback.service";
import {
  deleteCommentRow,
  type FeedbackCommentRow,
  findCommentById,
  findCommentsPage,
  insertComment,
  updateCommentRow,
} from "./feedback-comments.repo";
import { awardFeedbackComment, reverseFeedbackCommentAward } from "./feedback-comments-awards";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import { commentDrafts } from "./feedback-notify";
import { toFeedbackAuthor } from "./feedback-view";

export const COMMENT_NOT_FOUND_MESSAGE = "Comment not found";
export const EDIT_OWN_COMMENTS_MESSAGE = "You can only edit your own comments";
export const DELETE_OWN_COMMENTS_MESSAGE = "You can only delete your own comments";

type Viewer = SignedIn["user"] | null;
type Actor = SignedIn["user"];
type CommentContext = Pick<AppContext, "db" | "engine" | "now">;

const isAdmin = (viewer: Viewer) => viewer !== null && Boolean(viewer.isAdmin);

/* Posting pace, as the forum's replies: spam comes in bursts and from fresh accounts. */
export const COMMENT_INTERVAL_SECONDS = 15;
export const DAILY_COMMENTS = { newAccount: 20, any: 200 } as const;

/**
 * Checks and records one comment of the member (15 seconds apart; 20 a day for an account
 * younger than a day, 200 otherwise). Call inside the comment's transaction: a comment that
 * fails afterwards rolls its attempt back.
 */
async function consumeCommentAllowance(
  context: { db: Kysely<Database>; engine: Engine },
  user: Actor,
  now: Date,
): Promise<void> {
  const subject = `user:${user.id}`;
  await consumeAttemptOr(
    context,
    { kind: "feedback-comment-interval", max: 1, windowMs: COMMENT_INTERVAL_SECONDS * 1000 },
    subject,
    now,
    (wait) => `You're posting too quickly. Please wait ${secondsText(wait)} before posting again.`,
  );
  const isNewAccount = now.getTime() - new Date(toIsoString(user.createdAt)).getTime() < DAY_MS;
  const max = isNewAccount ? DAILY_COMMENTS.newAccount : DAILY_COMMENTS.any;
  await consumeAttemptOr(
    context,
    { kind: `feedback-comment-daily${isNewAccount ? "-new" : ""}`, max, windowMs: DAY_MS },
    subject,
    now,
    () =>
      isNewAccount
        ? `New accounts can post ${max} comments a day. Please try again later.`
        : `You've reached the limit of ${max} comments a day. Please try again later.`,
  );
}

export function toFeedbackComment(row: FeedbackCommentRow): FeedbackComment {
  const author = toFeedbackAuthor(row);
  return {
    id: row.id,
    feedbackId: row.feedbackId,
    author,
    isTeam: Boolean(row.authorIsAdmin),
    content: row.content,
    contentHtml: row.contentHtml,
    createdAt: toIsoString(row.createdAt),
    editedAt: row.editedAt === null ? null : toIsoString(row.editedAt),
    isHidden: Boolean(row.isHidden),
  };
}

/** "@name" of existing members linked to their profiles, and who they are. */
async function resolveMentions(db: Kysely<Database>, content: string) {
  const users = await findUsersByUsernameKeys(db, findMentions(content));
  return {
    users,
    paths: new Map(users.map((user) => [user.usernameKey, `/user/${user.id}`])),
  };
}

const commentCursorSchema = z.strictObject({ after: cursorIdSchema });

/**
 * `GET /api/community-feedback/{id}/comments`: oldest first, 50 a page. Hidden comments show
 * only to admins and to their author, marked; the item itself must be one the reader may see.
 */
export async function listFeedbackComments(
  context: Pick<AppContext, "db">,
  viewer: Viewer,
  feedbackId: number,
  cursorText: string | undefined,
): Promise<FeedbackCommentsReply> {
  await findVisibleFeedbackRow(context, viewer, feedbackId);
  const afterId = cursorText ? decodeCursor(commentCursorSchema, cursorText).after : undefined;
  const rows = await findCommentsPage(context.db, feedbackId, {
    afterId,
    limit: FEEDBACK_COMMENTS_PAGE_SIZE + 1,
    viewer: viewer && { id: viewer.id, isAdmin: isAdmin(viewer) },
  });
  const page = rows.slice(0, FEEDBACK_COMMENTS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    comments: page.map(toFeedbackComment),
    nextCursor:
      rows.length > FEEDBACK_COMMENTS_PAGE_SIZE && last ? encodeCursor({ after: last.id }) : null,
  };
}

/**
 * `POST /api/community-feedback/{id}/comments`: within the member's pace, the comment (its
 * Markdown rendered once, mentions linked), the item's comment count, the notifications of
 * the mentioned members and of the item's author, and the comment's capped award, in one
 * transaction; then the new unread counts. Merged and closed items still take comments.
 */
export async function createFeedbackComment(
  context: Pick<AppContext, "db" | "engine" | "now" | "events">,
  actor: Actor,
  feedbackId: number,
  content: string,
): Promise<CreatedFeedbackCommentReply> {
  const mentions = await resolveMentions(context.db, content);
  const contentHtml = renderMarkdown(content, mentions.paths);
  const outcome = await withAwards(context, actor.id, async (scope) => {
    const item = await findFeedbackItemById(scope.trx, feedbackId);
    if (!item || !canSeeFeedback(actor, item)) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    await consumeCommentAllowance({ db: scope.trx, engine: context.engine }, actor, scope.now);
    const commentId = await insertComment(scope.trx, {
      feedbackId,
      authorId: actor.id,
      content,
      contentHtml,
      createdAt: scope.now.toISOString(),
    });
    await refreshFeedbackCounts(scope.trx, feedbackId);
    await recordNewMentions(
      scope.trx,
      { type: "feedback-comment", id: commentId },
      mentions.users.map((user) => user.id),
      scope.now,
    );
    const notified = await recordNotifications(
      scope.trx,
      commentDrafts(actor, item, commentId, mentions.users),
      scope.now,
    );
    const earned = await awardFeedbackComment(scope, commentId);
    const row = await findCommentById(scope.trx, commentId);
    if (!row) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
    return { row, earned, notified };
  });
  const { row, earned, notified } = outcome.result;
  await publishUnreadCounts(context, notified);
  return { ...toFeedbackComment(row), award: awardReplyOf({ ...outcome, result: earned }) };
}

/** The comment as the member may touch it: 404 when it or its item is hidden from them. */
async function visibleComment(
  context: Pick<AppContext, "db">,
  actor: Actor,
  commentId: number,
): Promise<FeedbackCommentRow> {
  const comment = await findCommentById(context.db, commentId);
  const item = comment ? await findFeedbackItemById(context.db, comment.feedbackId) : undefined;
  const commentVisible =
    comment !== undefined && (!comment.isHidden || isAdmin(actor) || comment.authorId === actor.id);
  if (!comment || !item || !commentVisible || !canSeeFeedback(actor, item)) {
    throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  }
  return comment;
}

/**
 * `PATCH /api/community-feedback/comments/{id}`: its author or an admin rewrites it (rendered
 * again, marked edited), within the edit allowance. Members the comment names for the first
 * time are told; whoever it named before, at any time, is not told again.
 */
export async function updateFeedbackComment(
  context: Pick<AppContext, "db" | "engine" | "now" | "events">,
  contentActor: ContentActor,
  commentId: number,
  content: string,
): Promise<FeedbackComment> {
  const actor = contentActor.user;
  const comment = await visibleComment(context, actor, commentId);
  if (!mayChangeContentOf(contentActor, comment.authorId)) {
    throw forbidden(EDIT_OWN_COMMENTS_MESSAGE);
  }
  const mentions = await resolveMentions(context.db, content);
  // Those the replaced text named were told when it was written.
  const before = new Set(findMentions(comment.content));
  const now = context.now();
  const notified = await context.db.transaction().execute(async (trx) => {
    await consumeEditAllowance({ db: trx, engine: context.engine }, actor.id, now);
    const fresh = await recordNewMentions(
      trx,
      { type: "feedback-comment", id: commentId },
      mentions.users.map((user) => user.id),
      now,
    );
    const newlyMentioned = mentions.users.filter(
      (user) => fresh.has(user.id) && !before.has(user.usernameKey),
    );
    await updateCommentRow(trx, commentId, {
      content,
      contentHtml: renderMarkdown(content, mentions.paths),
      editedAt: now.toISOString(),
    });
    const item = await findFeedbackItemById(trx, comment.feedbackId);
    if (!item) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    // Only the mentions: the item's author was told about the comment when it was posted.
    const drafts = commentDrafts(actor, { ...item, authorId: null }, commentId, newlyMentioned);
    return recordNotifications(trx, drafts, now);
  });
  await publishUnreadCounts(context, notified);
  const row = await findCommentById(context.db, commentId);
  if (!row) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  return toFeedbackComment(row);
}

/** `DELETE /api/community-feedback/comments/{id}`: its author or an admin. */
export async function deleteFeedbackComment(
  context: CommentContext,
  actor: ContentActor,
  commentId: number,
): Promise<void> {
  const comment = await visibleComment(context, actor.user, commentId);
  if (!mayChangeContentOf(actor, comment.authorId)) {
    throw forbidden(DELETE_OWN_COMMENTS_MESSAGE);
  }
  await removeFeedbackComment(context, commentId);
}

/**
 * Deletes a comment, takes its award back with a negative ledger row and recounts its item,
 * in one transaction (the caller's, when a report's review deletes it).
 */
export async function removeFeedbackComment(
  context: CommentContext,
  commentId: number,
): Promise<void> {
  const work = async (trx: Transaction<Database>) => {
    const comment = await findCommentById(trx, commentId);
    if (!comment) throw notFound(COMMENT_NOT_FOUND_MESSAGE);
    if (comment.authorId !== null) {
      await withAwards({ ...context, db: trx }, comment.authorId, (scope) =>
        reverseFeedbackCommentAward(scope, commentId),
      );
    }
    await deleteCommentRow(trx, commentId);
    await refreshFeedbackCounts(trx, comment.feedbackId);
  };
  if (context.db.isTransaction) await work(context.db as Transaction<Database>);
  else await context.db.transaction().execute(work);
}
