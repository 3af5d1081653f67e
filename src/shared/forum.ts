import { z } from "zod";
import {
  FLAG_REASON_MAX,
  FLAG_REASON_MIN,
  FORUM_SORTS,
  POST_CONTENT_MAX,
  THREAD_CONTENT_MIN,
  THREAD_TAG_LENGTH_MAX,
  THREAD_TAGS_MAX,
  THREAD_TITLE_MAX,
  THREAD_TITLE_MIN,
} from "./forum-limits";
import { awardReplySchema } from "./gamification";
import { MAX_ID, queryIdSchema } from "./ids";

/**
 * The forum's contract: categories, discussions (threads), replies, votes, moderation and
 * flags. One schema per payload, read by the forms, the server and the client's replies.
 */

export {
  FLAG_REASON_MAX,
  FLAG_REASON_MIN,
  FLAGS_TO_HIDE,
  FORUM_REPLIES_PAGE_SIZE,
  FORUM_SORTS,
  FORUM_THREADS_PAGE_SIZE,
  type ForumSort,
  LOCKED_THREAD_MESSAGE,
  MISSING_INFORMATION_MESSAGE,
  MISSING_INFORMATION_TITLE,
  POST_CONTENT_MAX,
  parseTagInput,
  THREAD_CONTENT_MIN,
  THREAD_TAG_LENGTH_MAX,
  THREAD_TAGS_MAX,
  THREAD_TITLE_MAX,
  THREAD_TITLE_MIN,
  threadPath,
} from "./forum-limits";

const idSchema = z.number().int().positive().max(MAX_ID);

