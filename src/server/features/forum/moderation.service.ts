import type { Kysely, Transaction, Updateable } from "kysely";
import {
  type ForumReply,
  type ForumThread,
  THREAD_MODERATION_FIELDS,
  threadPath,
  type UpdateThread,
} from "../../../shared/forum";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import type { Database, ForumThreadTable } from "../../db/schema";
import { consumeEditAllowance } from "../../lib/edit-allowance";
import { forbidden, notFound } from "../../lib/http-error";
import { findMentions, renderMarkdown } from "../../lib/markdown";
import { type ContentActor, mayChangeContentOf } from "../../plugins/content-actor";
import { withAwards } from "../gamification";
import { type NotificationDraft, publishUnreadCounts, recordNotifications } from "../notifications";
import type { UserRow } from "../users";
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  getReply,
  getThread,
  REPLY_NOT_FOUND_MESSAGE,
  THREAD_NOT_FOUND_MESSAGE,
} from "./forum.service";
import { reverseReplyAward, reverseThreadAward, reverseUpvoteAward } from "./forum-awards";
import { refreshCategoryCounts, refreshThreadStats } from "./forum-counts.repo";
import { threadExcerpt } from "./forum-view";
import { findUsersByUsernameKeys, recordNewMentions } from "./mentions.repo";
import {
  categoryExists,
  deleteReplyRow,
  deleteThreadRow,
  type EditableReply,
  type EditableThread,
  findEditableReply,
  findEditableThread,
  findThreadReplies,
  findThreadReplyUpvotes,
  lockThreadForDelete,
  replaceThreadTags,
  updateReplyRow,
  updateThreadRow,
} from "./moderation.repo";
import { findUpvoters, lockMembers } from "./votes.repo";

export const MODERATORS_ONLY_MESSAGE = "Only moderators can do that";
export const OWN_POSTS_ONLY_MESSAGE = "You can only edit your own posts";
export const DELETE_OWN_POSTS_ONLY_MESSAGE = "You can only delete your own posts";

type ModerationContext = Pick<AppContext, "db" | "engine" | "now">;

const isAdmin = (user: UserRow) => Boolean(user.isAdmin);

/** A hidden post is as good as absent for anyone but admins and its author. */
function isVisibleTo(user: UserRow, post: { isHidden: boolean; authorId: number | null }) {
  return !post.isHidden || isAdmin(user) || post.authorId === user.id;
}

async function editableThread(
  context: ModerationContext,
  user: UserRow,
  threadId: number,
): Promise<EditableThread> {
  const thread = await findEditableThread(context.db, threadId);
  if (!thread || !isVisibleTo(user, thread)) throw notFound(THREAD_NOT_FOUND_MESSAGE);
  return thread;
}

async function editableReply(
  context: ModerationContext,
  user: UserRow,
  replyId: number,
): Promise<EditableReply> {
  const reply = await findEditableReply(context.db, replyId);
  const thread = reply ? await findEditableThread(context.db, reply.threadId) : undefined;
  if (!reply || !thread || !isVisibleTo(user, reply) || !isVisibleTo(user, thread)) {
    throw notFound(REPLY_NOT_FOUND_MESSAGE);
  }
  return reply;
}

/**
 * Markdown rendered to safe HTML, "@name" of existing members linked to their profiles, and
 * the members the new text names that the text it replaces did not (see mentionsToTell).
 */
async function renderEdit(db: Kysely<Database>, before: string, after: string) {
  const users = await findUsersByUsernameKeys(db, findMentions(after));
  const earlier = new Set(findMentions(before));
  return {
    html: renderMarkdown(after, new Map(users.map((u) => [u.usernameKey, `/user/${u.id}`]))),
    mentioned: users,
    newlyNamed: users.filter((u) => !earlier.has(u.usernameKey)),
  };
}

/**
 * Records who the edited post names and returns those to tell: named for the first time, as a
 * new post would tell them. Whoever the post named at any time (recorded, or in the text being
 * replaced) was told then and is not told again, however the text changes in between.
 */
async function mentionsToTell(
  trx: Transaction<Database>,
  post: { type: "thread" | "reply"; id: number },
  rendered: { mentioned: readonly { id: number }[]; newlyNamed: readonly { id: number }[] },
  now: Date,
): Promise<{ id: number }[]> {
  const fresh = await recordNewMentions(
    trx,
    post,
    rendered.mentioned.map((user) => user.id),
    now,
  );
  return rendered.newlyNamed.filter((user) => fresh.has(user.id));
}

