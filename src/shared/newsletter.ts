import { z } from "zod";

/** Footer newsletter form and `POST /api/newsletter`. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(254, "Email is too long")
    .pipe(z.email("Please enter a valid email address")),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const newsletterReplySchema = z.object({
  subscribed: z.literal(true),
});

/** The blog's newsletter box and `POST /api/subscribe`. */
export const subscribeSchema = newsletterSchema.extend({
  name: z
    .string()
    .trim()
    .max(100, "Name must be at most 100 characters")
    .optional()
    .transform((name) => (name ? name : undefined)),
});

export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** The token of a confirmation or unsubscribe link, posted by its page's button. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: "This link is invalid or has expired." })
    .min(1, "This link is invalid or has expired.")
    .max(500, "This link is invalid or has expired."),
});

export const newsletterConfirmReplySchema = z.object({ confirmed: z.literal(true) });
export const newsletterUnsubscribeReplySchema = z.object({ unsubscribed: z.literal(true) });

export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
