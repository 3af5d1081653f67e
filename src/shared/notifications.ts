import { z } from "zod";
import { MAX_ID } from "./ids";

/**
 * Members' notifications: someone replied in your discussion, quoted your reply or mentioned
 * you (@username); the team changed the status of, or responded to, feedback you wrote or
 * voted for; someone commented on your feedback. Newest first.
 */
export const NOTIFICATION_KINDS = [
  "reply",
  "quote",
  "mention",
  "feedback-status",
  "feedback-response",
  "feedback-comment",
  "streamer-application",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** e.g. "alice replied to “Best co-op games of 2026”". */
  text: z.string(),
  /** The site path it opens, e.g. /forum/thread/12#reply-40. */
  url: z.string(),
  actor: z.object({ username: z.string(), avatar: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

export const notificationsReplySchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** POST /api/notifications/read: some by id, or all of them. */
export const markNotificationsReadSchema = z.union(
  [
    z.object({
      ids: z
        .array(z.number().int().positive().max(MAX_ID), {
          error: "ids must be a list of ids",
        })
        .min(1, "ids must name at least one notification")
        .max(100, "At most 100 ids at a time"),
    }),
    z.object({ all: z.literal(true) }),
  ],
  { error: "Send {ids: [...]} or {all: true}" },
);
export const unreadCountReplySchema = z.object({ unreadCount: z.number().int() });

/** GET and PUT /api/notifications/settings: whether notifications are also e-mailed. */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean({ error: "emailNotifications must be true or false" }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * What GET /api/events (Server-Sent Events) pushes. `reply`: a new reply in the discussion the
 * page is reading (subscribe with ?threadId=); `unread`: the signed-in member's unread count.
 */
export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("reply"),
    threadId: z.number().int(),
    replyId: z.number().int(),
  }),
  z.object({ type: z.literal("unread"), unreadCount: z.number().int() }),
  // The session the stream was opened with has ended (the stream closes after it); `message`
  // says why when the member should be told (a suspension and until when).
  z.object({ type: z.literal("signed-out"), message: z.string().nullable() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
