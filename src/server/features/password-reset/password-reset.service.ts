import type { AppContext } from "../../app-context";
import { consumeAttempt } from "../../lib/attempt-limiter";
import { announceSessionsEnded } from "../../lib/events/event-bus";
import { badRequest } from "../../lib/http-error";
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  revokeOneTimeTokens,
} from "../../lib/one-time-tokens";
import { hashPassword } from "../../lib/passwords";
import { queueCredentialNotice } from "../account";
import { FORGOT_PASSWORD_EMAIL_LIMIT, FORGOT_PASSWORD_IP_LIMIT } from "../auth";
import { enqueueMail } from "../mail-outbox";
import { deleteUserSessions } from "../sessions";
import { findUserByEmail, toKey, updateUser } from "../users";

const RESET_TTL_MS = 3_600_000;

/** The same answer whether or not an account has this address. */
export const FORGOT_PASSWORD_REPLY =
  "If an account with that email exists, we've sent a password reset link. Please check your email.";
export const RESET_DONE_REPLY =
  "Your password has been reset successfully. You will be redirected to the login page.";
export const RESET_LINK_INVALID = "This reset link is invalid or has expired.";

/**
 * An existing and a missing address must not be told apart, by the answer or by its timing.
 * Both take the same path: one transaction that counts the attempt, looks the address up and,
 * for an account, adds the token and its e-mail to the outbox; nothing waits on SMTP. What
 * differs is two row inserts inside the same commit, microseconds against the commit itself.
 */
export async function requestPasswordReset(
  context: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    const inTransaction = { ...context, db: trx };
    // Refused on either limit: the transaction rolls back and no attempt is recorded.
    await consumeAttempt(
      inTransaction,
      FORGOT_PASSWORD_EMAIL_LIMIT,
      [`email:${toKey(email)}`],
      now,
    );
    await consumeAttempt(inTransaction, FORGOT_PASSWORD_IP_LIMIT, [`ip:${ip}`], now);
    const user = await findUserByEmail(trx, email);
    if (!user?.email) return;
    const token = await issueOneTimeToken(trx, "passwordResetTokens", {
      userId: user.id,
      secret: context.config.sessionSecret,
      ttlMs: RESET_TTL_MS,
      now,
    });
    // Built from PUBLIC_URL, never from the request's Host header (which an attacker controls).
    const link = `${context.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMail(
      trx,
      {
        to: user.email,
        subject: "Reset your GameHub password",
        text: [
          `Hi ${user.username},`,
          "",
          "Someone (hopefully you) asked to reset your GameHub password. Open this link to choose a new one:",
          link,
          "",
          "The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        ].join("\n"),
      },
      now,
    );
  });
}

/** Sets the new password and ends every session and every other reset link of the account. */
export async function resetPassword(
  context: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const now = context.now();
  const userId = await consumeOneTimeToken(context.db, "passwordResetTokens", {
    token,
    secret: context.config.sessionSecret,
    now,
  });
  if (userId === undefined) throw badRequest(RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await context.db.transaction().execute(async (trx) => {
    const user = await updateUser(trx, userId, { passwordHash }, now);
    await deleteUserSessions(trx, userId);
    // Any other link sent before this reset must not be able to set the password again.
    await revokeOneTimeTokens(trx, "passwordResetTokens", userId, now);
    await queueCredentialNotice(trx, {
      user,
      change: "password-reset",
      publicUrl: context.config.publicUrl,
      now,
    });
  });
  announceSessionsEnded(context.events, userId);
}
