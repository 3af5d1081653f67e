import type { Kysely } from "kysely";
import { z } from "zod";
import {
  type CreatedReply,
  type CreatedThreadReply,
  type CreateReply,
  type CreateThread,
  FORUM_REPLIES_PAGE_SIZE,
  FORUM_THREADS_PAGE_SIZE,
  type ForumCategory,
  type ForumReply,
  type ForumThread,
  LOCKED_THREAD_MESSAGE,
  type RepliesPage,
  type ThreadListQuery,
  type ThreadListReply,
  threadPath,
} from "../../../shared/forum";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
  MAX_DATABASE_ID,
} from "../../lib/cursor";
import { threadChannel } from "../../lib/events/event-bus";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { findMentions, markdownExcerpt, renderMarkdown } from "../../lib/markdown";
import type { SignedIn } from "../../plugins/session";
import { awardReplyOf, withAwards } from "../gamification";
import { type NotificationDraft, publishUnreadCounts, recordNotifications } from "../notifications";
import { findForumCategories, findForumCategory } from "./categories.repo";
import { awardReplyPosted, awardThreadStarted } from "./forum-awards";
import { refreshCategoryCounts, refreshThreadStats } from "./forum-counts.repo";
import { consumePostAllowance } from "./forum-limits";
import {
  threadExcerpt,
  toForumAuthor,
  toForumCategory,
  toForumReply,
  toForumThread,
  toThreadSummary,
} from "./forum-view";
import { hotScore } from "./hot-score";
import { findUsersByUsernameKeys, recordNewMentions } from "./mentions.repo";
import {
  findRepliesOfThread,
  findReplyById,
  findReplyVotes,
  insertReply,
  type ReplyRow,
} from "./replies.repo";
import { countThreadView, threadViewerKey } from "./thread-views";
import {
  findThreadById,
  findThreadPage,
  findThreadState,
  findThreadVote,
  findTrendingThreadIds,
  insertThread,
  lockThread,
  type ThreadCursor,
  type ThreadRow,
  type ThreadState,
  touchThreadActivity,
} from "./threads.repo";

export const THREAD_NOT_FOUND_MESSAGE = "Discussion not found";
export const REPLY_NOT_FOUND_MESSAGE = "Reply not found";
export const CATEGORY_NOT_FOUND_MESSAGE = "Category not found";
export const QUOTE_NOT_IN_THREAD_MESSAGE = "The quoted reply is not in this discussion";
/**
 * The list marks this many of the hottest discussions as trending, of those that someone
 * other than their author replied to or upvoted within the trending window: a discussion
 * nobody else has touched is new, not trending, however high its fresh hot score.
 */
export const TRENDING_THREADS = 5;
export const TRENDING_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** How far down the trending index a trending discussion is looked for. */
const TRENDING_CANDIDATES = 50;
/** A quote shows this much of the quoted reply, as plain text. */
export const QUOTE_EXCERPT_CHARS = 200;

type Viewer = SignedIn["user"] | null;

const isAdmin = (viewer: Viewer) => Boolean(viewer?.isAdmin);

/** Admins, and its author, still see a hidden discussion (marked hidden); nobody else does. */
function canSee(viewer: Viewer, thread: { isHidden: boolean | number; authorId: number | null }) {
  if (!thread.isHidden) return true;
  return viewer !== null && (isAdmin(viewer) || thread.authorId === viewer.id);
}

export async function listForumCategories(context: AppContext): Promise<ForumCategory[]> {
  return (await findForumCategories(context.db)).map(toForumCategory);
}

const int32 = z.number().int().min(-MAX_DATABASE_ID).max(MAX_DATABASE_ID);
const count32 = z.number().int().min(0).max(MAX_DATABASE_ID);

/** The last row of a page in its order's columns; a cursor of another order is refused. */
const threadCursorSchema = z.discriminatedUnion("sort", [
  z.strictObject({
    sort: z.literal("latest"),
    sticky: z.boolean(),
    at: cursorTimestampSchema,
    id: cursorIdSchema,
  }),
  z.strictObject({
    sort: z.literal("popular"),
    score: int32,
    replies: count32,
    views: count32,
    id: cursorIdSchema,
  }),
  z.strictObject({
    sort: z.literal("trending"),
    hot: z.number().finite(),
    id: cursorIdSchema,
  }),
]);

function decodeThreadCursor(text: string, sort: ThreadListQuery["sortBy"]): ThreadCursor {
  const cursor = decodeCursor(threadCursorSchema, text);
  if (cursor.sort !== sort) {
    throw badRequest("Invalid cursor: pass the nextCursor of the previous page unchanged.");
  }
  if (cursor.sort === "latest") {
    return { sort: "latest", isSticky: cursor.sticky, lastActivityAt: cursor.at, id: cursor.id };
  }
  if (cursor.sort === "popular") {
    return {
      sort: "popular",
      score: cursor.score,
      replyCount: cursor.replies,
      views: cursor.views,
      id: cursor.id,
    };
  }
  return { sort: "trending", hotScore: cursor.hot, id: cursor.id };
}

