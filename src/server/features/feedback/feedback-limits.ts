import type { Kysely } from "kysely";
import { DAY_MS } from "../../../shared/time-units";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { consumeAttemptOr, secondsText } from "../../lib/attempt-refusal";
import { toIsoString } from "../../lib/iso-date";
import type { UserRow } from "../users";

/**
 * Community feedback's anti-abuse rules, as the forum's posting rules: a pause between two
 * submissions of one member, a daily number (smaller for accounts younger than a day), and a
 * ceiling on vote toggles a minute, all through the one attempt limiter (429 + Retry-After).
 */
export const SUBMIT_INTERVAL_SECONDS = 30;
export const NEW_ACCOUNT_AGE_MS = DAY_MS;
export const DAILY_SUBMISSIONS = { newAccount: 3, any: 10 } as const;
export const VOTE_TOGGLES_PER_MINUTE = 60;
export const VOTE_TOO_FAST_MESSAGE =
  "You're voting too quickly. Please wait a minute and try again.";

type LimitContext = { db: Kysely<Database>; engine: Engine };

const SUBMIT_INTERVAL: AttemptLimit = {
  kind: "feedback-submit-interval",
  max: 1,
  windowMs: SUBMIT_INTERVAL_SECONDS * 1000,
};

const VOTE_BURST: AttemptLimit = {
  kind: "feedback-vote-minute",
  max: VOTE_TOGGLES_PER_MINUTE,
  windowMs: 60 * 1000,
  message: VOTE_TOO_FAST_MESSAGE,
};

/**
 * Checks and records one submission. Call inside the submission's transaction: a submission
 * that fails afterwards rolls its attempt back and so uses up nothing.
 */
export async function consumeSubmitAllowance(
  context: LimitContext,
  user: Pick<UserRow, "id" | "createdAt">,
  now: Date,
): Promise<void> {
  const subject = `user:${user.id}`;
  await consumeAttemptOr(
    context,
    SUBMIT_INTERVAL,
    subject,
    now,
    (wait) =>
      `You're submitting feedback too quickly. Please wait ${secondsText(wait)} before submitting again.`,
  );
  const isNewAccount =
    now.getTime() - new Date(toIsoString(user.createdAt)).getTime() < NEW_ACCOUNT_AGE_MS;
  const max = isNewAccount ? DAILY_SUBMISSIONS.newAccount : DAILY_SUBMISSIONS.any;
  await consumeAttemptOr(
    context,
    { kind: `feedback-submit-daily${isNewAccount ? "-new" : ""}`, max, windowMs: DAY_MS },
    subject,
    now,
    () =>
      isNewAccount
        ? `New accounts can submit ${max} feedback items a day. Please try again later.`
        : `You've reached the limit of ${max} feedback items a day. Please try again later.`,
  );
}

/** One vote toggle of the member (60 a minute). */
export function consumeVoteAllowance(context: LimitContext, userId: number, now: Date) {
  return consumeAttempt(context, VOTE_BURST, [`user:${userId}`], now);
}
