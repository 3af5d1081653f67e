import { isSuspensionActive, suspendedAccountMessage } from "../../../shared/admin-users";
import type { LoginInput, LoginReply, RegisterInput, User } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import {
  clearAttempts,
  consumeAttempt,
  pruneAttempts,
  recordAttempt,
  refundAttempt,
} from "../../lib/attempt-limiter";
import { announceSessionsEnded } from "../../lib/events/event-bus";
import {
  badRequest,
  CaptchaRequiredError,
  conflict,
  forbidden,
  TooManyRequestsError,
  unauthorized,
} from "../../lib/http-error";
import { revokeOneTimeTokens } from "../../lib/one-time-tokens";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../lib/passwords";
import { verifyTotp } from "../../lib/totp";
import type { SignedIn } from "../../plugins/session";
import { type CaptchaKeys, isCaptchaSolved, pruneUsedSolutions } from "../captcha";
import { EMAIL_VERIFICATION_SEND_LIMIT, queueEmailVerification } from "../email-verification";
import {
  type ClientInfo,
  deleteSession,
  deleteUserSessions,
  type StartedSession,
  startSession,
} from "../sessions";
import {
  findUserByEmail,
  findUserByLogin,
  findUserByUsername,
  insertUser,
  toKey,
  toPublicUser,
  type UserRow,
  updateUser,
} from "../users";
import {
  CURRENT_PASSWORD_LIMIT,
  LOGIN_ACCOUNT_CAPTCHA_THRESHOLD,
  LOGIN_IP_FAILURE_LIMIT,
  registrationLimit,
  TWO_FACTOR_FAILURE_LIMIT,
} from "./auth-limits";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const INVALID_CODE = "Invalid verification code. Please try again.";
export const INCORRECT_PASSWORD = "Incorrect password";

/** Creates the account, signs it in and sends the e-mail verification link. */
export async function register(
  context: AppContext,
  client: ClientInfo,
  input: RegisterInput,
): Promise<{ user: User; started: StartedSession }> {
  const now = context.now();
  // Counts every try, not only successes: probing which names are taken costs the same.
  await consumeAttempt(
    context,
    registrationLimit(context.config.registrationLimitPerHour),
    [`ip:${client.ip}`],
    now,
  );
  if (await findUserByUsername(context.db, input.username))
    throw conflict("That username is already taken");
  if (await findUserByEmail(context.db, input.email))
    throw conflict("An account with that email already exists");
  const passwordHash = await hashPassword(input.password);
  // The account and its verification e-mail (token and outbox row) commit together.
  const user = await context.db
    .transaction()
    .execute(async (trx) => {
      const inserted = await insertUser(
        trx,
        {
          username: input.username,
          email: input.email,
          passwordHash,
        },
        now,
      );
      await queueEmailVerification({ ...context, db: trx }, inserted);
      return inserted;
    })
    .catch(async (error: unknown) => {
      // Two registrations racing for one name: the unique index decides; answer as above.
      if (await findUserByUsername(context.db, input.username)) {
        throw conflict("That username is already taken");
      }
      if (await findUserByEmail(context.db, input.email)) {
        throw conflict("An account with that email already exists");
      }
      throw error;
    });
  const started = await startSession(context, user, client, {
    rememberMe: false,
    pendingTwoFactor: false,
  });
  // The first link counts towards the account's verification e-mails per hour.
  await recordAttempt(context, EMAIL_VERIFICATION_SEND_LIMIT.kind, [`account:${user.id}`], now);
  return { user: toPublicUser(user), started };
}

/**
 * Password sign-in. A wrong username and a wrong password get the same answer after the same
 * work. With 2FA on, only a pending session starts.
 *
 * Limits, counted in failures. An attempt is taken from both counters BEFORE the password is
 * checked, in one atomic step each, so a burst of simultaneous guesses cannot evaluate more than
 * the limit allows; a right password gives its attempts back.
 * - Per IP: hard. The 11th failure within 15 minutes is a 429 with Retry-After.
 * - Per account: past the threshold the account asks for a solved captcha (429 with
 *   `captchaRequired`) instead of refusing, so a stranger's failures never lock the owner out.
 */
export async function login(
  context: AppContext,
  keys: CaptchaKeys,
  client: ClientInfo,
  input: LoginInput,
): Promise<{ reply: LoginReply; started: StartedSession }> {
  const now = context.now();
  const user = await findUserByLogin(context.db, input.username);
  // By account id when the name or e-mail is known, so switching between them gains nothing.
  const accountSubject = user ? `account:${user.id}` : `login:${toKey(input.username)}`;
  const ipSubjects = [`ip:${client.ip}`];
  await consumeAttempt(context, LOGIN_IP_FAILURE_LIMIT, ipSubjects, now);
  let isPastThreshold = false;
  try {
    await consumeAttempt(context, LOGIN_ACCOUNT_CAPTCHA_THRESHOLD, [accountSubject], now);
  } catch (error) {
    if (!(error instanceof TooManyRequestsError)) throw error;
    isPastThreshold = true;
    const isSolved =
      input.captchaToken !== undefined &&
      (await isCaptchaSolved(context, keys, input.captchaToken));
    if (!isSolved) {
      // Nothing was evaluated: the IP's attempt is given back.
      await refundAttempt(context, LOGIN_IP_FAILURE_LIMIT, ipSubjects, now);
      throw new CaptchaRequiredError(
        error.retryAfterSeconds,
        input.captchaToken === undefined
          ? "Too many failed sign-in attempts for this account. Please complete the security check and try again."
          : "The security check failed. Please complete it again.",
      );
    }
  }
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !isPasswordRight) {
    // Past the threshold the failure still counts, so the captcha stays required while guessing goes on.
    if (isPastThreshold)
      await recordAttempt(context, LOGIN_ACCOUNT_CAPTCHA_THRESHOLD.kind, [accountSubject], now);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await refundAttempt(context, LOGIN_IP_FAILURE_LIMIT, ipSubjects, now);
  await clearAttempts(context, LOGIN_ACCOUNT_CAPTCHA_THRESHOLD.kind, accountSubject);
  refuseSuspendedAccount(user, now);
  const rememberMe = input.rememberMe === true;
  if (user.totpSecret) {
    const started = await startSession(context, user, client, {
      rememberMe,
      pendingTwoFactor: true,
    });
    return { reply: { requiresTwoFactor: true }, started };
  }
  const started = await startSession(context, user, client, {
    rememberMe,
    pendingTwoFactor: false,
  });
  return { reply: toPublicUser(user), started };
}

