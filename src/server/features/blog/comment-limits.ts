import { COMMENT_MIN_INTERVAL_SECONDS, COMMENTS_PER_DAY } from "../../../shared/blog-limits";
import { DAY_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import type { AttemptLimit } from "../../lib/attempt-limiter";
import { consumeAttemptOr, secondsText } from "../../lib/attempt-refusal";

const COMMENT_INTERVAL: AttemptLimit = {
  kind: "comment-interval",
  max: 1,
  windowMs: COMMENT_MIN_INTERVAL_SECONDS * 1000,
};
const COMMENTS_DAILY: AttemptLimit = {
  kind: "comment-daily",
  max: COMMENTS_PER_DAY,
  windowMs: DAY_MS,
};

/**
 * A member's pace and daily number of comments: the check and the record are one atomic step,
 * so concurrent posts cannot slip past. Refusals are 429 with Retry-After and a message that
 * says how long to wait.
 */
export async function consumeCommentAllowance(
  context: Pick<AppContext, "db" | "engine">,
  userId: number,
  now: Date,
): Promise<void> {
  const subject = `user:${userId}`;
  await consumeAttemptOr(
    context,
    COMMENT_INTERVAL,
    subject,
    now,
    (wait) =>
      `You're commenting too quickly. Please wait ${secondsText(wait)} before posting again.`,
  );
  await consumeAttemptOr(
    context,
    COMMENTS_DAILY,
    subject,
    now,
    () => `You've reached the limit of ${COMMENTS_PER_DAY} comments a day. Please try again later.`,
  );
}
