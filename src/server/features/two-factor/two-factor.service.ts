import type { TwoFactorSetupReply, User } from "../../../shared/auth";
import type { AppContext } from "../../app-context";
import { announceSessionsEnded } from "../../lib/events/event-bus";
import { badRequest } from "../../lib/http-error";
import { createTotpSecret, describeTotpSecret, verifyTotp } from "../../lib/totp";
import type { SignedIn } from "../../plugins/session";
import { type CredentialChange, queueCredentialNotice } from "../account";
import { checkCurrentPassword, checkTotpCode, revokeResetTokens } from "../auth";
import { deleteUserSessions } from "../sessions";
import { toPublicUser, updateUser } from "../users";

export const INVALID_TOTP = "Invalid code";

/** A new secret, kept aside until a code from the authenticator app proves it was saved. */
export async function startTwoFactorSetup(
  context: AppContext,
  auth: SignedIn,
): Promise<TwoFactorSetupReply> {
  if (auth.user.totpSecret) throw badRequest("Two-factor authentication is already enabled");
  const secret = createTotpSecret();
  await updateUser(context.db, auth.user.id, { totpPendingSecret: secret }, context.now());
  return describeTotpSecret(auth.user.username, secret);
}

/**
 * Turns 2FA on. Needs the current password (a borrowed, unlocked session cannot do it) and a
 * code that proves the secret was saved; ends the user's other sessions (they were signed in
 * with one factor) and every outstanding reset link.
 */
export async function enableTwoFactor(
  context: AppContext,
  auth: SignedIn,
  ip: string,
  input: { password: string; code: string },
): Promise<User> {
  const pendingSecret = auth.user.totpPendingSecret;
  if (auth.user.totpSecret) throw badRequest("Two-factor authentication is already enabled");
  if (!pendingSecret) throw badRequest("Start the two-factor setup first");
  await checkCurrentPassword(context, auth, ip, input.password);
  const now = context.now();
  const step = await verifyTotp(pendingSecret, input.code, null, now);
  if (step === null) throw badRequest(INVALID_TOTP);
  return saveTwoFactorChange(
    context,
    auth,
    { totpSecret: pendingSecret, totpPendingSecret: null, totpLastTimeStep: step },
    "two-factor-enabled",
    now,
  );
}

/** Needs the password and a current code, so a borrowed, unlocked session cannot do it. */
export async function disableTwoFactor(
  context: AppContext,
  auth: SignedIn,
  ip: string,
  input: { password: string; code: string },
): Promise<User> {
  if (!auth.user.totpSecret) throw badRequest("Two-factor authentication is not enabled");
  await checkCurrentPassword(context, auth, ip, input.password);
  if ((await checkTotpCode(context, auth, input.code)) === null) throw badRequest(INVALID_TOTP);
  return saveTwoFactorChange(
    context,
    auth,
    { totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null },
    "two-factor-disabled",
    context.now(),
  );
}

/**
 * Turning 2FA on or off is a credential change: in one transaction the member's other
 * sessions and reset links end and the notice e-mail is queued; then their open pages on
 * other devices are told their session ended.
 */
async function saveTwoFactorChange(
  context: AppContext,
  auth: SignedIn,
  fields: Parameters<typeof updateUser>[2],
  change: Extract<CredentialChange, `two-factor-${string}`>,
  now: Date,
): Promise<User> {
  const user = await context.db.transaction().execute(async (trx) => {
    const updated = await updateUser(trx, auth.user.id, fields, now);
    await deleteUserSessions(trx, auth.user.id, auth.session.id);
    await revokeResetTokens({ ...context, db: trx }, auth.user.id);
    await queueCredentialNotice(trx, {
      user: updated,
      change,
      publicUrl: context.config.publicUrl,
      now,
    });
    return updated;
  });
  announceSessionsEnded(context.events, auth.user.id);
  return toPublicUser(user);
}
