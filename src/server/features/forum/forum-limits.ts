import type { Kysely } from "kysely";
import { DAY_MS } from "../../../shared/time-units";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import type { AttemptLimit } from "../../lib/attempt-limiter";
import { consumeAttemptOr, secondsText } from "../../lib/attempt-refusal";
import { conflict } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import type { UserRow } from "../users";
import { findLatestReplyOfAuthor } from "./replies.repo";
import { findLatestThreadOfAuthor } from "./threads.repo";

/**
 * The forum's anti-abuse rules for posting. Spam comes in bursts and from fresh accounts:
 * every member waits a little between two posts, accounts younger than a day post only a
 * few, every account has a generous daily ceiling, and the same text twice in a row is refused.
 */
export type ForumPostKind = "thread" | "reply";

export const POST_INTERVAL_SECONDS = 15;
/** An account younger than this is "new". */
export const NEW_ACCOUNT_AGE_MS = DAY_MS;
export const DAILY_POSTS: Record<ForumPostKind, { newAccount: number; any: number }> = {
  thread: { newAccount: 3, any: 20 },
  reply: { newAccount: 20, any: 200 },
};
export const DUPLICATE_POST_MESSAGE = "You just posted that. Please write something new.";

const NOUN: Record<ForumPostKind, string> = { thread: "discussions", reply: "replies" };

const POST_INTERVAL: AttemptLimit = {
  kind: "forum-post-interval",
  max: 1,
  windowMs: POST_INTERVAL_SECONDS * 1000,
};

function dailyLimit(kind: ForumPostKind, isNewAccount: boolean): AttemptLimit {
  const max = isNewAccount ? DAILY_POSTS[kind].newAccount : DAILY_POSTS[kind].any;
  return {
    kind: `forum-${kind}-daily${isNewAccount ? "-new" : ""}`,
    max,
    windowMs: DAY_MS,
  };
}

/** The member's newest post of either kind, by time. */
async function latestPostContent(db: Kysely<Database>, userId: number): Promise<string | null> {
  // One after the other: inside a transaction both run on its one connection anyway.
  const thread = await findLatestThreadOfAuthor(db, userId);
  const reply = await findLatestReplyOfAuthor(db, userId);
  if (!thread) return reply?.content ?? null;
  if (!reply) return thread.content;
  return toIsoString(thread.createdAt) > toIsoString(reply.createdAt)
    ? thread.content
    : reply.content;
}

/**
 * Checks and records one post of the member. Call inside the post's transaction: a post that
 * fails afterwards (even with a 503) rolls its attempt back and so uses up nothing.
 * Refusals: 409 for a repeat of their last post, 429 with Retry-After and a readable message
 * for the pace and the daily numbers.
 */
export async function consumePostAllowance(
  context: { db: Kysely<Database>; engine: Engine },
  user: Pick<UserRow, "id" | "createdAt">,
  kind: ForumPostKind,
  content: string,
  now: Date,
): Promise<void> {
  const latest = await latestPostContent(context.db, user.id);
  if (latest !== null && latest.trim() === content.trim()) throw conflict(DUPLICATE_POST_MESSAGE);
  const subject = `user:${user.id}`;
  await consumeAttemptOr(
    context,
    POST_INTERVAL,
    subject,
    now,
    (wait) => `You're posting too quickly. Please wait ${secondsText(wait)} before posting again.`,
  );
  const isNewAccount =
    now.getTime() - new Date(toIsoString(user.createdAt)).getTime() < NEW_ACCOUNT_AGE_MS;
  if (isNewAccount) {
    const max = DAILY_POSTS[kind].newAccount;
    await consumeAttemptOr(
      context,
      dailyLimit(kind, true),
      subject,
      now,
      () => `New accounts can post ${max} ${NOUN[kind]} a day. Please try again later.`,
    );
  }
  const max = DAILY_POSTS[kind].any;
  await consumeAttemptOr(
    context,
    dailyLimit(kind, false),
    subject,
    now,
    () => `You've reached the limit of ${max} ${NOUN[kind]} a day. Please try again later.`,
  );
}
