import { z } from "zod";
import { idSchema } from "./ids";
import { newsletterSchema } from "./newsletter";

/** The merchandise catalogue of /merchandise and its "Notify me" list (no payments). */
export const merchandiseItemSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  priceCents: z.number(),
  currency: z.string(),
  image: z.string(),
});
export type MerchandiseItem = z.infer<typeof merchandiseItemSchema>;

export const merchandiseReplySchema = z.object({ items: z.array(merchandiseItemSchema) });

/** "Notify me": the address (checked as the newsletter checks it) and, optionally, the item. */
export const merchandiseNotifySchema = newsletterSchema.extend({
  itemId: idSchema("itemId must be a merchandise item id").nullable().optional().default(null),
});
export type MerchandiseNotifyInput = z.input<typeof merchandiseNotifySchema>;

/** The same answer whether or not the address was already listed. */
export const merchandiseNotifyReplySchema = z.object({ listed: z.literal(true) });

export const merchandiseConfirmSchema = z.object({
  token: z
    .string({ error: "This link is invalid or has expired." })
    .min(1, "This link is invalid or has expired.")
    .max(500, "This link is invalid or has expired."),
});
export const merchandiseConfirmReplySchema = z.object({ confirmed: z.literal(true) });

export { MERCHANDISE_CONFIRM_PARAM } from "./merchandise-limits";
