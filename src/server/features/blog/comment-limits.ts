import { COMMENT_MIN_INTERVAL_SECONDS, COMMENTS_PER_DAY } from "../../../shared/blog-limits";
import { DAY_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { TooManyRequestsError } from "../../lib/http-error";

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

function seconds(value: number): string {
  const whole = Math.max(1, Math.ceil(value));
  return `${whole} second${whole === 1 ? "" : "s"}`;
}

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
  const subjects = [`user:${userId}`];
  try {
    await consumeAttempt(context, COMMENT_INTERVAL, subjects, now);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(
      error.retryAfterSeconds,
      `You're commenting too quickly. Please wait ${seconds(error.retryAfterSeconds)} before posting again.`,
    );
  }
  try {
    await consumeAttempt(context, COMMENTS_DAILY, subjects, now);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(
      error.retryAfterSeconds,
      `You've reached the limit of ${COMMENTS_PER_DAY} comments a day. Please try again later.`,
    );
  }
}