/**
 * A suspended member is told until when (and why), only after the right password: the
 * answer must not tell a stranger anything about the account.
 */
function refuseSuspendedAccount(user: UserRow, now: Date): void {
  if (isSuspensionActive(user.suspendedUntil, now)) {
    throw forbidden(
      suspendedAccountMessage(user.suspendedUntil as Date | string, user.suspensionReason),
    );
  }
}

/**
 * The current password of a signed-in user, for changing the password and turning 2FA on or
 * off. Wrong ones count like failed sign-ins (per IP and towards the account's captcha
 * threshold) and, per account, are refused after 10 within 15 minutes; the attempt is taken
 * before the check and given back when the password is right.
 */
export async function checkCurrentPassword(
  context: AppContext,
  auth: SignedIn,
  ip: string,
  password: string,
  message = INCORRECT_PASSWORD,
): Promise<void> {
  const now = context.now();
  const ipSubjects = [`ip:${ip}`];
  const accountSubjects = [`account:${auth.user.id}`];
  await consumeAttempt(context, LOGIN_IP_FAILURE_LIMIT, ipSubjects, now);
  try {
    await consumeAttempt(context, CURRENT_PASSWORD_LIMIT, accountSubjects, now);
  } catch (error) {
    await refundAttempt(context, LOGIN_IP_FAILURE_LIMIT, ipSubjects, now);
    throw error;
  }
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    await recordAttempt(context, LOGIN_ACCOUNT_CAPTCHA_THRESHOLD.kind, accountSubjects, now);
    throw unauthorized(message);
  }
  await refundAttempt(context, LOGIN_IP_FAILURE_LIMIT, ipSubjects, now);
  await refundAttempt(context, CURRENT_PASSWORD_LIMIT, accountSubjects, now);
}

/**
 * After a password or second-factor change: reset links sent earlier must not work any more
 * (one sitting in a mailbox someone else reads would undo the change).
 */
export async function revokeResetTokens(context: AppContext, userId: number): Promise<void> {
  await revokeOneTimeTokens(context.db, "passwordResetTokens", userId, context.now());
}

/** The second step: the pending session is replaced by a real one with a new token. */
export async function verifyLoginCode(
  context: AppContext,
  pending: SignedIn | null,
  client: ClientInfo,
  code: string,
): Promise<{ user: User; started: StartedSession }> {
  if (!pending?.user.totpSecret) {
    throw badRequest("Your sign-in has expired. Please sign in again.");
  }
  refuseSuspendedAccount(pending.user, context.now());
  const step = await checkTotpCode(context, pending, code);
  if (step === null) throw unauthorized(INVALID_CODE);
  await deleteSession(context.db, pending.session.id);
  const started = await startSession(context, pending.user, client, {
    rememberMe: Boolean(pending.session.rememberMe),
    pendingTwoFactor: false,
  });
  return { user: toPublicUser(pending.user), started };
}

/**
 * A TOTP code of the user, with the 5-wrong-codes limit and single use; returns the step or null.
 * Shared by the sign-in step and turning 2FA off. The attempt is taken before the check (so
 * simultaneous guesses cannot pass the limit) and given back for a right code.
 */
export async function checkTotpCode(
  context: AppContext,
  auth: SignedIn,
  code: string,
): Promise<number | null> {
  const now = context.now();
  const subjects = [`user:${auth.user.id}`];
  await consumeAttempt(context, TWO_FACTOR_FAILURE_LIMIT, subjects, now);
  const secret = auth.user.totpSecret;
  const step = secret ? await verifyTotp(secret, code, auth.user.totpLastTimeStep, now) : null;
  if (step === null) return null;
  await updateUser(context.db, auth.user.id, { totpLastTimeStep: step }, now);
  await clearAttempts(context, TWO_FACTOR_FAILURE_LIMIT.kind, subjects[0] as string);
  return step;
}

/** Abandons a sign-in waiting for its second factor: only that pending session ends. */
export async function cancelPendingLogin(
  context: AppContext,
  pending: SignedIn | null,
): Promise<void> {
  if (pending) await deleteSession(context.db, pending.session.id);
}

/**
 * Signing out of a full session signs the user out everywhere. A session still waiting for its
 * second factor ends only itself: knowing the password alone must not sign the owner out of
 * their devices.
 */
export async function logout(
  context: AppContext,
  current: { auth: SignedIn | null; pending: SignedIn | null },
): Promise<void> {
  if (current.auth) {
    await deleteUserSessions(context.db, current.auth.user.id);
    announceSessionsEnded(context.events, current.auth.user.id);
  } else if (current.pending) await deleteSession(context.db, current.pending.session.id);
}

/** Removes attempt counts no window reads any more and captcha solutions of expired challenges. */
export async function pruneAuthRecords(context: AppContext): Promise<void> {
  await pruneAttempts(context.db, context.now());
  // The captcha library checks a challenge's expiry against the real clock; prune by it too.
  await pruneUsedSolutions(context.db, new Date());
}
