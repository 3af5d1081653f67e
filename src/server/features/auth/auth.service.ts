import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoginInput, RegisterInput, User } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { assertUnderLimit, clearAttempts, recordAttempt } from "../../lib/attempt-limiter";
import { badRequest, conflict, unauthorized } from "../../lib/http-error";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../lib/passwords";
import type { SignedIn } from "../../plugins/session";
import { queueEmailVerification } from "../email-verification/email-verification.service";
import { clearSessionCookie } from "../sessions/session-cookie";
import { deleteSession, deleteUserSessions } from "../sessions/sessions.repo";
import { isSecureSite, startSession } from "../sessions/sessions.service";
import { verifyTotp } from "../two-factor/totp";
import { toPublicUser } from "../users/public-user";
import {
  findUserByEmail,
  findUserByLogin,
  findUserByUsername,
  insertUser,
  toKey,
  updateUser,
} from "../users/users.repo";
import { LOGIN_FAILURE_LIMIT, TWO_FACTOR_FAILURE_LIMIT } from "./auth-limits";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const INVALID_CODE = "Invalid verification code. Please try again.";

type Http = { request: FastifyRequest; reply: FastifyReply };

/** Creates the account, signs it in and sends the e-mail verification link. */
export async function register(
  context: AppContext,
  http: Http,
  input: RegisterInput,
): Promise<User> {
  if (await findUserByUsername(context.db, input.username))
    throw conflict("That username is already taken");
  if (await findUserByEmail(context.db, input.email))
    throw conflict("An account with that email already exists");
  const passwordHash = await hashPassword(input.password);
  // The account and its verification e-mail (token and outbox row) commit together.
  const user = await context.db
    .transaction()
    .execute(async (trx) => {
      const inserted = await insertUser(trx, {
        username: input.username,
        email: input.email,
        passwordHash,
      });
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
  await startSession(context, http.request, http.reply, user, {
    rememberMe: false,
    pendingTwoFactor: false,
  });
  return toPublicUser(user);
}

/**
 * Password sign-in. A wrong username and a wrong password get the same answer after the same
 * work; failures count per account name and per IP. With 2FA on, only a pending session starts.
 */
export async function login(
  context: AppContext,
  http: Http,
  input: LoginInput,
): Promise<User | { requiresTwoFactor: true }> {
  const now = context.now();
  const subjects = [`user:${toKey(input.username)}`, `ip:${http.request.ip}`];
  await assertUnderLimit(context.db, LOGIN_FAILURE_LIMIT, subjects, now);
  const user = await findUserByLogin(context.db, input.username);
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !isPasswordRight) {
    await recordAttempt(context.db, LOGIN_FAILURE_LIMIT.kind, subjects, now);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearAttempts(context.db, LOGIN_FAILURE_LIMIT.kind, subjects[0] as string);
  const rememberMe = input.rememberMe === true;
  if (user.totpSecret) {
    await startSession(context, http.request, http.reply, user, {
      rememberMe,
      pendingTwoFactor: true,
    });
    return { requiresTwoFactor: true };
  }
  await startSession(context, http.request, http.reply, user, {
    rememberMe,
    pendingTwoFactor: false,
  });
  return toPublicUser(user);
}

/** The second step: the pending session is replaced by a real one with a new token. */
export async function verifyLoginCode(
  context: AppContext,
  http: Http,
  code: string,
): Promise<User> {
  const pending = http.request.pendingLogin;
  if (!pending?.user.totpSecret) {
    throw badRequest("Your sign-in has expired. Please sign in again.");
  }
  const step = await checkTotpCode(context, pending, code);
  if (step === null) throw unauthorized(INVALID_CODE);
  await deleteSession(context.db, pending.session.id);
  await startSession(context, http.request, http.reply, pending.user, {
    rememberMe: Boolean(pending.session.rememberMe),
    pendingTwoFactor: false,
  });
  return toPublicUser(pending.user);
}

/**
 * A TOTP code of the user, with the 5-wrong-codes limit and single use; returns the step or null.
 * Shared by the sign-in step and turning 2FA off.
 */
export async function checkTotpCode(
  context: AppContext,
  auth: SignedIn,
  code: string,
): Promise<number | null> {
  const now = context.now();
  const subject = `user:${auth.user.id}`;
  await assertUnderLimit(context.db, TWO_FACTOR_FAILURE_LIMIT, [subject], now);
  const secret = auth.user.totpSecret;
  const step = secret ? await verifyTotp(secret, code, auth.user.totpLastTimeStep, now) : null;
  if (step === null) {
    await recordAttempt(context.db, TWO_FACTOR_FAILURE_LIMIT.kind, [subject], now);
    return null;
  }
  await updateUser(context.db, auth.user.id, { totpLastTimeStep: step }, now);
  await clearAttempts(context.db, TWO_FACTOR_FAILURE_LIMIT.kind, subject);
  return step;
}

export async function cancelPendingLogin(context: AppContext, http: Http): Promise<void> {
  if (http.request.pendingLogin)
    await deleteSession(context.db, http.request.pendingLogin.session.id);
  clearSessionCookie(http.reply, isSecureSite(context));
}

/** Signing out signs the user out everywhere (the rule: logout ends the other sessions too). */
export async function logout(context: AppContext, http: Http): Promise<void> {
  const current = http.request.auth ?? http.request.pendingLogin;
  if (current) await deleteUserSessions(context.db, current.user.id);
  clearSessionCookie(http.reply, isSecureSite(context));
}
