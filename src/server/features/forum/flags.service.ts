import type { z } from "zod";
import type { flagReplySchema, OpenFlag, resolveFlagSchema } from "../../../shared/forum";
import { DAY_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { markdownExcerpt } from "../../lib/markdown";
import { type FlagRules, listReportedPosts, reportPost, resolveReport } from "../content-flags";
import type { UserRow } from "../users";
import {
  FORUM_FLAG_TABLES,
  findFlaggedReplies,
  findFlaggedThreads,
  setPostHidden,
} from "./flags.repo";
import type { ForumPostKind } from "./forum-awards";
import { refreshCategoryCounts, refreshThreadStats } from "./forum-counts.repo";
import { toForumAuthor } from "./forum-view";
import { findEditableReply, findEditableThread } from "./moderation.repo";
import { removeReply, removeThread } from "./moderation.service";
import { findVoteTarget } from "./votes.repo";

export const FLAGS_PER_DAY = 20;
export const ALREADY_FLAGGED_MESSAGE = "You have already reported this post";
export const OWN_POST_FLAG_MESSAGE = "You cannot report your own post";
export const FLAG_NOT_FOUND_MESSAGE = "Report not found";
export const FLAG_ALREADY_REVIEWED_MESSAGE = "This report has already been reviewed";
const EXCERPT_CHARS = 200;

type FlagContext = Pick<AppContext, "db" | "engine" | "now">;

/** The forum's reports (content-flags), in the forum's own words. */
const FORUM_FLAGS: FlagRules<ForumPostKind> = {
  tables: FORUM_FLAG_TABLES,
  daily: {
    kind: "forum-flag-daily",
    max: FLAGS_PER_DAY,
    windowMs: DAY_MS,
    message: `You can report at most ${FLAGS_PER_DAY} posts a day. Please try again tomorrow.`,
  },
  messages: {
    alreadyReported: ALREADY_FLAGGED_MESSAGE,
    ownPost: OWN_POST_FLAG_MESSAGE,
    reportNotFound: FLAG_NOT_FOUND_MESSAGE,
    alreadyReviewed: FLAG_ALREADY_REVIEWED_MESSAGE,
  },
};

type FlagReply = z.infer<typeof flagReplySchema>;
type FlagAction = z.infer<typeof resolveFlagSchema>["action"];

/**
 * Hiding or showing a post changes what its category (and, for a reply, its discussion)
 * counts: recount them, reply before discussion before category (the lock order).
 */
async function setHiddenAndRecount(
  context: FlagContext,
  kind: ForumPostKind,
  id: number,
  isHidden: boolean,
): Promise<void> {
  await setPostHidden(context.db, kind, id, isHidden);
  if (kind === "thread") {
    const thread = await findEditableThread(context.db, id);
    if (thread) await refreshCategoryCounts(context.db, thread.categoryId);
    return;
  }
  const reply = await findEditableReply(context.db, id);
  if (!reply) return;
  await refreshThreadStats(context.db, reply.threadId);
  await refreshCategoryCounts(context.db, reply.categoryId);
}

/**
 * A member reports a post, once per post. The report that brings the weight of its open
 * reports to the threshold hides it until an admin reviews it (content-flags: reports weigh
 * by the reporter's standing, and an admin's post is never hidden by reports).
 */
export async function flagPost(
  context: FlagContext,
  user: UserRow,
  kind: ForumPostKind,
  postId: number,
  reason: string,
): Promise<FlagReply> {
  const target = await findVoteTarget(context.db, kind, postId);
  if (!target || target.isHidden) {
    throw notFound(kind === "thread" ? "Discussion not found" : "Reply not found");
  }
  const post = { kind, id: postId, parentId: target.threadId, authorId: target.authorId };
  const { isHidden } = await reportPost(context, FORUM_FLAGS, user.id, post, reason, (inner) =>
    setHiddenAndRecount(inner, kind, postId, true),
  );
  return { flagged: true, isHidden };
}

/** `GET /api/forum/flags`: one entry per post with open reports, the longest waiting first. */
export async function listOpenFlags(context: FlagContext): Promise<OpenFlag[]> {
  const reported = await listReportedPosts(context, FORUM_FLAG_TABLES, (kind, ids) =>
    kind === "thread" ? findFlaggedThreads(context.db, ids) : findFlaggedReplies(context.db, ids),
  );
  return reported.map(({ first, post, reports }) => ({
    id: first.id,
    targetType: first.targetType,
    targetId: first.targetId,
    threadId: first.parentId,
    threadTitle: post.title,
    excerpt: markdownExcerpt(post.content, EXCERPT_CHARS),
    author: toForumAuthor(post),
    isHidden: Boolean(post.isHidden),
    reports,
  }));
}

/**
 * `POST /api/forum/flags/{id}/resolve`: an admin's decision on a reported post closes all its
 * open reports. keep shows the post again, hide keeps it hidden, delete deletes it as its
 * author could (its awards reversed), all in one transaction.
 */
export async function resolveFlag(
  context: FlagContext,
  admin: UserRow,
  flagId: number,
  action: FlagAction,
): Promise<void> {
  await resolveReport(context, FORUM_FLAGS, admin.id, flagId, action, {
    remove: (inner, post) =>
      post.kind === "thread" ? removeThread(inner, post.id) : removeReply(inner, post.id),
    setHidden: (inner, post, isHidden) => setHiddenAndRecount(inner, post.kind, post.id, isHidden),
  });
}