function mentionDrafts(
  actor: UserRow,
  users: readonly { id: number }[],
  place: { threadId: number; threadTitle: string; replyId?: number },
): NotificationDraft[] {
  return users.map((mentioned) => ({
    userId: mentioned.id,
    kind: "mention" as const,
    actorId: actor.id,
    text: `${actor.username} mentioned you in “${place.threadTitle}”`,
    url: threadPath(place.threadId, place.replyId),
    threadId: place.threadId,
    replyId: place.replyId ?? null,
  }));
}

/**
 * `PATCH /api/forum/threads/{id}`: the author edits title, content and tags (marked edited);
 * admins may also pin, lock, feature, mark as hot topic, hide and move it. Category counts are
 * recomputed for both categories when a move or a hide changes what they hold.
 */
export async function updateThread(
  context: AppContext,
  actor: ContentActor,
  threadId: number,
  patch: UpdateThread,
): Promise<ForumThread> {
  const { user } = actor;
  const thread = await editableThread(context, user, threadId);
  const moderates = THREAD_MODERATION_FIELDS.some((field) => patch[field] !== undefined);
  if (moderates) {
    if (!isAdmin(user)) throw forbidden(MODERATORS_ONLY_MESSAGE);
    actor.usesAdminRole();
  }
  if (!mayChangeContentOf(actor, thread.authorId)) throw forbidden(OWN_POSTS_ONLY_MESSAGE);
  if (patch.categoryId !== undefined && !(await categoryExists(context.db, patch.categoryId))) {
    throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  }
  const now = context.now();
  const changes: Updateable<ForumThreadTable> = {};
  if (patch.title !== undefined) changes.title = patch.title;
  let rendered: Awaited<ReturnType<typeof renderEdit>> | null = null;
  if (patch.content !== undefined) {
    rendered = await renderEdit(context.db, thread.content, patch.content);
    changes.content = patch.content;
    changes.contentHtml = rendered.html;
    changes.excerpt = threadExcerpt(patch.content);
  }
  if (patch.tags !== undefined) changes.tags = JSON.stringify(patch.tags);
  // Only the author's own words mark a post edited (and use the edit allowance); moderation does not.
  const rewrites = Object.keys(changes).length > 0;
  if (rewrites) changes.editedAt = now.toISOString();
  for (const field of ["isSticky", "isLocked", "isFeatured", "isHotTopic", "isHidden"] as const) {
    const value = patch[field];
    if (value !== undefined) changes[field] = value;
  }
  if (patch.categoryId !== undefined) changes.categoryId = patch.categoryId;

  const notified = await context.db.transaction().execute(async (trx) => {
    if (rewrites) await consumeEditAllowance({ db: trx, engine: context.engine }, user.id, now);
    await updateThreadRow(trx, threadId, changes);
    if (patch.tags !== undefined) await replaceThreadTags(trx, threadId, patch.tags);
    const moved = patch.categoryId !== undefined && patch.categoryId !== thread.categoryId;
    if (moved || patch.isHidden !== undefined) {
      for (const categoryId of [
        ...new Set([thread.categoryId, patch.categoryId ?? thread.categoryId]),
      ].sort((a, b) => a - b)) {
        await refreshCategoryCounts(trx, categoryId);
      }
    }
    const place = { threadId, threadTitle: patch.title ?? thread.title };
    const told = rendered
      ? await mentionsToTell(trx, { type: "thread", id: threadId }, rendered, now)
      : [];
    return recordNotifications(trx, mentionDrafts(user, told, place), now);
  });
  await publishUnreadCounts(context, notified);
  return getThread(context, user, threadId);
}

/** `PATCH /api/forum/replies/{id}`: the author (or an admin) rewrites a reply; marked edited. */
export async function updateReply(
  context: AppContext,
  actor: ContentActor,
  replyId: number,
  content: string,
): Promise<ForumReply> {
  const { user } = actor;
  const reply = await editableReply(context, user, replyId);
  if (!mayChangeContentOf(actor, reply.authorId)) throw forbidden(OWN_POSTS_ONLY_MESSAGE);
  const rendered = await renderEdit(context.db, reply.content, content);
  const now = context.now();
  const notified = await context.db.transaction().execute(async (trx) => {
    await consumeEditAllowance({ db: trx, engine: context.engine }, user.id, now);
    await updateReplyRow(trx, replyId, {
      content,
      contentHtml: rendered.html,
      editedAt: now.toISOString(),
    });
    const place = { threadId: reply.threadId, threadTitle: reply.threadTitle, replyId };
    const told = await mentionsToTell(trx, { type: "reply", id: replyId }, rendered, now);
    return recordNotifications(trx, mentionDrafts(user, told, place), now);
  });
  await publishUnreadCounts(context, notified);
  return getReply(context, user, replyId);
}

