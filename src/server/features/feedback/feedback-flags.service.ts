import type { z } from "zod";
import {
  type FeedbackOpenFlag,
  type feedbackFlagReplySchema,
  feedbackPath,
  type ResolveFeedbackFlag,
} from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import type { ForumFlagStatus } from "../../db/schema";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { markdownExcerpt } from "../../lib/markdown";
import type { SignedIn } from "../../plugins/session";
import { reportsHidePost } from "../forum/flag-weight";
import { findFeedbackItemById } from "./feedback.repo";
import { FEEDBACK_NOT_FOUND_MESSAGE } from "./feedback.service";
import { updateFeedbackRow } from "./feedback-admin.repo";
import { removeFeedback } from "./feedback-admin.service";
import { findCommentById, setCommentHidden } from "./feedback-comments.repo";
import { COMMENT_NOT_FOUND_MESSAGE, removeFeedbackComment } from "./feedback-comments.service";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import {
  type FeedbackFlagTarget,
  findFeedbackFlag,
  findFlaggedComments,
  findFlaggedItems,
  findOpenFeedbackFlags,
  findOpenFeedbackReporterStandings,
  insertFeedbackFlag,
  isAdminAuthor,
  lockFlaggedPost,
  resolveOpenFeedbackFlags,
} from "./feedback-flags.repo";
import { DELETED_USER_NAME } from "./feedback-view";

/**
 * Reports of feedback items and comments, as the forum's: once per member and post, never of
 * one's own post, at most 20 a day; reports weigh by the reporter's standing (forum/
 * flag-weight.ts, with accepted feedback items and comments as the activity), and the one that
 * brings the open reports' weight to the threshold hides the post until an admin keeps, hides
 * or deletes it. An admin's post is never hidden by reports.
 */
export const FEEDBACK_FLAGS_PER_DAY = 20;
export const ALREADY_REPORTED_MESSAGE = "You already reported this";
export const OWN_POST_REPORT_MESSAGE = "You cannot report your own post";
export const REPORT_NOT_FOUND_MESSAGE = "Report not found";
export const REPORT_ALREADY_REVIEWED_MESSAGE = "This report has already been reviewed";
const EXCERPT_CHARS = 200;

const FLAGS_DAILY: AttemptLimit = {
  kind: "feedback-flag-daily",
  max: FEEDBACK_FLAGS_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
  message: `You can report at most ${FEEDBACK_FLAGS_PER_DAY} posts a day. Please try again tomorrow.`,
};

type FlagContext = Pick<AppContext, "db" | "engine" | "now">;
type FlagReply = z.infer<typeof feedbackFlagReplySchema>;

/** The reported post, which must be one every member sees (hidden posts are not reported again). */
async function reportablePost(
  context: FlagContext,
  kind: FeedbackFlagTarget,
  id: number,
): Promise<{ feedbackId: number; authorId: number | null }> {
  if (kind === "item") {
    const item = await findFeedbackItemById(context.db, id);
    if (!item || item.isHidden) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
    return { feedbackId: item.id, authorId: item.authorId };
  }
  const comment = await findCommentById(context.db, id);
  const item = comment ? await findFeedbackItemById(context.db, comment.feedbackId) : undefined;
  if (!comment || comment.isHidden || !item || item.isHidden) {
    throw notFound(COMMENT_NOT_FOUND_MESSAGE);
  }
  return { feedbackId: comment.feedbackId, authorId: comment.authorId };
}

/** Hides or shows a post; hiding a comment changes its item's comment count. */
async function setHidden(
  context: FlagContext,
  kind: FeedbackFlagTarget,
  id: number,
  feedbackId: number,
  isHidden: boolean,
): Promise<void> {
  if (kind === "item") {
    await updateFeedbackRow(context.db, id, { isHidden });
  } else {
    await setCommentHidden(context.db, id, isHidden);
  }
  await refreshFeedbackCounts(context.db, feedbackId);
}

