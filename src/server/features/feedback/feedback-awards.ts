import type { AwardScope, Earned } from "../gamification";
import { AWARD_RULES } from "../gamification";

/**
 * What community feedback earns, credited inside the action's own transaction (the scope of
 * `withAwards` for the member who earns), each keyed so an event pays once whatever the retries.
 */
const submittedKey = (feedbackId: number) => `feedback-submitted:${feedbackId}`;
const voteKey = (feedbackId: number, voterId: number) => `feedback-vote:${feedbackId}:${voterId}`;

/** Submitting an item earns the author the rule's reward (within its daily cap). */
export function awardFeedbackSubmitted(scope: AwardScope, feedbackId: number): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.feedbackSubmitted, {
    idempotencyKey: submittedKey(feedbackId),
  });
}

/**
 * A vote earns the item's author something once per voter and item: taking the vote back
 * reverses it, and voting again earns nothing more (as the forum's upvotes).
 */
export function awardFeedbackVoteReceived(
  scope: AwardScope,
  feedbackId: number,
  voterId: number,
): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.feedbackVoteReceived, {
    idempotencyKey: voteKey(feedbackId, voterId),
  });
}

export function reverseFeedbackVoteAward(
  scope: AwardScope,
  feedbackId: number,
  voterId: number,
): Promise<Earned> {
  const key = voteKey(feedbackId, voterId);
  return scope.reverse({ idempotencyKey: key, reversalKey: `${key}:withdrawn` });
}