function encodeThreadCursor(
  sort: ThreadListQuery["sortBy"],
  row: Awaited<ReturnType<typeof findThreadPage>>[number],
): string {
  if (sort === "latest") {
    return encodeCursor({
      sort,
      sticky: Boolean(row.isSticky),
      at: toIsoString(row.lastActivityAt),
      id: row.id,
    });
  }
  if (sort === "popular") {
    return encodeCursor({
      sort,
      score: Number(row.score),
      replies: Number(row.replyCount),
      views: Number(row.views),
      id: row.id,
    });
  }
  return encodeCursor({ sort, hot: Number(row.hotScore), id: row.id });
}

/** One small query over the head of the trending index, reused by readers for a while. */
function trendingIdsOf(
  context: Pick<AppContext, "db" | "now" | "caches">,
): Promise<ReadonlySet<number>> {
  const now = context.now().getTime();
  return context.caches.trendingThreads.get(now, async () => {
    const since = new Date(now - TRENDING_WINDOW_MS).toISOString();
    return new Set(
      await findTrendingThreadIds(context.db, {
        since,
        limit: TRENDING_THREADS,
        candidates: TRENDING_CANDIDATES,
      }),
    );
  });
}

/**
 * `GET /api/forum/threads`: visible discussions in one of three orders, each read straight
 * from its index, 20 at a time with a keyset cursor. An unknown category is a 404.
 */
export async function listThreads(
  context: AppContext,
  query: ThreadListQuery,
): Promise<ThreadListReply> {
  const categoryId =
    query.categoryId === undefined || query.categoryId === "all" ? undefined : query.categoryId;
  // A page of rows proves its category exists, so the category is looked up only when the
  // page is empty or the cursor is refused (an unknown category answers 404 before either).
  const refuseUnknownCategory = async () => {
    if (categoryId !== undefined && !(await findForumCategory(context.db, categoryId))) {
      throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
    }
  };
  let cursor: ThreadCursor | undefined;
  try {
    cursor = query.cursor ? decodeThreadCursor(query.cursor, query.sortBy) : undefined;
  } catch (error) {
    await refuseUnknownCategory();
    throw error;
  }
  const rows = await findThreadPage(context.db, context.engine, {
    sort: query.sortBy,
    filters: {
      categoryId,
      tagKey: query.tag ? query.tag.toLowerCase() : undefined,
      q: query.q ? query.q : undefined,
    },
    cursor,
    limit: FORUM_THREADS_PAGE_SIZE + 1,
  });
  if (rows.length === 0) await refuseUnknownCategory();
  const page = rows.slice(0, FORUM_THREADS_PAGE_SIZE);
  const last = page[page.length - 1];
  const trending = await trendingIdsOf(context);
  return {
    threads: page.map((row) => toThreadSummary(row, trending)),
    nextCursor:
      rows.length > FORUM_THREADS_PAGE_SIZE && last ? encodeThreadCursor(query.sortBy, last) : null,
  };
}

async function visibleThreadRow(
  context: AppContext,
  viewer: Viewer,
  threadId: number,
): Promise<ThreadRow> {
  const row = await findThreadById(context.db, threadId);
  if (!row || !canSee(viewer, row)) throw notFound(THREAD_NOT_FOUND_MESSAGE);
  return row;
}

async function toThreadReply(
  context: AppContext,
  viewer: Viewer,
  row: ThreadRow,
): Promise<ForumThread> {
  const myVote = viewer ? await findThreadVote(context.db, row.id, viewer.id) : 0;
  return toForumThread(row, await trendingIdsOf(context), myVote);
}

/**
 * A discussion as the reader may see it (no view counted): what edits and moderation answer
 * with. 404 'Discussion not found' for an unknown id or a hidden one the reader may not see.
 */
export async function getThread(
  context: AppContext,
  viewer: SignedIn["user"] | null,
  threadId: number,
): Promise<ForumThread> {
  return toThreadReply(context, viewer, await visibleThreadRow(context, viewer, threadId));
}

/** `GET /api/forum/threads/{id}`: the discussion, counting a view once per viewer per hour. */
export async function readThread(
  context: AppContext,
  reader: { user: Viewer; ip: string },
  threadId: number,
): Promise<ForumThread> {
  const row = await visibleThreadRow(context, reader.user, threadId);
  const counted = row.isHidden
    ? false
    : await countThreadView(
        context,
        row.id,
        threadViewerKey(context, reader.user?.id ?? null, reader.ip),
        context.now(),
      );
  return toThreadReply(context, reader.user, {
    ...row,
    views: Number(row.views) + (counted ? 1 : 0),
  });
}

