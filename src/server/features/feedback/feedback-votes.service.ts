import type { FeedbackVoteReply } from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import { conflict, notFound } from "../../lib/http-error";
import { lockMembers } from "../forum";
import { type AwardScope, withAwards } from "../gamification";
import type { UserRow } from "../users";
import { FEEDBACK_NOT_FOUND_MESSAGE } from "./feedback.service";
import { awardFeedbackVoteReceived, reverseFeedbackVoteAward } from "./feedback-awards";
import { refreshFeedbackCounts } from "./feedback-counts.repo";
import { consumeVoteAllowance } from "./feedback-limits";
import {
  deleteFeedbackVote,
  type FeedbackVoteTarget,
  findFeedbackVoteTarget,
  hasFeedbackVote,
  insertFeedbackVote,
} from "./feedback-votes.repo";

export const VOTING_CLOSED_MESSAGE = "Voting is closed for this feedback";
export const mergedVoteMessage = (intoId: number) =>
  `This feedback was merged into #${intoId}. Vote there instead.`;

type VoteContext = Pick<AppContext, "db" | "engine" | "now">;

/** 404 for an unknown or hidden item, 409 for a merged duplicate or a closed item. */
function checkVotable(target: FeedbackVoteTarget | undefined): FeedbackVoteTarget {
  if (!target || target.isHidden) throw notFound(FEEDBACK_NOT_FOUND_MESSAGE);
  if (target.mergedIntoId !== null) throw conflict(mergedVoteMessage(target.mergedIntoId));
  if (target.status === "closed") throw conflict(VOTING_CLOSED_MESSAGE);
  return target;
}

/**
 * `POST /api/community-feedback/{id}/vote`: adds the reader's vote, or takes it back. The vote
 * row, the item's count (recomputed from the rows) and the author's award change in one
 * transaction that holds the item's row, so any number of concurrent toggles ends with the
 * count equal to the rows. A vote earns the author points once per voter (not for their own
 * vote); withdrawing it reverses them, and voting again earns nothing more.
 */
export async function toggleFeedbackVote(
  context: VoteContext,
  voter: UserRow,
  feedbackId: number,
): Promise<FeedbackVoteReply> {
  checkVotable(await findFeedbackVoteTarget(context.db, context.engine, feedbackId));
  const now = context.now();
  await consumeVoteAllowance(context, voter.id, now);

  return context.db.transaction().execute(async (trx) => {
    const inner = { ...context, db: trx };
    const first = await findFeedbackVoteTarget(trx, context.engine, feedbackId);
    const authorId = first?.authorId ?? null;
    // Members first, in id order (as the forum's votes), then the item: one lock order for all.
    await lockMembers(trx, context.engine, authorId === null ? [voter.id] : [voter.id, authorId]);
    const record = async (scope: AwardScope | null): Promise<FeedbackVoteReply> => {
      checkVotable(await findFeedbackVoteTarget(trx, context.engine, feedbackId, { lock: true }));
      const had = await hasFeedbackVote(trx, feedbackId, voter.id);
      if (had) await deleteFeedbackVote(trx, feedbackId, voter.id);
      else await insertFeedbackVote(trx, feedbackId, voter.id, now.toISOString());
      await refreshFeedbackCounts(trx, feedbackId);
      if (scope && !had) await awardFeedbackVoteReceived(scope, feedbackId, voter.id);
      if (scope && had) await reverseFeedbackVoteAward(scope, feedbackId, voter.id);
      const after = await findFeedbackVoteTarget(trx, context.engine, feedbackId);
      return { votes: after?.votes ?? 0, hasVoted: !had };
    };
    if (authorId === null || authorId === voter.id) return record(null);
    return (await withAwards(inner, authorId, record)).result;
  });
}