/** `DELETE /api/forum/threads/{id}`: the author or an admin. */
export async function deleteThread(
  context: ModerationContext,
  actor: ContentActor,
  threadId: number,
): Promise<void> {
  const thread = await editableThread(context, actor.user, threadId);
  if (!mayChangeContentOf(actor, thread.authorId)) {
    throw forbidden(DELETE_OWN_POSTS_ONLY_MESSAGE);
  }
  await removeThread(context, threadId);
}

/** `DELETE /api/forum/replies/{id}`: the author or an admin. */
export async function deleteReply(
  context: ModerationContext,
  actor: ContentActor,
  replyId: number,
): Promise<void> {
  const reply = await editableReply(context, actor.user, replyId);
  if (!mayChangeContentOf(actor, reply.authorId)) {
    throw forbidden(DELETE_OWN_POSTS_ONLY_MESSAGE);
  }
  await removeReply(context, replyId);
}

/**
 * Deletes a discussion with everything in it and takes back what it earned: the author's
 * award for starting it, each reply's award, and every upvote award paid on them. One
 * transaction: the members are locked in ascending id order (as a vote locks them), then
 * their awards are reversed, then the rows go and the category is recounted.
 */
export async function removeThread(context: ModerationContext, threadId: number): Promise<void> {
  await inTransaction(context.db, async (trx) => {
    const inner = { ...context, db: trx };
    const thread = await findEditableThread(trx, threadId);
    if (!thread) throw notFound(THREAD_NOT_FOUND_MESSAGE);
    const replies = await findThreadReplies(trx, threadId);
    await reverseDiscussionAwards(inner, threadId, thread, replies);
    // A reply posted meanwhile has committed once the discussion's row is ours: take back
    // its award too (its author was not among those locked above).
    await lockThreadForDelete(trx, context.engine, threadId);
    const known = new Set(replies.map((reply) => reply.id));
    const late = (await findThreadReplies(trx, threadId)).filter((reply) => !known.has(reply.id));
    if (late.length > 0) await reverseDiscussionAwards(inner, threadId, null, late);
    await deleteThreadRow(trx, threadId);
    await refreshCategoryCounts(trx, thread.categoryId);
  });
}

/**
 * Reverses the awards of a discussion's opening post (when given) and of the given replies,
 * one member at a time in ascending id order.
 */
async function reverseDiscussionAwards(
  context: ModerationContext & { db: Transaction<Database> },
  threadId: number,
  thread: EditableThread | null,
  replies: readonly { id: number; authorId: number | null }[],
): Promise<void> {
  const trx = context.db;
  const authors = new Set<number>();
  if (thread?.authorId != null) authors.add(thread.authorId);
  for (const reply of replies) if (reply.authorId !== null) authors.add(reply.authorId);
  const ordered = [...authors].sort((a, b) => a - b);
  await lockMembers(trx, context.engine, ordered);
  // Read once the authors are locked: a vote on their posts waits for them, so none is missed.
  const threadUpvoters = thread ? await findUpvoters(trx, "thread", threadId) : [];
  const replyIds = new Set(replies.map((reply) => reply.id));
  const replyUpvotes = (await findThreadReplyUpvotes(trx, threadId)).filter((vote) =>
    replyIds.has(vote.replyId),
  );
  for (const authorId of ordered) {
    await withAwards(context, authorId, async (scope) => {
      if (thread && thread.authorId === authorId) {
        await reverseThreadAward(scope, threadId);
        for (const voterId of threadUpvoters) {
          await reverseUpvoteAward(scope, "thread", threadId, voterId);
        }
      }
      for (const reply of replies) {
        if (reply.authorId !== authorId) continue;
        await reverseReplyAward(scope, reply.id);
        for (const vote of replyUpvotes) {
          if (vote.replyId === reply.id) {
            await reverseUpvoteAward(scope, "reply", reply.id, vote.userId);
          }
        }
      }
    });
  }
}

/**
 * Deletes a reply, takes back its award and the upvote awards paid on it, and recounts its
 * discussion and category, in one transaction.
 */
export async function removeReply(context: ModerationContext, replyId: number): Promise<void> {
  await inTransaction(context.db, async (trx) => {
    const reply = await findEditableReply(trx, replyId);
    if (!reply) throw notFound(REPLY_NOT_FOUND_MESSAGE);
    const authorId = reply.authorId;
    if (authorId !== null) {
      await lockMembers(trx, context.engine, [authorId]);
      const upvoters = await findUpvoters(trx, "reply", replyId);
      await withAwards({ ...context, db: trx }, authorId, async (scope) => {
        await reverseReplyAward(scope, replyId);
        for (const voterId of upvoters) await reverseUpvoteAward(scope, "reply", replyId, voterId);
      });
    }
    await deleteReplyRow(trx, replyId);
    await refreshThreadStats(trx, reply.threadId);
    await refreshCategoryCounts(trx, reply.categoryId);
  });
}
