import { z } from "zod";
import {
  CONTACT_PAGE_SIZE,
  type ContactMessage,
  type ContactMessageInput,
} from "../../../shared/contact";
import { HOUR_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt, refundAttempt } from "../../lib/attempt-limiter";
import { cursorIdSchema, decodeCursor, encodeCursor } from "../../lib/cursor";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { enqueueMail } from "../mail-outbox";
import type { UserRow } from "../users";
import {
  type ContactMessageFilter,
  type ContactMessageRow,
  findAdminEmails,
  findContactMessage,
  findContactMessages,
  insertContactMessage,
  markContactMessageHandled,
} from "./contact.repo";

const TOO_MANY_MESSAGES =
  "You have sent several messages in a short time. Please wait before sending another.";
/** A person writes a few messages, not dozens: 5 an hour per sender address, 10 per network address. */
export const CONTACT_EMAIL_LIMIT: AttemptLimit = {
  kind: "contact-email",
  max: 5,
  windowMs: HOUR_MS,
  message: TOO_MANY_MESSAGES,
};
export const CONTACT_IP_LIMIT: AttemptLimit = {
  kind: "contact-ip",
  max: 10,
  windowMs: HOUR_MS,
  message: TOO_MANY_MESSAGES,
};

/**
 * Stores the message and queues one e-mail per administrator in the same transaction, so the
 * message and its notices exist together or not at all. The sender's address is the Reply-To:
 * the mail itself comes from the site (an address the site may send as), and a reply reaches
 * the visitor. Header injection is refused earlier, by the shared schema (no line breaks).
 */
export async function sendContactMessage(
  context: AppContext,
  sender: { userId: number | null; ip: string },
  input: ContactMessageInput,
): Promise<void> {
  const now = context.now();
  const ipSubject = [`ip:${sender.ip}`];
  await consumeAttempt(context, CONTACT_IP_LIMIT, ipSubject, now);
  try {
    await consumeAttempt(context, CONTACT_EMAIL_LIMIT, [`email:${input.email}`], now);
  } catch (error) {
    await refundAttempt(context, CONTACT_IP_LIMIT, ipSubject, now);
    throw error;
  }

  await context.db.transaction().execute(async (trx) => {
    const id = await insertContactMessage(trx, { ...input, ...sender }, now);
    const admins = await findAdminEmails(trx);
    for (const adminEmail of admins) {
      await enqueueMail(
        trx,
        {
          to: adminEmail,
          replyTo: input.email,
          subject: `[GameHub contact] ${input.subject}`,
          text: contactMailText(context.config.publicUrl, id, input),
        },
        now,
      );
    }
  });
}

function contactMailText(publicUrl: string, id: number, input: ContactMessageInput): string {
  return [
    `${input.name} <${input.email}> wrote through the contact form (message #${id}):`,
    "",
    `Subject: ${input.subject}`,
    "",
    input.message,
    "",
    input.newsletter ? "They also asked for the newsletter." : "",
    `Reply to this e-mail to answer them. All messages: ${publicUrl}/api/contact-messages`,
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
}

const contactCursorSchema = z.object({ id: cursorIdSchema });

/** One page of the inbox, newest first. */
export async function listContactMessages(
  context: AppContext,
  query: { status: ContactMessageFilter; cursor?: string },
): Promise<{ messages: ContactMessage[]; nextCursor: string | null }> {
  const beforeId = query.cursor ? decodeCursor(contactCursorSchema, query.cursor).id : undefined;
  const rows = await findContactMessages(context.db, {
    filter: query.status,
    beforeId,
    limit: CONTACT_PAGE_SIZE,
  });
  const page = rows.slice(0, CONTACT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map(toContactMessage),
    nextCursor: rows.length > CONTACT_PAGE_SIZE && last ? encodeCursor({ id: last.id }) : null,
  };
}

export async function handleContactMessage(
  context: AppContext,
  admin: UserRow,
  id: number,
): Promise<ContactMessage> {
  const existing = await findContactMessage(context.db, id);
  if (!existing) throw notFound("Message not found");
  // Marking twice keeps the first handler and time: the first answer is what happened.
  if (existing.handledAt === null)
    await markContactMessageHandled(context.db, id, admin.id, context.now());
  const row = await findContactMessage(context.db, id);
  if (!row) throw notFound("Message not found");
  return toContactMessage(row);
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    newsletter: Boolean(row.newsletter),
    userId: row.userId,
    createdAt: toIsoString(row.createdAt),
    handledAt: row.handledAt === null ? null : toIsoString(row.handledAt),
    handledBy: row.handledAt === null ? null : (row.handledByName ?? "Deleted user"),
  };
}