/** `POST /api/community-feedback/{id}/flag` and `…/comments/{id}/flag`. */
export async function flagFeedbackPost(
  context: FlagContext,
  user: SignedIn["user"],
  kind: FeedbackFlagTarget,
  postId: number,
  reason: string,
): Promise<FlagReply> {
  const post = await reportablePost(context, kind, postId);
  if (post.authorId === user.id) throw forbidden(OWN_POST_REPORT_MESSAGE);
  const now = context.now();
  return context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    // Inside the transaction: a repeated report rolls back and uses up nothing.
    await consumeAttempt(inner, FLAGS_DAILY, [`user:${user.id}`], now);
    const added = await insertFeedbackFlag(trx, {
      targetType: kind,
      targetId: postId,
      feedbackId: post.feedbackId,
      userId: user.id,
      reason,
      createdAt: now.toISOString(),
    });
    if (!added) throw conflict(ALREADY_REPORTED_MESSAGE);
    // The report that makes the number reach the threshold is the one that sees it.
    if (context.engine === "postgres") await lockFlaggedPost(trx, kind, postId);
    const reporters = await findOpenFeedbackReporterStandings(trx, kind, postId);
    const author = { isAdmin: await isAdminAuthor(trx, post.authorId) };
    if (!reportsHidePost(reporters, author, now)) return { flagged: true as const, hidden: false };
    await setHidden(inner, kind, postId, post.feedbackId, true);
    return { flagged: true as const, hidden: true };
  });
}

/** `GET /api/community-feedback/flags` (admins): one entry per reported post, longest waiting first. */
export async function listFeedbackFlags(context: FlagContext): Promise<FeedbackOpenFlag[]> {
  const flags = await findOpenFeedbackFlags(context.db);
  const byPost = new Map<string, typeof flags>();
  for (const flag of flags) {
    const key = `${flag.targetType}:${flag.targetId}`;
    byPost.set(key, [...(byPost.get(key) ?? []), flag]);
  }
  const idsOf = (kind: FeedbackFlagTarget) => [
    ...new Set(flags.filter((f) => f.targetType === kind).map((f) => f.targetId)),
  ];
  const items = new Map(
    (await findFlaggedItems(context.db, idsOf("item"))).map((row) => [row.id, row]),
  );
  const comments = new Map(
    (await findFlaggedComments(context.db, idsOf("comment"))).map((row) => [row.id, row]),
  );
  const entries: FeedbackOpenFlag[] = [];
  for (const reports of byPost.values()) {
    const first = reports[0];
    if (!first) continue;
    const isItem = first.targetType === "item";
    const post = isItem ? items.get(first.targetId) : comments.get(first.targetId);
    if (!post) continue;
    entries.push({
      id: first.id,
      targetType: first.targetType,
      targetId: first.targetId,
      feedbackId: first.feedbackId,
      title: post.title,
      excerpt: markdownExcerpt(post.content, EXCERPT_CHARS),
      url: isItem ? feedbackPath(first.feedbackId) : feedbackPath(first.feedbackId, first.targetId),
      author:
        post.authorId === null || post.authorUsername === null
          ? { id: null, username: DELETED_USER_NAME, avatar: null }
          : { id: post.authorId, username: post.authorUsername, avatar: post.authorAvatar },
      isHidden: Boolean(post.isHidden),
      reports: reports.map((report) => ({
        username: report.username,
        reason: report.reason,
        createdAt: toIsoString(report.createdAt),
      })),
    });
  }
  return entries;
}

const STATUS_OF: Record<ResolveFeedbackFlag["action"], ForumFlagStatus> = {
  keep: "kept",
  hide: "hidden",
  delete: "deleted",
};

/**
 * `POST /api/community-feedback/flags/{id}/resolve` (admins): the decision closes every open
 * report of the post. keep shows it again, hide keeps it hidden, delete deletes it as its
 * author could (its awards reversed), in one transaction.
 */
export async function resolveFeedbackFlag(
  context: FlagContext,
  admin: SignedIn["user"],
  flagId: number,
  action: ResolveFeedbackFlag["action"],
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    const flag = await findFeedbackFlag(trx, flagId);
    if (!flag) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    if (flag.status !== "open") throw conflict(REPORT_ALREADY_REVIEWED_MESSAGE);
    await resolveOpenFeedbackFlags(trx, flag.targetType, flag.targetId, {
      status: STATUS_OF[action],
      resolvedBy: admin.id,
      resolvedAt: context.now().toISOString(),
    });
    if (action === "delete") {
      if (flag.targetType === "item") await removeFeedback(inner, flag.targetId);
      else await removeFeedbackComment(inner, flag.targetId);
      return;
    }
    await setHidden(inner, flag.targetType, flag.targetId, flag.feedbackId, action === "hide");
  });
}
