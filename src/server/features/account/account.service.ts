import type { ChangePasswordInput, DeleteAccountInput } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { announceSessionsEnded } from "../../lib/events/event-bus";
import { badRequest, forbidden } from "../../lib/http-error";
import { hashPassword } from "../../lib/passwords";
import { createDigitCode, hashSecret, secretsEqual } from "../../lib/secure-token";
import type { SignedIn } from "../../plugins/session";
import { checkCurrentPassword, revokeResetTokens } from "../auth";
import { requireCaptcha } from "../captcha";
import { enqueueMail } from "../mail-outbox";
import { deleteUserSessions } from "../sessions";
import { deleteUser, toKey, updateUser } from "../users";
import { queueCredentialNotice } from "./credential-notice";
import {
  addFailedAttempt,
  deleteCodesOfUser,
  findLatestCode,
  insertDeletionCode,
  markCodeVerified,
} from "./deletion-codes.repo";

const DELETION_CODE_TTL_MS = 10 * 60_000;
/** A code is burned after this many wrong tries. */
const DELETION_CODE_MAX_FAILURES = 5;
export const INVALID_DELETION_CODE = "Invalid verification code. Please try again.";

/**
 * Needs the captcha and the current password (wrong ones count like failed sign-ins); ends the
 * user's other sessions and every outstanding reset link.
 */
export async function changePassword(
  context: AppContext,
  auth: SignedIn,
  ip: string,
  input: ChangePasswordInput,
) {
  requireCaptcha(context, auth);
  await checkCurrentPassword(
    context,
    auth,
    ip,
    input.currentPassword,
    "Current password is incorrect",
  );
  const passwordHash = await hashPassword(input.newPassword);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    await updateUser(trx, auth.user.id, { passwordHash }, now);
    await deleteUserSessions(trx, auth.user.id, auth.session.id);
    await revokeResetTokens({ ...context, db: trx }, auth.user.id);
    await queueCredentialNotice(trx, {
      user: auth.user,
      change: "password-changed",
      publicUrl: context.config.publicUrl,
      now,
    });
  });
  announceSessionsEnded(context.events, auth.user.id);
}

/** Step 1 of deletion: a 6-digit code to the account's address, bound to this session. */
export async function sendDeletionCode(context: AppContext, auth: SignedIn): Promise<string> {
  requireCaptcha(context, auth);
  const email = auth.user.email;
  if (!email) throw badRequest("Your account has no e-mail address to send a code to.");
  const code = createDigitCode();
  const now = context.now();
  // The code and its e-mail commit together: no code nobody was told, no mail with a dead code.
  await context.db.transaction().execute(async (trx) => {
    await deleteCodesOfUser(trx, auth.user.id);
    await insertDeletionCode(trx, {
      userId: auth.user.id,
      sessionId: auth.session.id,
      codeHash: hashSecret(context.config.sessionSecret, code),
      expiresAt: new Date(now.getTime() + DELETION_CODE_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
    });
    await enqueueMail(
      trx,
      {
        to: email,
        subject: "Your GameHub account deletion code",
        text: [
          `Hi ${auth.user.username},`,
          "",
          `Your code to confirm the deletion of your GameHub account is: ${code}`,
          "",
          "It works for 10 minutes, only in the browser where you asked for it.",
          "If you did not ask to delete your account, change your password now.",
        ].join("\n"),
      },
      now,
    );
  });
  return email;
}

/** Step 2: the code, from the same session, within 10 minutes, at most 5 wrong tries. */
export async function verifyDeletionCode(
  context: AppContext,
  auth: SignedIn,
  code: string,
): Promise<void> {
  const now = context.now();
  const latest = await findLatestCode(context.db, auth.session.id, now);
  if (!latest || latest.failedAttempts >= DELETION_CODE_MAX_FAILURES)
    throw badRequest(INVALID_DELETION_CODE);
  if (!secretsEqual(latest.codeHash, hashSecret(context.config.sessionSecret, code))) {
    await addFailedAttempt(context.db, latest.id);
    throw badRequest(INVALID_DELETION_CODE);
  }
  await markCodeVerified(context.db, latest.id, now);
}

/**
 * Step 3: username and password again. Deleting the row removes the personal data and, by
 * cascade, every session, token and code; content written elsewhere stays as 'Deleted user'.
 */
export async function deleteAccount(
  context: AppContext,
  auth: SignedIn,
  ip: string,
  input: DeleteAccountInput,
) {
  const latest = await findLatestCode(context.db, auth.session.id, context.now());
  if (!latest?.verifiedAt) throw forbidden("Please verify the code sent to your e-mail first.");
  if (toKey(input.username) !== auth.user.usernameKey) {
    throw badRequest("The username you entered doesn't match your account username.");
  }
  // Wrong passwords here count like failed sign-ins, as on every current-password check.
  await checkCurrentPassword(context, auth, ip, input.password, "Incorrect password");
  await deleteUser(context.db, auth.user.id);
  announceSessionsEnded(context.events, auth.user.id);
}
