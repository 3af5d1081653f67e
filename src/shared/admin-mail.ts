import { z } from "zod";

/** The admin panel's mail outbox (`GET /api/admin/outbox`, `POST /api/admin/outbox/:id/retry`). */

export const ADMIN_OUTBOX_PAGE_SIZE = 50;
export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type AdminMailStatus = (typeof MAIL_STATUSES)[number];

export const adminOutboxQuerySchema = z.object({
  /** No status: every message. */
  status: z.enum(MAIL_STATUSES, { error: "status must be queued, sent or failed" }).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

export const adminOutboxMessageSchema = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the worker tries again; null once sent or failed. */
  nextAttemptAt: z.string().nullable(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxCountsSchema = z.object({
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
});

export const adminOutboxReplySchema = z.object({
  messages: z.array(adminOutboxMessageSchema),
  nextCursor: z.string().nullable(),
  counts: adminOutboxCountsSchema,
});
export type AdminOutboxReply = z.infer<typeof adminOutboxReplySchema>;

export const adminOutboxRetryReplySchema = z.object({ message: adminOutboxMessageSchema });
export type AdminOutboxRetryReply = z.infer<typeof adminOutboxRetryReplySchema>;

export const ONLY_FAILED_CAN_RETRY = "Only failed messages can be retried";
export const MAIL_NOT_FOUND = "Message not found";
