import { z } from "zod";
import {
  DEFAULT_FEEDBACK_PRIORITY,
  FEEDBACK_CATEGORIES,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_COMMENT_MIN,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_DESCRIPTION_MIN,
  FEEDBACK_PRIORITIES,
  FEEDBACK_RESPONSE_MAX,
  FEEDBACK_STATUSES,
  FEEDBACK_TABS,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TITLE_MIN,
  FEEDBACK_TYPES,
} from "./feedback-limits";
import { awardReplySchema } from "./gamification";
import { MAX_ID } from "./ids";

/**
 * The community feedback hub's contract: items, votes, comments, the team's status and
 * response, merging duplicates. One schema per payload, read by the dialog, the server and the
 * client's replies. Errors come back as `{ "error": "…" }` (the dialog shows it under
 * 'Submission Failed').
 */
export * from "./feedback-limits";

const idSchema = z.number().int().positive().max(MAX_ID);

export const feedbackPersonSchema = z.object({
  id: idSchema.nullable(),
  username: z.string(),
  avatar: z.string().nullable(),
});

export const feedbackItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** The Markdown as written (the list shows it as text, clamped). */
  description: z.string(),
  descriptionHtml: z.string(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  category: z.enum(FEEDBACK_CATEGORIES).nullable(),
  priority: z.enum(FEEDBACK_PRIORITIES),
  gameId: z.number().int().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  votes: z.number().int(),
  /** Whether the signed-in reader voted (false when signed out). */
  hasVoted: z.boolean(),
  /** The author's username ('Deleted user' for a deleted account), and who they are. */
  userName: z.string(),
  author: feedbackPersonSchema,
  createdAt: z.string(),
  commentCount: z.number().int(),
  /** The one developer response (Markdown as written and its HTML), who wrote it and when. */
  responseFromDev: z.string().nullable(),
  responseHtml: z.string().nullable(),
  respondedBy: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** Set on a duplicate merged into another item: where its votes went. */
  mergedInto: z.object({ id: idSchema, title: z.string() }).nullable(),
  /** Only admins and the author ever see a hidden item; they see it marked. */
  isHidden: z.boolean(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** GET /api/community-feedback */
export const feedbackListQuerySchema = z.object({
  tab: z
    .enum(FEEDBACK_TABS, { error: "tab must be all, trending, my-feedback or dev-responses" })
    .default("all"),
  search: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  type: z
    .union([z.literal("all"), z.enum(FEEDBACK_TYPES)], {
      error: "type must be all, bug-report, feature-request, general or survey-response",
    })
    .default("all"),
  status: z
    .union([z.literal("all"), z.enum(FEEDBACK_STATUSES)], {
      error: "status must be all, open, in-review, in-progress, resolved or closed",
    })
    .default("all"),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

export const feedbackListReplySchema = z.object({
  items: z.array(feedbackItemSchema),
  nextCursor: z.string().nullable(),
});
export type FeedbackListReply = z.infer<typeof feedbackListReplySchema>;

/** A select's empty value ('' or absent) means none. */
const emptyAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** POST /api/community-feedback: signed in; answers 201 with the item (status open). */
export const createFeedbackSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .min(FEEDBACK_TITLE_MIN, `Title must be at least ${FEEDBACK_TITLE_MIN} characters`)
    .max(FEEDBACK_TITLE_MAX, `Title must be at most ${FEEDBACK_TITLE_MAX} characters`),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .min(
      FEEDBACK_DESCRIPTION_MIN,
      `Description must be at least ${FEEDBACK_DESCRIPTION_MIN} characters`,
    )
    .max(FEEDBACK_DESCRIPTION_MAX, "Description must be at most 5,000 characters"),
  feedbackType: z.enum(FEEDBACK_TYPES, { error: "Feedback type is required" }),
  category: z.preprocess(
    emptyAsNull,
    z
      .enum(FEEDBACK_CATEGORIES, {
        error: "Category must be gameplay, ui, performance, content or other",
      })
      .nullable(),
  ),
  priority: z.preprocess(
    (value) => (value === "" || value === undefined || value === null ? undefined : value),
    z
      .enum(FEEDBACK_PRIORITIES, { error: "Priority must be low, medium, high or critical" })
      .default(DEFAULT_FEEDBACK_PRIORITY),
  ),
  gameId: z.preprocess(
    emptyAsNull,
    z.coerce
      .number({ error: "gameId must be a game id or null" })
      .int("gameId must be a game id or null")
      .positive("gameId must be a game id or null")
      .max(MAX_ID, "gameId must be a game id or null")
      .nullable(),
  ),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackSchema>;
export type CreateFeedback = z.output<typeof createFeedbackSchema>;

export const createdFeedbackReplySchema = feedbackItemSchema.extend({
  award: awardReplySchema.nullable(),
});
export type CreatedFeedbackReply = z.infer<typeof createdFeedbackReplySchema>;

/** POST /api/community-feedback/{id}/vote toggles the reader's vote. */
export const feedbackVoteReplySchema = z.object({ votes: z.number().int(), hasVoted: z.boolean() });
export type FeedbackVoteReply = z.infer<typeof feedbackVoteReplySchema>;

/**
 * PATCH /api/community-feedback/{id} (admins): the status, and/or the one developer response
 * (a new text replaces the old one; null or '' removes it). Every voter and the author are
 * notified of a change.
 */
export const updateFeedbackSchema = z
  .object({
    status: z
      .enum(FEEDBACK_STATUSES, {
        error: "status must be open, in-review, in-progress, resolved or closed",
      })
      .optional(),
    responseFromDev: z
      .string({ error: "responseFromDev must be text or null" })
      .trim()
      .max(FEEDBACK_RESPONSE_MAX, "Response must be at most 5,000 characters")
      .transform((value) => (value === "" ? null : value))
      .nullable()
      .optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.responseFromDev !== undefined,
    "Send a status, a responseFromDev, or both",
  );
export type UpdateFeedback = z.output<typeof updateFeedbackSchema>;

/** POST /api/community-feedback/{id}/merge (admins): this item is a duplicate of `intoId`. */
export const mergeFeedbackSchema = z.object({
  // Every way of getting it wrong (missing, text, 0, negative, too large) reads the same.
  intoId: z.coerce
    .number({ error: "intoId must be a feedback id" })
    .int("intoId must be a feedback id")
    .positive("intoId must be a feedback id")
    .max(MAX_ID, "intoId must be a feedback id"),
});
export type MergeFeedback = z.output<typeof mergeFeedbackSchema>;

export const feedbackCommentSchema = z.object({
  id: idSchema,
  feedbackId: idSchema,
  author: feedbackPersonSchema,
  /** Whether the author is on the team (an admin): their comments are marked 'Team'. */
  isTeam: z.boolean(),
  content: z.string(),
  contentHtml: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isHidden: z.boolean(),
});
export type FeedbackComment = z.infer<typeof feedbackCommentSchema>;

export const feedbackCommentsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const feedbackCommentsReplySchema = z.object({
  comments: z.array(feedbackCommentSchema),
  /** Oldest first; pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedbackCommentsReply = z.infer<typeof feedbackCommentsReplySchema>;

/** POST /api/community-feedback/{id}/comments: Markdown, with @mentions. */
export const createFeedbackCommentSchema = z.object({
  content: z
    .string({ error: "Comment is required" })
    .trim()
    .min(FEEDBACK_COMMENT_MIN, `Comment must be at least ${FEEDBACK_COMMENT_MIN} characters`)
    .max(FEEDBACK_COMMENT_MAX, "Comment must be at most 5,000 characters"),
});
export type CreateFeedbackComment = z.output<typeof createFeedbackCommentSchema>;

/** POST /api/community-feedback/{id}/flag and /api/community-feedback/comments/{id}/flag. */
export const feedbackFlagSchema = z.object({
  reason: z
    .string({ error: "Please say what is wrong" })
    .trim()
    .min(3, "Reason must be at least 3 characters")
    .max(500, "Reason must be at most 500 characters"),
});
export const feedbackFlagReplySchema = z.object({
  flagged: z.literal(true),
  /** True when this report hid the post (enough members reported it). */
  hidden: z.boolean(),
});

/** One status change of an item, for its page's history. */
export const feedbackStatusChangeSchema = z.object({
  fromStatus: z.enum(FEEDBACK_STATUSES),
  toStatus: z.enum(FEEDBACK_STATUSES),
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/community-feedback/{id}: the item and its status history (oldest first). */
export const feedbackItemReplySchema = feedbackItemSchema.extend({
  statusHistory: z.array(feedbackStatusChangeSchema),
  /** Items merged into this one. */
  duplicates: z.array(z.object({ id: idSchema, title: z.string() })),
});
export type FeedbackItemReply = z.infer<typeof feedbackItemReplySchema>;

/** POST /api/community-feedback/{id}/comments answers 201 with the comment and what it earned. */
export const createdFeedbackCommentReplySchema = feedbackCommentSchema.extend({
  award: awardReplySchema.nullable(),
});
export type CreatedFeedbackCommentReply = z.infer<typeof createdFeedbackCommentReplySchema>;

export const FEEDBACK_FLAG_ACTIONS = ["keep", "hide", "delete"] as const;
/** POST /api/community-feedback/flags/{flagId}/resolve (admins): closes every open report of the post. */
export const resolveFeedbackFlagSchema = z.object({
  action: z.enum(FEEDBACK_FLAG_ACTIONS, { error: "action must be keep, hide or delete" }),
});
export type ResolveFeedbackFlag = z.output<typeof resolveFeedbackFlagSchema>;

/** GET /api/community-feedback/flags (admins): one entry per reported item or comment. */
export const feedbackOpenFlagSchema = z.object({
  /** The post's oldest open report; resolving it resolves every open report of the post. */
  id: idSchema,
  targetType: z.enum(["item", "comment"]),
  targetId: idSchema,
  feedbackId: idSchema,
  /** The item's title (for a comment, the title of the item it is on). */
  title: z.string(),
  /** A plain-text excerpt of the reported text. */
  excerpt: z.string(),
  /** Where the post is on the site. */
  url: z.string(),
  author: feedbackPersonSchema,
  isHidden: z.boolean(),
  reports: z.array(z.object({ username: z.string(), reason: z.string(), createdAt: z.string() })),
});
export type FeedbackOpenFlag = z.infer<typeof feedbackOpenFlagSchema>;
export const feedbackOpenFlagsReplySchema = z.array(feedbackOpenFlagSchema);
