import type { AppContext } from "../../app-context";
import { consumeOneTimeToken, issueOneTimeToken } from "../../lib/one-time-tokens";
import { type UserRow, updateUser } from "../users/users.repo";

const VERIFICATION_TTL_MS = 48 * 3_600_000;

/** E-mails a link that proves the address belongs to the user. */
export async function sendEmailVerification(context: AppContext, user: UserRow): Promise<void> {
  if (!user.email || user.emailVerifiedAt) return;
  const token = await issueOneTimeToken(context.db, "emailVerificationTokens", {
    userId: user.id,
    secret: context.config.sessionSecret,
    ttlMs: VERIFICATION_TTL_MS,
    now: context.now(),
  });
  // Built from PUBLIC_URL, never from the request's Host header (which an attacker controls).
  const link = `${context.config.publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
  await context.mailer.send({
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
  });
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
