import type { VoteReply, VoteValue } from "../../../shared/forum";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { forbidden, notFound } from "../../lib/http-error";
import { type AwardScope, withAwards } from "../gamification";
import type { UserRow } from "../users";
import { awardUpvoteReceived, type ForumPostKind, reverseUpvoteAward } from "./forum-awards";
import { refreshReplyVotes, refreshThreadStats } from "./forum-counts.repo";
import { findVoteCounts, findVoteTarget, findVoteValue, lockMembers, saveVote } from "./votes.repo";

export const VOTES_PER_DAY = 300;
export const VOTES_PER_MINUTE = 60;
export const VOTE_DAILY_LIMIT_MESSAGE =
  "You've reached today's voting limit. Please try again tomorrow.";

export const VOTES_DAILY: AttemptLimit = {
  kind: "forum-vote-daily",
  max: VOTES_PER_DAY,
  windowMs: 24 * 60 * 60 * 1000,
  message: VOTE_DAILY_LIMIT_MESSAGE,
};
// Scripts clicking through a thread hit this long before the daily limit.
export const VOTES_BURST: AttemptLimit = {
  kind: "forum-vote-minute",
  max: VOTES_PER_MINUTE,
  windowMs: 60 * 1000,
  message: "You're voting too quickly. Please wait a minute and try again.",
};

type VoteContext = Pick<AppContext, "db" | "engine" | "now">;

/**
 * One vote per member and post: 1 or -1 replaces the member's earlier vote, 0 removes it.
 * The vote row, the post's counts (and its discussion's score and hot score) and the author's
 * upvote award change in one transaction. Members never vote on their own posts.
 */
export async function castVote(
  context: VoteContext,
  voter: UserRow,
  kind: ForumPostKind,
  postId: number,
  value: VoteValue,
): Promise<VoteReply> {
  const target = await findVoteTarget(context.db, kind, postId);
  if (!target || target.isHidden) throw notFound(notFoundMessage(kind));
  if (target.authorId === voter.id) throw forbidden("You cannot vote on your own post");
  const now = context.now();
  const subjects = [`user:${voter.id}`];
  await consumeAttempt(context, VOTES_BURST, subjects, now);
  await consumeAttempt(context, VOTES_DAILY, subjects, now);

  return context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    const authorId = target.authorId;
    await lockMembers(trx, context.engine, authorId === null ? [voter.id] : [voter.id, authorId]);
    const record = async (scope: AwardScope | null) => {
      const before = await findVoteValue(trx, kind, postId, voter.id);
      if (before !== value) {
        await saveVote(trx, kind, postId, voter.id, value, now);
        if (kind === "reply") await refreshReplyVotes(trx, postId);
        await refreshThreadStats(trx, target.threadId);
        if (scope && before !== 1 && value === 1)
          await awardUpvoteReceived(scope, kind, postId, voter.id);
        if (scope && before === 1 && value !== 1)
          await reverseUpvoteAward(scope, kind, postId, voter.id);
      }
      return { ...(await findVoteCounts(trx, kind, postId)), myVote: value };
    };
    if (authorId === null) return record(null);
    return (await withAwards(inner, authorId, record)).result;
  });
}

function notFoundMessage(kind: ForumPostKind): string {
  return kind === "thread" ? "Discussion not found" : "Reply not found";
}
