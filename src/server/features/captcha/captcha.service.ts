import { createHash, createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { verify } from "altcha-lib/frameworks/shared";
import type { Kysely } from "kysely";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { badRequest, forbidden } from "../../lib/http-error";
import type { SignedIn } from "../../plugins/session";
import { markCaptchaVerified } from "../sessions";
import { isSolutionUsed, pruneUsedSolutions, rememberUsedSolution } from "./captcha.repo";

/**
 * ALTCHA: a self-hosted proof of work instead of a third-party captcha. The browser spends
 * about a second finding a counter; the server checks it with one key derivation. The
 * difficulty is kept modest so phones stay quick; the point is to make scripted abuse costly.
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 1_000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2_500;
const CHALLENGE_TTL_MS = 10 * 60_000;
/** A solved captcha lets the session change the password or ask for a deletion code for 10 minutes. */
export const CAPTCHA_VALID_MS = 10 * 60_000;
export const CAPTCHA_REQUIRED = "Please complete the CAPTCHA verification first.";
export const CAPTCHA_FAILED = "CAPTCHA verification failed";

export interface CaptchaKeys {
  signatureSecret: string;
  keySignatureSecret: string;
}

/** Derived from the session secret, so every server process of the site accepts the same challenges. */
export function createCaptchaKeys(sessionSecret: string): CaptchaKeys {
  const derive = (purpose: string) =>
    createHmac("sha256", sessionSecret).update(purpose).digest("hex");
  return {
    signatureSecret: derive("altcha-signature"),
    keySignatureSecret: derive("altcha-key-signature"),
  };
}

/**
 * Where used solutions are remembered: the database, so neither a restart nor another server
 * process accepts one twice. ALTCHA checks a challenge's expiry against the real clock, so the
 * rows are kept and pruned by that same clock, a little past the longest challenge lifetime.
 */
function usedSolutionStore(db: Kysely<Database>) {
  const keyOf = (challengeId: string) => createHash("sha256").update(challengeId).digest("hex");
  const expiry = () => new Date(Date.now() + CHALLENGE_TTL_MS + 60_000);
  return {
    get: (challengeId: string) => isSolutionUsed(db, keyOf(challengeId)),
    set: (challengeId: string) => rememberUsedSolution(db, keyOf(challengeId), expiry()),
    setIfAbsent: async (challengeId: string) => {
      await pruneUsedSolutions(db, new Date());
      return rememberUsedSolution(db, keyOf(challengeId), expiry());
    },
  };
}

/** Whether the widget's payload solves a challenge this site issued, used for the first time. */
export async function isCaptchaSolved(
  context: AppContext,
  keys: CaptchaKeys,
  payload: string,
): Promise<boolean> {
  const result = await verify(
    payload,
    deriveKey,
    keys.signatureSecret,
    keys.keySignatureSecret,
    usedSolutionStore(context.db),
  );
  return !result.error && result.verification?.verified === true;
}

export function createCaptchaChallenge(keys: CaptchaKeys, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: keys.signatureSecret,
    hmacKeySignatureSecret: keys.keySignatureSecret,
  });
}

/** Verifies the widget's payload and remembers the success in the session for 10 minutes. */
export async function verifyCaptcha(
  context: AppContext,
  keys: CaptchaKeys,
  auth: SignedIn,
  payload: string,
): Promise<void> {
  if (!(await isCaptchaSolved(context, keys, payload))) throw badRequest(CAPTCHA_FAILED);
  const until = new Date(context.now().getTime() + CAPTCHA_VALID_MS);
  await markCaptchaVerified(context.db, auth.session.id, until);
}

/** The permission step of captcha-protected actions. */
export function requireCaptcha(context: AppContext, auth: SignedIn): void {
  const until = auth.session.captchaVerifiedUntil;
  if (!until || new Date(until).getTime() <= context.now().getTime())
    throw forbidden(CAPTCHA_REQUIRED);
}
