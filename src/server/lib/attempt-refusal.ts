import { type AttemptLimit, consumeAttempt, type LimiterContext } from "./attempt-limiter";
import { TooManyRequestsError } from "./http-error";

/** "1 second", "12 seconds": a wait, rounded up to whole seconds and never less than one. */
export function secondsText(value: number): string {
  const whole = Math.max(1, Math.ceil(value));
  return `${whole} second${whole === 1 ? "" : "s"}`;
}

/**
 * Records one attempt of the subject, as `consumeAttempt`, but a refusal (429 with Retry-After)
 * says `message(wait)`: the message may name the wait, which a limit's fixed message cannot.
 */
export async function consumeAttemptOr(
  context: LimiterContext,
  limit: AttemptLimit,
  subject: string,
  now: Date,
  message: (retryAfterSeconds: number) => string,
): Promise<void> {
  try {
    await consumeAttempt(context, limit, [subject], now);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(error.retryAfterSeconds, message(error.retryAfterSeconds));
  }
}
