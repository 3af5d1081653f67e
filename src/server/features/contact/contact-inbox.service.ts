import type { ContactMessage } from "../../../shared/contact";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import { notFound } from "../../lib/http-error";
import type { AdminActor } from "../admin-audit";
import { recordAdminAction } from "../admin-audit";
import { enqueueMail } from "../mail-outbox";
import {
  type ContactMessageRow,
  findContactMessage,
  markContactMessageHandled,
} from "./contact.repo";
import { toContactMessage } from "./contact.service";

/**
 * Answers a contact message by e-mail: the reply is queued to the sender and the message marked
 * handled in one transaction, with its audit entry. A message already handled keeps its first
 * handler and time (as "mark handled" does), but the reply is still sent.
 */
export async function replyToContactMessage(
  context: AppContext,
  actor: AdminActor,
  id: number,
  reply: string,
): Promise<ContactMessage> {
  const now = context.now();
  return inTransaction(context.db, async (trx) => {
    const original = await findContactMessage(trx, id);
    if (!original) throw notFound("Message not found");
    await enqueueMail(
      trx,
      {
        to: original.email,
        subject: `Re: ${original.subject}`,
        text: replyMailText(original, reply),
      },
      now,
    );
    if (original.handledAt === null) await markContactMessageHandled(trx, id, actor.user.id, now);
    await recordAdminAction(
      trx,
      actor,
      {
        action: "contact.reply",
        targetType: "contact",
        targetId: id,
        before: { handled: original.handledAt !== null },
        after: { handled: true, to: original.email, reply },
      },
      now,
    );
    const updated = await findContactMessage(trx, id);
    if (!updated) throw notFound("Message not found");
    return toContactMessage(updated);
  });
}

/** The reply, then their message quoted below it, as mail clients do. */
function replyMailText(original: ContactMessageRow, reply: string): string {
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return [
    reply,
    "",
    `On ${new Date(original.createdAt).toUTCString()}, ${original.name} wrote:`,
    quoted,
    "",
    "-- ",
    "GameHub",
  ].join("\n");
}
