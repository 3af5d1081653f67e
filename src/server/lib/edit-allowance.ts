import type { Kysely } from "kysely";
import type { Engine } from "../db/database";
import type { Database } from "../db/schema";
import { type AttemptLimit, consumeAttempt } from "./attempt-limiter";
import { TooManyRequestsError } from "./http-error";

/**
 * Rewriting a post is writing: each edit of a member's words (a discussion, a reply, a
 * feedback comment) takes from one allowance per member, so a script cannot rewrite posts
 * without end (every rewrite is re-rendered, re-indexed and may name new members). Generous
 * for people: fixing a typo a few times a minute stays well inside it.
 */
export const EDITS_PER_HOUR = 30;

const EDIT_LIMIT: AttemptLimit = {
  kind: "post-edit-hourly",
  max: EDITS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

function minutes(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds / 60));
  return `${whole} minute${whole === 1 ? "" : "s"}`;
}

/**
 * Checks and records one edit of the member. Call inside the edit's transaction: an edit
 * that fails afterwards rolls its attempt back. 429 with Retry-After and a readable message
 * once the hour's edits are used up.
 */
export async function consumeEditAllowance(
  context: { db: Kysely<Database>; engine: Engine },
  userId: number,
  now: Date,
): Promise<void> {
  try {
    await consumeAttempt(context, EDIT_LIMIT, [`user:${userId}`], now);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    throw new TooManyRequestsError(
      error.retryAfterSeconds,
      `You've made ${EDITS_PER_HOUR} edits in the last hour. Please wait ${minutes(error.retryAfterSeconds)} before editing again.`,
    );
  }
}