export const forumCategorySchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  threadCount: z.number().int(),
  postCount: z.number().int(),
  pointsReward: z.number().int(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;
export const forumCategoriesReplySchema = z.array(forumCategorySchema);

/** Who wrote a post; `id` is null for a deleted account ('Deleted user'). */
export const forumAuthorSchema = z.object({
  id: idSchema.nullable(),
  username: z.string(),
  avatar: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const voteValueSchema = z.union([z.literal(1), z.literal(-1), z.literal(0)], {
  error: "Vote must be 1, -1 or 0",
});
export type VoteValue = z.infer<typeof voteValueSchema>;

/**
 * A discussion as the list sends it. `content` is a plain-text excerpt of the opening post
 * (at most 280 characters); the whole post comes with GET /api/forum/threads/{id}.
 */
export const forumThreadSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  categoryId: idSchema,
  category: z.object({ name: z.string(), color: z.string(), slug: z.string() }),
  tags: z.array(z.string()),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  views: z.number().int(),
  replies: z.number().int(),
  author: forumAuthorSchema,
  createdAt: z.string(),
  lastActivityAt: z.string(),
  isSticky: z.boolean(),
  isLocked: z.boolean(),
  /** Among the forum's hottest discussions right now (by the trending order's hot score). */
  isTrending: z.boolean(),
  isFeatured: z.boolean(),
  isHotTopic: z.boolean(),
});
export type ForumThreadSummary = z.infer<typeof forumThreadSummarySchema>;

/** GET /api/forum/threads/{id}: the whole discussion; `content` is the Markdown as written. */
export const forumThreadSchema = forumThreadSummarySchema.extend({
  contentHtml: z.string(),
  editedAt: z.string().nullable(),
  /** The reader's vote (0 when none or signed out). */
  myVote: voteValueSchema,
  /** Only admins and the author ever see a hidden discussion; they see it marked. */
  isHidden: z.boolean(),
});
export type ForumThread = z.infer<typeof forumThreadSchema>;

export const threadListQuerySchema = z.object({
  /** A category id; "all" or absent means every category. */
  categoryId: z
    .union([z.literal("all"), queryIdSchema("categoryId must be a category id or all")], {
      error: "categoryId must be a category id or all",
    })
    .optional(),
  sortBy: z
    .enum(FORUM_SORTS, { error: "sortBy must be latest, popular or trending" })
    .default("latest"),
  /** Full-text search over titles and opening posts. */
  q: z.string().trim().max(200, "Search text must be at most 200 characters").optional(),
  tag: z.string().trim().max(THREAD_TAG_LENGTH_MAX).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type ThreadListQuery = z.infer<typeof threadListQuerySchema>;

export const threadListReplySchema = z.object({
  threads: z.array(forumThreadSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ThreadListReply = z.infer<typeof threadListReplySchema>;

const threadTitleSchema = z
  .string({ error: "Title is required" })
  .trim()
  .min(THREAD_TITLE_MIN, `Title must be at least ${THREAD_TITLE_MIN} characters`)
  .max(THREAD_TITLE_MAX, `Title must be at most ${THREAD_TITLE_MAX} characters`);

const threadContentSchema = z
  .string({ error: "Content is required" })
  .trim()
  .min(THREAD_CONTENT_MIN, `Content must be at least ${THREAD_CONTENT_MIN} characters`)
  .max(POST_CONTENT_MAX, "Content must be at most 20,000 characters");

/**
 * Tags: trimmed, blanks dropped, duplicates (ignoring case) dropped, then at most 5 of at most
 * 24 characters each. The dialog enters them comma-separated (see `parseTagInput`).
 */
export const threadTagsSchema = z
  .array(z.string({ error: "Tags must be text" }), { error: "Tags must be a list" })
  .max(50, `At most ${THREAD_TAGS_MAX} tags`)
  .transform((tags) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim().replace(/\s+/g, " ");
      const key = tag.toLowerCase();
      if (tag.length === 0 || seen.has(key)) continue;
      seen.add(key);
      kept.push(tag);
    }
    return kept;
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(
            THREAD_TAG_LENGTH_MAX,
            `Each tag must be at most ${THREAD_TAG_LENGTH_MAX} characters`,
          ),
      )
      .max(THREAD_TAGS_MAX, `At most ${THREAD_TAGS_MAX} tags`),
  );

export const createThreadSchema = z.object({
  title: threadTitleSchema,
  content: threadContentSchema,
  categoryId: queryIdSchema("Please choose a category"),
  tags: threadTagsSchema.default([]),
});
export type CreateThreadInput = z.input<typeof createThreadSchema>;
export type CreateThread = z.output<typeof createThreadSchema>;

/** POST /api/forum/threads answers 201 with the discussion and what starting it earned. */
export const createdThreadReplySchema = forumThreadSchema.extend({
  award: awardReplySchema.nullable(),
});
export type CreatedThreadReply = z.infer<typeof createdThreadReplySchema>;

/**
 * PATCH /api/forum/threads/{id}. The author may change title, content and tags; admins may
 * change everything, including the moderation fields (any other member sending those: 403).
 */
export const updateThreadSchema = z
  .object({
    title: threadTitleSchema.optional(),
    content: threadContentSchema.optional(),
    tags: threadTagsSchema.optional(),
    isSticky: z.boolean().optional(),
    isLocked: z.boolean().optional(),
    isFeatured: z.boolean().optional(),
    isHotTopic: z.boolean().optional(),
    isHidden: z.boolean().optional(),
    categoryId: z.number().int().positive().max(MAX_ID).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: "Nothing to change",
  });
export type UpdateThread = z.infer<typeof updateThreadSchema>;
export const THREAD_MODERATION_FIELDS = [
  "isSticky",
  "isLocked",
  "isFeatured",
  "isHotTopic",
  "isHidden",
  "categoryId",
] as const;

/** The quoted reply as a reply shows it (kept even if the quoted reply is deleted later). */
export const replyQuoteSchema = z.object({
  replyId: idSchema.nullable(),
  author: z.string(),
  excerpt: z.string(),
});

export const forumReplySchema = z.object({
  id: idSchema,
  threadId: idSchema,
  /** Markdown as written (the author's editor reads it). */
  content: z.string(),
  contentHtml: z.string(),
  author: forumAuthorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  myVote: voteValueSchema,
  quote: replyQuoteSchema.nullable(),
  isHidden: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const repliesQuerySchema = z.object({ cursor: z.string().max(200).optional() });

export const repliesPageSchema = z.object({
  replies: z.array(forumReplySchema),
  nextCursor: z.string().nullable(),
  /** Visible replies in the discussion. */
  total: z.number().int(),
});
export type RepliesPage = z.infer<typeof repliesPageSchema>;

const replyContentSchema = z
  .string({ error: "Reply cannot be empty" })
  .trim()
  .min(1, "Reply cannot be empty")
  .max(POST_CONTENT_MAX, "Reply must be at most 20,000 characters");

export const createReplySchema = z.object({
  content: replyContentSchema,
  quoteReplyId: z.number().int().positive().max(MAX_ID).optional(),
});
export type CreateReply = z.infer<typeof createReplySchema>;

export const createdReplySchema = forumReplySchema.extend({
  award: awardReplySchema.nullable(),
});
export type CreatedReply = z.infer<typeof createdReplySchema>;

export const updateReplySchema = z.object({ content: replyContentSchema });

export const voteSchema = z.object({ value: voteValueSchema });
export const voteReplySchema = z.object({
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  myVote: voteValueSchema,
});
export type VoteReply = z.infer<typeof voteReplySchema>;

export const flagSchema = z.object({
  reason: z
    .string({ error: "Please say what is wrong with this post" })
    .trim()
    .min(FLAG_REASON_MIN, "Please say what is wrong with this post")
    .max(FLAG_REASON_MAX, `The reason must be at most ${FLAG_REASON_MAX} characters`),
});
export const flagReplySchema = z.object({
  flagged: z.literal(true),
  /** Whether the post is now hidden (the third member's flag hides it). */
  isHidden: z.boolean(),
});

export const FLAG_ACTIONS = ["keep", "hide", "delete"] as const;
export const resolveFlagSchema = z.object({
  action: z.enum(FLAG_ACTIONS, { error: "action must be keep, hide or delete" }),
});

/** GET /api/forum/flags (admins): one entry per flagged post with open flags. */
export const openFlagSchema = z.object({
  /** The id of the post's oldest open flag; resolving it resolves every open flag of the post. */
  id: idSchema,
  targetType: z.enum(["thread", "reply"]),
  targetId: idSchema,
  threadId: idSchema,
  threadTitle: z.string(),
  /** A plain-text excerpt of the flagged post. */
  excerpt: z.string(),
  author: forumAuthorSchema,
  isHidden: z.boolean(),
  reports: z.array(z.object({ username: z.string(), reason: z.string(), createdAt: z.string() })),
});
export const openFlagsReplySchema = z.array(openFlagSchema);
export type OpenFlag = z.infer<typeof openFlagSchema>;
