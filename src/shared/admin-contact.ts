import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-limits";

/**
 * The admin panel's contact inbox: answering a message by e-mail
 * (`POST /api/contact-messages/:id/reply`). The list and "mark handled" are in contact.ts.
 */

export const contactReplyMessageSchema = z.object({
  message: z
    .string({ error: "Write a reply" })
    .trim()
    .min(1, "Write a reply")
    .max(
      CONTACT_LIMITS.messageMax,
      `Reply must be at most ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters`,
    ),
});
export type ContactReplyInput = z.input<typeof contactReplyMessageSchema>;

/** The message as the inbox shows it, now handled (the same shape as the list's items). */
export { contactMessageReplySchema as contactReplySentSchema } from "./contact";
