import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { enqueueMail } from "../mail-outbox";

export type CredentialChange =
  | "password-changed"
  | "password-reset"
  | "two-factor-enabled"
  | "two-factor-disabled";

const WHAT_CHANGED: Record<CredentialChange, { subject: string; sentence: string }> = {
  "password-changed": {
    subject: "Your GameHub password was changed",
    sentence: "The password of your GameHub account was changed",
  },
  "password-reset": {
    subject: "Your GameHub password was reset",
    sentence: "The password of your GameHub account was reset through a reset link",
  },
  "two-factor-enabled": {
    subject: "Two-factor authentication was turned on",
    sentence: "Two-factor authentication was turned on for your GameHub account",
  },
  "two-factor-disabled": {
    subject: "Two-factor authentication was turned off",
    sentence: "Two-factor authentication was turned off for your GameHub account",
  },
};

/** "November 28, 2026 at 14:05 UTC": the same whatever the server's locale or zone. */
function formatWhen(now: Date): string {
  const day = now.toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  const hours = String(now.getUTCHours()).padStart(2, "0");
  const minutes = String(now.getUTCMinutes()).padStart(2, "0");
  return `${day} at ${hours}:${minutes} UTC`;
}

/**
 * Tells the member by e-mail that a way into their account changed, with what to do if it was
 * not them: someone who took over a session or a password could otherwise lock the owner out
 * unnoticed. Queued in the transaction of the change, so the notice exists exactly when the
 * change committed. An account without an address gets none.
 */
export async function queueCredentialNotice(
  db: Kysely<Database>,
  options: {
    user: { username: string; email: string | null };
    change: CredentialChange;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const { user, change, now } = options;
  if (!user.email) return;
  const what = WHAT_CHANGED[change];
  const resetLink = `${options.publicUrl}/auth/forgot-password`;
  await enqueueMail(
    db,
    {
      to: user.email,
      subject: what.subject,
      text: [
        `Hi ${user.username},`,
        "",
        `${what.sentence} on ${formatWhen(now)}.`,
        "",
        "If this was you, there is nothing to do.",
        "",
        "If it was not you, someone else may have access to your account. Reset your password now at the link below (it signs you out on every device), then check the security settings of your account:",
        resetLink,
      ].join("\n"),
    },
    now,
  );
}
