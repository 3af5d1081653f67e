import type { AppContext } from "../../app-context";
import { consumeAttempt } from "../../lib/attempt-limiter";
import { consumeOneTimeToken, issueOneTimeToken } from "../../lib/one-time-tokens";
import { enqueueMail } from "../mail-outbox";
import { type UserRow, updateUser } from "../users";
import { EMAIL_VERIFICATION_SEND_LIMIT } from "./email-verification-limits";

const VERIFICATION_TTL_MS = 48 * 3_600_000;

/** E-mails a link that proves the address belongs to the user. */
export async function sendEmailVerification(context: AppContext, user: UserRow): Promise<void> {
  if (!user.email || user.emailVerifiedAt) return;
  await context.db
    .transaction()
    .execute((trx) => queueEmailVerification({ ...context, db: trx }, user));
}

/**
 * Writes the link's token and its e-mail with `context.db`: pass a context whose db is the
 * caller's transaction (registration) so the account, the token and the mail commit together.
 */
export async function queueEmailVerification(context: AppContext, user: UserRow): Promise<void> {
  if (!user.email || user.emailVerifiedAt) return;
  const now = context.now();
  const token = await issueOneTimeToken(context.db, "emailVerificationTokens", {
    userId: user.id,
    secret: context.config.sessionSecret,
    ttlMs: VERIFICATION_TTL_MS,
    now,
  });
  // Built from PUBLIC_URL, never from the request's Host header (which an attacker controls).
  const link = `${context.config.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueMail(
    context.db,
    {
      to: user.email,
      subject: "Confirm your GameHub e-mail address",
      text: [
        `Hi ${user.username},`,
        "",
        "Please confirm your e-mail address by opening this link:",
        link,
        "",
        "The link works for 48 hours. If you did not create a GameHub account, ignore this e-mail.",
      ].join("\n"),
    },
    now,
  );
}

/** Returns whether the link was valid (and the address is now verified). */
export async function confirmEmail(context: AppContext, token: string): Promise<boolean> {
  const userId = await consumeOneTimeToken(context.db, "emailVerificationTokens", {
    token,
    secret: context.config.sessionSecret,
    now: context.now(),
  });
  if (userId === undefined) return false;
  const now = context.now();
  await updateUser(context.db, userId, { emailVerifiedAt: now.toISOString() }, now);
  return true;
}

/**
 * The "send the link again" button: 3 verification e-mails an hour per account (the one sent
 * at registration included), checked and recorded in one step.
 */
export async function resendEmailVerification(context: AppContext, user: UserRow): Promise<void> {
  if (!user.email || user.emailVerifiedAt) return;
  await consumeAttempt(
    context,
    EMAIL_VERIFICATION_SEND_LIMIT,
    [`account:${user.id}`],
    context.now(),
  );
  await sendEmailVerification(context, user);
}
