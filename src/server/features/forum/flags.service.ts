import type { z } from "zod";
import type { flagReplySchema, OpenFlag, resolveFlagSchema } from "../../../shared/forum";
import type { AppContext } from "../../app-context";
import type { ForumFlagStatus } from "../../db/schema";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { conflict, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { markdownExcerpt } from "../../lib/markdown";
import type { UserRow } from "../users/users.repo";
import { reportsHidePost } from "./flag-weight";
import {
  findFlag,
  findFlaggedReplies,
  findFlaggedThreads,
  findOpenFlags,
  findOpenReporterStandings,
  insertFlag,
  isAdminMember,
  lockFlagTarget,
  resolveOpenFlags,
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

const FLAGS_DAILY: AttemptLimit = {
  kind: "forum-flag-daily",
  max: FLAGS_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
  message: `You can report at most ${FLAGS_PER_DAY} posts a day. Please try again tomorrow.`,
};

type FlagContext = Pick<AppContext, "db" | "engine" | "now">;
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
 * reports to the threshold hides it until an admin reviews it (flag-weight.ts: reports weigh
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
  if (target.authorId === user.id) throw forbidden(OWN_POST_FLAG_MESSAGE);
  const now = context.now();
  return context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    // Inside the transaction: a repeated report rolls back and uses up nothing.
    await consumeAttempt(inner, FLAGS_DAILY, [`user:${user.id}`], now);
    const added = await insertFlag(trx, {
      targetType: kind,
      targetId: postId,
      threadId: target.threadId,
      userId: user.id,
      reason,
      createdAt: now.toISOString(),
    });
    if (!added) throw conflict(ALREADY_FLAGGED_MESSAGE);
    await lockFlagTarget(trx, context.engine, kind, postId);
    const reporters = await findOpenReporterStandings(trx, kind, postId);
    const author = { isAdmin: await isAdminMember(trx, target.authorId) };
    if (!reportsHidePost(reporters, author, now)) return { flagged: true, isHidden: false };
    await setHiddenAndRecount(inner, kind, postId, true);
    return { flagged: true, isHidden: true };
  });
}

/** `GET /api/forum/flags`: one entry per post with open reports, the longest waiting first. */
export async function listOpenFlags(context: FlagContext): Promise<OpenFlag[]> {
  const flags = await findOpenFlags(context.db);
  const byPost = new Map<string, typeof flags>();
  for (const flag of flags) {
    const key = `${flag.targetType}:${flag.targetId}`;
    byPost.set(key, [...(byPost.get(key) ?? []), flag]);
  }
  const idsOf = (kind: ForumPostKind) => [
    ...new Set(flags.filter((f) => f.targetType === kind).map((f) => f.targetId)),
  ];
  const threads = new Map(
    (await findFlaggedThreads(context.db, idsOf("thread"))).map((row) => [row.id, row]),
  );
  const replies = new Map(
    (await findFlaggedReplies(context.db, idsOf("reply"))).map((row) => [row.id, row]),
  );
  const entries: OpenFlag[] = [];
  for (const reports of byPost.values()) {
    const first = reports[0];
    if (!first) continue;
    const post =
      first.targetType === "thread" ? threads.get(first.targetId) : replies.get(first.targetId);
    if (!post) continue;
    entries.push({
      id: first.id,
      targetType: first.targetType,
      targetId: first.targetId,
      threadId: first.threadId,
      threadTitle: post.title,
      excerpt: markdownExcerpt(post.content, EXCERPT_CHARS),
      author: toForumAuthor(post),
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

const STATUS_OF: Record<FlagAction, ForumFlagStatus> = {
  keep: "kept",
  hide: "hidden",
  delete: "deleted",
};

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
  await context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    const flag = await findFlag(trx, flagId);
    if (!flag) throw notFound(FLAG_NOT_FOUND_MESSAGE);
    if (flag.status !== "open") throw conflict(FLAG_ALREADY_REVIEWED_MESSAGE);
    const kind = flag.targetType;
    await resolveOpenFlags(trx, kind, flag.targetId, {
      status: STATUS_OF[action],
      resolvedBy: admin.id,
      resolvedAt: context.now().toISOString(),
    });
    if (action === "delete") {
      if (kind === "thread") await removeThread(inner, flag.targetId);
      else await removeReply(inner, flag.targetId);
      return;
    }
    await setHiddenAndRecount(inner, kind, flag.targetId, action === "hide");
  });
}
