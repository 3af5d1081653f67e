import { z } from "zod";
import { idSchema, pathIdSchema } from "./ids";
import { formatUtcDay } from "./utc-day";

/**
 * The admin panel's users (/admin/users): search, sort and page through every member, open a
 * member's page, and act on one or several accounts (suspend, roles, sessions, deletion).
 */

export const ADMIN_USERS_PAGE_SIZE = 50;
/** A bulk action takes at most this many members at once (one transaction). */
export const ADMIN_USERS_BULK_MAX = 100;
export const SUSPENSION_REASON_MAX = 500;

export const ADMIN_USER_SORTS = ["newest", "oldest", "username", "points"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUsersQuerySchema = z.object({
  /** The start of a username or of an e-mail address, any case. */
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  /**
   * The order of the whole table. A search (q) is listed in order of the matched username or
   * address instead: the one order that stays fast over a million members whatever q is.
   */
  sort: z
    .enum(ADMIN_USER_SORTS, { error: "Sort must be newest, oldest, username or points" })
    .default("newest"),
  cursor: z.string().max(200).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
/** What a client sends: every field optional (sort defaults to newest). */
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  points: z.number(),
  level: z.number(),
  createdAt: z.string(),
  /** ISO time the suspension ends; null when the account is not suspended (or it has ended). */
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersReplySchema = z.object({
  users: z.array(adminUserSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminUsersReply = z.infer<typeof adminUsersReplySchema>;

export const adminUserSessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  rememberMe: z.boolean(),
});
export type AdminUserSession = z.infer<typeof adminUserSessionSchema>;

export const adminUserLedgerEntrySchema = z.object({
  id: z.number(),
  reason: z.string(),
  points: z.number(),
  experience: z.number(),
  createdAt: z.string(),
});
export type AdminUserLedgerEntry = z.infer<typeof adminUserLedgerEntrySchema>;

export const ADMIN_USER_CONTENT_KINDS = [
  "thread",
  "reply",
  "comment",
  "feedback",
  "feedbackComment",
] as const;
export type AdminUserContentKind = (typeof ADMIN_USER_CONTENT_KINDS)[number];

export const adminUserContentItemSchema = z.object({
  kind: z.enum(ADMIN_USER_CONTENT_KINDS),
  id: z.number(),
  title: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type AdminUserContentItem = z.infer<typeof adminUserContentItemSchema>;

export const adminUserContentSchema = z.object({
  counts: z.object({
    /** Forum discussions started. */
    threads: z.number(),
    /** Forum replies. */
    replies: z.number(),
    /** Comments on news posts. */
    comments: z.number(),
    /** Community feedback items submitted. */
    feedback: z.number(),
    /** Comments on feedback items. */
    feedbackComments: z.number(),
  }),
  /** The newest few items of every kind, newest first. */
  recent: z.array(adminUserContentItemSchema),
});
export type AdminUserContent = z.infer<typeof adminUserContentSchema>;

export const adminUserFlagSchema = z.object({
  id: z.number(),
  /** "forum" or "feedback": which flag queue the flag is in. */
  area: z.enum(["forum", "feedback"]),
  targetType: z.string(),
  targetId: z.number(),
  reason: z.string(),
  status: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type AdminUserFlag = z.infer<typeof adminUserFlagSchema>;

export const adminUserDetailReplySchema = z.object({
  user: adminUserSummarySchema.extend({
    /** The latest activity of any of the member's sessions; null with none open. */
    lastSeenAt: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  }),
  sessions: z.array(adminUserSessionSchema),
  ledger: z.array(adminUserLedgerEntrySchema),
  content: adminUserContentSchema,
  /** Flags raised against this member's content, newest first. */
  flags: z.array(adminUserFlagSchema),
});
export type AdminUserDetailReply = z.infer<typeof adminUserDetailReplySchema>;

export const adminUserIdParamsSchema = z.object({ id: pathIdSchema("User not found") });

export const SUSPEND_IN_THE_PAST_MESSAGE = "Choose a date in the future";

const suspendUntilSchema = z
  .string({ error: "Choose the date the suspension ends" })
  .trim()
  .min(1, "Choose the date the suspension ends")
  .pipe(z.iso.datetime({ offset: true, error: "Choose a valid date and time" }));

const suspensionReasonSchema = z
  .string()
  .trim()
  .max(SUSPENSION_REASON_MAX, "Reason must be at most 500 characters")
  .optional()
  .transform((reason) => (reason ? reason : undefined));

/**
 * `POST /api/admin/users/:id/suspend`. Whether `until` is in the future is checked against
 * the server's clock (the service answers 400 with SUSPEND_IN_THE_PAST_MESSAGE); a form checks
 * it against the browser's with `suspendUserFormSchema(new Date())`.
 */
export const suspendUserSchema = z.object({
  until: suspendUntilSchema,
  reason: suspensionReasonSchema,
});
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;

export function isSuspensionEndInFuture(until: string, now: Date): boolean {
  return new Date(until).getTime() > now.getTime();
}

/** The suspend form's schema: the same fields, and the end must be after `now`. */
export function suspendUserFormSchema(now: Date) {
  return suspendUserSchema.refine((input) => isSuspensionEndInFuture(input.until, now), {
    message: SUSPEND_IN_THE_PAST_MESSAGE,
    path: ["until"],
  });
}

export const ADMIN_USER_ROLES = ["admin", "user"] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

export const setUserRoleSchema = z.object({
  role: z.enum(ADMIN_USER_ROLES, { error: "Role must be admin or user" }),
});
export type SetUserRoleInput = z.infer<typeof setUserRoleSchema>;

export const BULK_USER_ACTIONS = ["suspend", "unsuspend", "revokeSessions", "verifyEmail"] as const;
export type BulkUserAction = (typeof BULK_USER_ACTIONS)[number];

export const bulkUserActionSchema = z
  .object({
    ids: z
      .array(idSchema("Choose members by id"), {
        error: "Choose at least one member",
      })
      .min(1, "Choose at least one member")
      .max(ADMIN_USERS_BULK_MAX, "Choose at most 100 members at once"),
    action: z.enum(BULK_USER_ACTIONS, {
      error: "Action must be suspend, unsuspend, revokeSessions or verifyEmail",
    }),
    until: suspendUntilSchema.optional(),
    reason: suspensionReasonSchema,
  })
  .refine((input) => input.action !== "suspend" || input.until !== undefined, {
    message: "Choose the date the suspension ends",
    path: ["until"],
  });
export type BulkUserActionInput = z.infer<typeof bulkUserActionSchema>;

export const bulkUserActionReplySchema = z.object({
  done: z.array(z.number()),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkUserActionReply = z.infer<typeof bulkUserActionReplySchema>;

export const adminUserActionReplySchema = z.object({ user: adminUserSummarySchema });
export type AdminUserActionReply = z.infer<typeof adminUserActionReplySchema>;

export const revokeSessionsReplySchema = z.object({ revoked: z.number() });
export type RevokeSessionsReply = z.infer<typeof revokeSessionsReplySchema>;

export const deleteUserReplySchema = z.object({ deleted: z.literal(true) });

/** "December 3, 2026, 14:00 UTC": the same on every machine, whatever its locale or zone. */
export function formatSuspensionEnd(until: Date | string): string {
  const date = typeof until === "string" ? new Date(until) : until;
  const hours = String(date.getUTCHours()).padStart(2, "0");
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${formatUtcDay(date)}, ${hours}:${minutes} UTC`;
}

/** What a suspended member is told at sign-in: until when, and the reason when one was given. */
export function suspendedAccountMessage(until: Date | string, reason: string | null): string {
  const message = `Your account is suspended until ${formatSuspensionEnd(until)}.`;
  return reason ? `${message} Reason: ${reason}` : message;
}

/** Whether a suspension ending at `until` still refuses sign-in, posting and voting at `now`. */
export function isSuspensionActive(until: Date | string | null, now: Date): boolean {
  if (until === null) return false;
  return new Date(until).getTime() > now.getTime();
}
