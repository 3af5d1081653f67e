import type { AwardScope, CounterMetric, Earned } from "../gamification";
import { AWARD_RULES } from "../gamification";

/**
 * What the forum's actions earn, credited inside the action's own transaction (the scope of
 * `withAwards` for the member who earns). Each is keyed so an event pays once whatever the
 * retries; deleting a post takes its award back with a negative ledger row.
 */
export type ForumPostKind = "thread" | "reply";

const threadKey = (threadId: number) => `forum-thread:${threadId}`;
const replyKey = (replyId: number) => `forum-reply:${replyId}`;
const upvoteKey = (kind: ForumPostKind, postId: number, voterId: number) =>
  `forum-upvote:${kind}:${postId}:${voterId}`;

/** Starting a discussion earns its category's points reward (within the daily cap). */
export function awardThreadStarted(
  scope: AwardScope,
  threadId: number,
  pointsReward: number,
): Promise<Earned> {
  return scope.creditCapped(
    { ...AWARD_RULES.forumThreadStarted, points: pointsReward },
    { idempotencyKey: threadKey(threadId), counters: { forumThreads: 1 } },
  );
}

export function reverseThreadAward(scope: AwardScope, threadId: number): Promise<Earned> {
  return scope.reverse({
    idempotencyKey: threadKey(threadId),
    reversalKey: `${threadKey(threadId)}:deleted`,
    counters: { forumThreads: 1 },
  });
}

export function awardReplyPosted(scope: AwardScope, replyId: number): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.forumReplyPosted, {
    idempotencyKey: replyKey(replyId),
    counters: { forumReplies: 1 },
  });
}

export function reverseReplyAward(scope: AwardScope, replyId: number): Promise<Earned> {
  return scope.reverse({
    idempotencyKey: replyKey(replyId),
    reversalKey: `${replyKey(replyId)}:deleted`,
    counters: { forumReplies: 1 },
  });
}

const upvoteCounters: Partial<Record<CounterMetric, number>> = { forumUpvotesReceived: 1 };

/**
 * An upvote earns the post's author something once per voter and post: taking the vote back
 * reverses it, and voting up again earns nothing more.
 */
export function awardUpvoteReceived(
  scope: AwardScope,
  kind: ForumPostKind,
  postId: number,
  voterId: number,
): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.forumUpvoteReceived, {
    idempotencyKey: upvoteKey(kind, postId, voterId),
    counters: upvoteCounters,
  });
}

export function reverseUpvoteAward(
  scope: AwardScope,
  kind: ForumPostKind,
  postId: number,
  voterId: number,
): Promise<Earned> {
  const key = upvoteKey(kind, postId, voterId);
  return scope.reverse({
    idempotencyKey: key,
    reversalKey: `${key}:withdrawn`,
    counters: upvoteCounters,
  });
}
