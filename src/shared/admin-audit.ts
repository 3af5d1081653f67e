import { z } from "zod";

/**
 * The admin panel's audit log (/admin/audit): every admin action, who did it, on which object,
 * the small before and after values, from which address. Read-only: no call changes an entry.
 */

export const ADMIN_AUDIT_PAGE_SIZE = 50;

export const adminAuditQuerySchema = z.object({
  /** An exact action ("user.suspend") or a prefix ending in a dot ("user."). */
  action: z.string().trim().max(80).optional(),
  /** The acting admin's username (exact, any case). */
  actor: z.string().trim().max(40).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.number().nullable(), username: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditReplySchema = z.object({
  entries: z.array(adminAuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminAuditReply = z.infer<typeof adminAuditReplySchema>;
