import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-limits";

/**
 * The contact form and `POST /api/contact`: one schema for the
 * form and the server. Name, e-mail and subject end up in the headers of the e-mail sent to the
 * admins, so a line break in them is refused before anything is trimmed (header injection).
 */
const ONE_LINE = /^[^\r\n]*$/;
const ONE_LINE_MESSAGE = (field: string) => `${field} must be on a single line`;

export { CONTACT_LIMITS };

export const contactSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .regex(ONE_LINE, ONE_LINE_MESSAGE("Name"))
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(CONTACT_LIMITS.nameMax, `Name must be at most ${CONTACT_LIMITS.nameMax} characters`),
  email: z
    .string({ error: "Please enter a valid email address" })
    .regex(ONE_LINE, "Please enter a valid email address")
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
  subject: z
    .string({ error: "Subject must be at least 5 characters" })
    .regex(ONE_LINE, ONE_LINE_MESSAGE("Subject"))
    .trim()
    .min(5, "Subject must be at least 5 characters")
    .max(
      CONTACT_LIMITS.subjectMax,
      `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters`,
    ),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(
      CONTACT_LIMITS.messageMax,
      `Message must be at most ${CONTACT_LIMITS.messageMax.toLocaleString("en-US")} characters`,
    ),
  newsletter: z.boolean().optional().default(false),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;

export const contactReplySchema = z.object({ sent: z.literal(true) });

/** The admins' inbox: `GET /api/contact-messages`. */
export const CONTACT_MESSAGE_STATUSES = ["open", "handled", "all"] as const;

export const contactMessagesQuerySchema = z.object({
  status: z
    .enum(CONTACT_MESSAGE_STATUSES, { error: "status must be open, handled or all" })
    .default("open"),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});

export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  newsletter: z.boolean(),
  /** The member who sent it while signed in, if any. */
  userId: z.number().nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesReplySchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const contactMessageReplySchema = z.object({ message: contactMessageSchema });

export const CONTACT_PAGE_SIZE = 30;