/** The members a post mentions that exist, and the paths their "@name" links open. */
async function resolveMentions(db: Kysely<Database>, content: string) {
  const users = await findUsersByUsernameKeys(db, findMentions(content));
  return {
    users,
    paths: new Map(users.map((user) => [user.usernameKey, `/user/${user.id}`])),
  };
}

/**
 * `POST /api/forum/threads`: within the member's posting allowance, the discussion, its tags,
 * the category's counts, the mentioned members' notifications and the category's points
 * reward, all in one transaction.
 */
export async function createThread(
  context: AppContext,
  auth: SignedIn,
  input: CreateThread,
): Promise<CreatedThreadReply> {
  const category = await findForumCategory(context.db, input.categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  const mentions = await resolveMentions(context.db, input.content);
  const contentHtml = renderMarkdown(input.content, mentions.paths);
  const actor = auth.user;
  const outcome = await withAwards(context, actor.id, async (scope) => {
    await consumePostAllowance(
      { db: scope.trx, engine: context.engine },
      actor,
      "thread",
      input.content,
      scope.now,
    );
    const threadId = await insertThread(scope.trx, {
      categoryId: category.id,
      authorId: actor.id,
      title: input.title,
      content: input.content,
      contentHtml,
      excerpt: threadExcerpt(input.content),
      tags: input.tags,
      hotScore: hotScore({ upvotes: 0, downvotes: 0, replyCount: 0 }, scope.now),
      createdAt: scope.now.toISOString(),
    });
    await refreshThreadStats(scope.trx, threadId);
    await refreshCategoryCounts(scope.trx, category.id);
    await recordNewMentions(
      scope.trx,
      { type: "thread", id: threadId },
      mentions.users.map((user) => user.id),
      scope.now,
    );
    const notified = await recordNotifications(
      scope.trx,
      mentions.users.map((user) => ({
        userId: user.id,
        kind: "mention" as const,
        actorId: actor.id,
        text: `${actor.username} mentioned you in “${input.title}”`,
        url: threadPath(threadId),
        threadId,
      })),
      scope.now,
    );
    const earned = await awardThreadStarted(scope, threadId, category.pointsReward);
    const row = await findThreadById(scope.trx, threadId);
    if (!row) throw notFound(THREAD_NOT_FOUND_MESSAGE);
    return { row, earned, notified };
  });
  const { row, earned, notified } = outcome.result;
  await publishUnreadCounts(context, notified);
  return {
    ...toForumThread(row, await trendingIdsOf(context), 0),
    award: awardReplyOf({ ...outcome, result: earned }),
  };
}

const replyCursorSchema = z.strictObject({ after: cursorIdSchema });

/**
 * `GET /api/forum/threads/{id}/replies`: oldest first, 50 a page. Hidden replies are left out
 * except for admins, who see them marked.
 */
export async function listReplies(
  context: AppContext,
  viewer: Viewer,
  threadId: number,
  cursorText: string | undefined,
): Promise<RepliesPage> {
  const thread = await findThreadState(context.db, threadId);
  if (!thread || !canSee(viewer, thread)) throw notFound(THREAD_NOT_FOUND_MESSAGE);
  const afterId = cursorText ? decodeCursor(replyCursorSchema, cursorText).after : undefined;
  const rows = await findRepliesOfThread(context.db, threadId, {
    afterId,
    limit: FORUM_REPLIES_PAGE_SIZE + 1,
    includeHidden: isAdmin(viewer),
  });
  const page = rows.slice(0, FORUM_REPLIES_PAGE_SIZE);
  const votes = viewer
    ? await findReplyVotes(
        context.db,
        viewer.id,
        page.map((row) => row.id),
      )
    : new Map<number, number>();
  const last = page[page.length - 1];
  return {
    replies: page.map((row) => toForumReply(row, votes.get(row.id))),
    nextCursor:
      rows.length > FORUM_REPLIES_PAGE_SIZE && last ? encodeCursor({ after: last.id }) : null,
    total: thread.replyCount,
  };
}

/**
 * One reply as the reader may see it: 404 'Reply not found' when it or its discussion is
 * hidden from them (a hidden reply shows to admins and to its own author).
 */
export async function getReply(
  context: AppContext,
  viewer: SignedIn["user"] | null,
  replyId: number,
): Promise<ForumReply> {
  const row = await findReplyById(context.db, replyId);
  const thread = row ? await findThreadState(context.db, row.threadId) : undefined;
  const replyVisible =
    row !== undefined &&
    (!row.isHidden || (viewer !== null && (isAdmin(viewer) || row.authorId === viewer.id)));
  if (!row || !thread || !replyVisible || !canSee(viewer, thread)) {
    throw notFound(REPLY_NOT_FOUND_MESSAGE);
  }
  const votes = viewer ? await findReplyVotes(context.db, viewer.id, [row.id]) : new Map();
  return toForumReply(row, votes.get(row.id));
}

/** The quoted reply, which must be a reply the poster can see in this discussion. */
async function quoteOf(
  trx: Kysely<Database>,
  viewer: SignedIn["user"],
  threadId: number,
  quoteReplyId: number | undefined,
): Promise<{ quote: ReplyRow; excerpt: string } | null> {
  if (quoteReplyId === undefined) return null;
  const quoted = await findReplyById(trx, quoteReplyId);
  if (!quoted || quoted.threadId !== threadId || (quoted.isHidden && !isAdmin(viewer))) {
    throw badRequest(QUOTE_NOT_IN_THREAD_MESSAGE);
  }
  return { quote: quoted, excerpt: markdownExcerpt(quoted.content, QUOTE_EXCERPT_CHARS) };
}

function replyNotifications(
  actor: SignedIn["user"],
  thread: ThreadState,
  replyId: number,
  quotedAuthorId: number | null,
  mentioned: readonly { id: number }[],
): NotificationDraft[] {
  const base = {
    actorId: actor.id,
    url: threadPath(thread.id, replyId),
    threadId: thread.id,
    replyId,
  };
  const drafts: NotificationDraft[] = [];
  if (thread.authorId !== null) {
    drafts.push({
      ...base,
      userId: thread.authorId,
      kind: "reply",
      text: `${actor.username} replied to “${thread.title}”`,
    });
  }
  if (quotedAuthorId !== null) {
    drafts.push({
      ...base,
      userId: quotedAuthorId,
      kind: "quote",
      text: `${actor.username} quoted your reply in “${thread.title}”`,
    });
  }
  for (const user of mentioned) {
    drafts.push({
      ...base,
      userId: user.id,
      kind: "mention",
      text: `${actor.username} mentioned you in “${thread.title}”`,
    });
  }
  return drafts;
}

/**
 * `POST /api/forum/threads/{id}/replies`: within the member's posting allowance, the reply,
 * the discussion's statistics and activity time, the category's counts, the notifications and
 * the reply's points in one transaction; then the live event and the new unread counts.
 */
export async function createReply(
  context: AppContext,
  auth: SignedIn,
  threadId: number,
  input: CreateReply,
): Promise<CreatedReply> {
  const actor = auth.user;
  const mentions = await resolveMentions(context.db, input.content);
  const contentHtml = renderMarkdown(input.content, mentions.paths);
  const outcome = await withAwards(context, actor.id, async (scope) => {
    const thread = await lockThread(scope.trx, context.engine, threadId);
    if (!thread || thread.isHidden) throw notFound(THREAD_NOT_FOUND_MESSAGE);
    if (thread.isLocked && !isAdmin(actor)) throw forbidden(LOCKED_THREAD_MESSAGE);
    await consumePostAllowance(
      { db: scope.trx, engine: context.engine },
      actor,
      "reply",
      input.content,
      scope.now,
    );
    // Checked after the allowance: a refusal here rolls the attempt back with everything else.
    const quoted = await quoteOf(scope.trx, actor, threadId, input.quoteReplyId);
    const now = scope.now.toISOString();
    const replyId = await insertReply(scope.trx, {
      threadId,
      authorId: actor.id,
      content: input.content,
      contentHtml,
      quote: quoted && {
        replyId: quoted.quote.id,
        author: toForumAuthor(quoted.quote).username,
        excerpt: quoted.excerpt,
      },
      createdAt: now,
    });
    await touchThreadActivity(scope.trx, threadId, now);
    await refreshThreadStats(scope.trx, threadId);
    await refreshCategoryCounts(scope.trx, thread.categoryId);
    await recordNewMentions(
      scope.trx,
      { type: "reply", id: replyId },
      mentions.users.map((user) => user.id),
      scope.now,
    );
    const notified = await recordNotifications(
      scope.trx,
      replyNotifications(actor, thread, replyId, quoted?.quote.authorId ?? null, mentions.users),
      scope.now,
    );
    const earned = await awardReplyPosted(scope, replyId);
    const row = await findReplyById(scope.trx, replyId);
    if (!row) throw notFound(REPLY_NOT_FOUND_MESSAGE);
    return { row, earned, notified };
  });
  const { row, earned, notified } = outcome.result;
  context.events.publish(threadChannel(threadId), { type: "reply", threadId, replyId: row.id });
  await publishUnreadCounts(context, notified);
  return { ...toForumReply(row, 0), award: awardReplyOf({ ...outcome, result: earned }) };
}
