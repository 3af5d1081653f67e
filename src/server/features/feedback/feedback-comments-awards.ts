import type { AwardScope, Earned } from "../gamification";
import { AWARD_RULES } from "../gamification";

/**
 * What commenting on feedback earns, and taking it back. Keyed by the comment, so a comment
 * pays once whatever the retries and deleting it reverses exactly that payment.
 */
const commentKey = (commentId: number) => `feedback-comment:${commentId}`;

export function awardFeedbackComment(scope: AwardScope, commentId: number): Promise<Earned> {
  return scope.creditCapped(AWARD_RULES.feedbackCommentPosted, {
    idempotencyKey: commentKey(commentId),
  });
}

export function reverseFeedbackCommentAward(scope: AwardScope, commentId: number): Promise<Earned> {
  return scope.reverse({
    idempotencyKey: commentKey(commentId),
    reversalKey: `${commentKey(commentId)}:deleted`,
  });
}
