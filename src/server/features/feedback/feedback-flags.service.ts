import type { z } from "zod";
import {
  type FeedbackOpenFlag,
  type feedbackFlagReplySchema,
  feedbackPath,
  type ResolveFeedbackFlag,
} from "../../../shared/feedback";
import { DAY_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { markdownExcerpt } from "../../lib/markdown";
import type { SignedIn } from "../../plugins/session";
import { type FlagRules, listReportedPosts, reportPost, resolveReport } from "../content-flags";
import { findFeedbackItemById } from "./feedback.repo";
import { FEEDBACK_NOT_FOUND_MESSAGE } from "./feedback.service";
import { updateFeedbackRow } from "./feedback-admin.repo";
import { removeFeedback } from "./feedback-admin.service";
import { findCommentById, setCommentHidden } from "./feedback-comments.repo";
import { COMMENT_NOT_FOUND_MESSAGE, removeFeedbackComment } from "./feedback-comments.service";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import {
  FEEDBACK_FLAG_TABLES,
  type FeedbackFlagTarget,
  findFlaggedComments,
  findFlaggedItems,
} from "./feedback-flags.repo";
import { toFeedbackAuthor } from "./feedback-view";

/**
 * Reports of feedback items and comments, by the rules of content-flags (as the forum's), with
 * accepted feedback items and comments as the reporter's activity, at most 20 a day, in
 * community feedback's own words.
 */
export const FEEDBACK_FLAGS_PER_DAY = 20;
export const ALREADY_REPORTED_MESSAGE = "You already reported this";
export const OWN_POST_REPORT_MESSAGE = "You cannot report your own post";
export const REPORT_NOT_FOUND_MESSAGE = "Report not found";
export const REPORT_ALREADY_REVIEWED_MESSAGE = "This report has already been reviewed";
const EXCERPT_CHARS = 200;

type FlagContext = Pick<AppContext, "db" | "engine" | "now">;

const FEEDBACK_FLAGS: FlagRules<FeedbackFlagTarget> = {
  tables: FEEDBACK_FLAG_TABLES,
  daily: {
    kind: "feedback-flag-daily",
    max: FEEDBACK_FLAGS_PER_DAY,
    windowMs: DAY_MS,
    message: `You can report at most ${FEEDBACK_FLAGS_PER_DAY} posts a day. Please try again tomorrow.`,
  },
  messages: {
    alreadyReported: ALREADY_REPORTED_MESSAGE,
    ownPost: OWN_POST_REPORT_MESSAGE,
    reportNotFound: REPORT_NOT_FOUND_MESSAGE,
    alreadyReviewed: REPORT_ALREADY_REVIEWED_MESSAGE,
  },
};

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
  const { feedbackId, authorId } = await reportablePost(context, kind, postId);
  const post = { kind, id: postId, parentId: feedbackId, authorId };
  const { isHidden } = await reportPost(context, FEEDBACK_FLAGS, user.id, post, reason, (inner) =>
    setHidden(inner, kind, postId, feedbackId, true),
  );
  return { flagged: true as const, hidden: isHidden };
}

/** `GET /api/community-feedback/flags` (admins): one entry per reported post, longest waiting first. */
export async function listFeedbackFlags(context: FlagContext): Promise<FeedbackOpenFlag[]> {
  const reported = await listReportedPosts(context, FEEDBACK_FLAG_TABLES, (kind, ids) =>
    kind === "item" ? findFlaggedItems(context.db, ids) : findFlaggedComments(context.db, ids),
  );
  return reported.map(({ first, post, reports }) => ({
    id: first.id,
    targetType: first.targetType,
    targetId: first.targetId,
    feedbackId: first.parentId,
    title: post.title,
    excerpt: markdownExcerpt(post.content, EXCERPT_CHARS),
    url:
      first.targetType === "item"
        ? feedbackPath(first.parentId)
        : feedbackPath(first.parentId, first.targetId),
    author: toFeedbackAuthor(post),
    isHidden: Boolean(post.isHidden),
    reports,
  }));
}

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
  await resolveReport(context, FEEDBACK_FLAGS, admin.id, flagId, action, {
    remove: (inner, post) =>
      post.kind === "item" ? removeFeedback(inner, post.id) : removeFeedbackComment(inner, post.id),
    setHidden: (inner, post, isHidden) =>
      setHidden(inner, post.kind, post.id, post.parentId, isHidden),
  });
}
