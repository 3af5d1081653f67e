import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { enqueueMail } from "../mail-outbox";
import { findEmailRecipients } from "./notifications.repo";

/**
 * The site's public address, for links in notification e-mail. Set when the app is built
 * (there is one public address per process; tests build several apps with the same one).
 * Until then links are written as site paths.
 */
let publicUrl = "";
export function setNotificationLinkBase(url: string): void {
  publicUrl = url.replace(/\/+$/, "");
}

/** A subject stays on one line and short, whatever a discussion's title holds. */
function subjectOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `GameHub: ${line.length > 120 ? `${line.slice(0, 119)}…` : line}`;
}

/**
 * Queues an e-mail for each notified member who turned notification e-mail on and has a
 * verified address, in the transaction that writes the notifications (no mail for a post that
 * did not commit; the outbox worker sends it later).
 */
export async function queueNotificationMail(
  trx: Transaction<Database>,
  notifications: readonly { userId: number; text: string; url: string }[],
  now: Date,
): Promise<void> {
  if (notifications.length === 0) return;
  const recipients = await findEmailRecipients(
    trx,
    notifications.map((notification) => notification.userId),
  );
  for (const recipient of recipients) {
    const notification = notifications.find((item) => item.userId === recipient.id);
    if (!notification || !recipient.email) continue;
    await enqueueMail(
      trx,
      {
        to: recipient.email,
        subject: subjectOf(notification.text),
        text: [
          `Hi ${recipient.username},`,
          "",
          notification.text,
          "",
          `Open it: ${publicUrl}${notification.url}`,
          "",
          "You get this e-mail because you turned on e-mail for notifications.",
          `Turn it off in your account settings: ${publicUrl}/settings`,
        ].join("\n"),
      },
      now,
    );
  }
}
