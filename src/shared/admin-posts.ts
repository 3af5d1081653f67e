import { z } from "zod";
import { idSchema } from "./ids";

/**
 * The admin panel's news posts (Content → News posts): every post, drafts and scheduled ones
 * included, newest publication time first; the editor loads one post here to edit it.
 * Creating, editing (featuring, scheduling) and deleting go through POST/PUT/DELETE /api/blog.
 */

export const ADMIN_POSTS_PAGE_SIZE = 25;

export const ADMIN_POST_STATUSES = ["published", "scheduled", "draft"] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];

export const ADMIN_POST_STATUS_FILTERS = ["all", ...ADMIN_POST_STATUSES] as const;
export type AdminPostStatusFilter = (typeof ADMIN_POST_STATUS_FILTERS)[number];

export const adminPostsQuerySchema = z.object({
  /** Words of the title or the slug (any case). */
  q: z.string().trim().max(200, "Search must be at most 200 characters.").optional(),
  status: z
    .enum(ADMIN_POST_STATUS_FILTERS, {
      error: "status must be all, published, scheduled or draft",
    })
    .default("all"),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type AdminPostsQuery = z.input<typeof adminPostsQuerySchema>;

export const adminPostRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** The name the post is credited to. */
  author: z.string(),
  isFeatured: z.boolean(),
  published: z.boolean(),
  /** When it went or goes public (ISO 8601, UTC). */
  publishedAt: z.string(),
  /** published: public now; scheduled: published for a future time; draft: not published. */
  status: z.enum(ADMIN_POST_STATUSES),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
});
export type AdminPostRow = z.infer<typeof adminPostRowSchema>;

export const adminPostsReplySchema = z.object({
  posts: z.array(adminPostRowSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminPostsReply = z.infer<typeof adminPostsReplySchema>;

/** GET /api/admin/posts/{id}: what the editor fills its form with. */
export const adminPostDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The stored (sanitised) HTML. */
  content: z.string(),
  excerpt: z.string(),
  /** An absolute URL (a picture stored on this site is named by the site's address), or null. */
  imageUrl: z.string().nullable(),
  category: z.string(),
  authorId: z.number().int().nullable(),
  published: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: z.string(),
  status: z.enum(ADMIN_POST_STATUSES),
});
export type AdminPostDetail = z.infer<typeof adminPostDetailSchema>;

/** A bulk action takes at most this many posts at once (one transaction). */
export const ADMIN_POSTS_BULK_MAX = 100;

export const BULK_POST_ACTIONS = [
  "feature",
  "unfeature",
  "publish",
  "unpublish",
  "delete",
] as const;
export type BulkPostAction = (typeof BULK_POST_ACTIONS)[number];

/** POST /api/admin/posts/bulk: one action on several posts, in one transaction. */
export const bulkPostActionSchema = z.object({
  ids: z
    .array(idSchema("Choose posts by id"), {
      error: "Choose at least one post",
    })
    .min(1, "Choose at least one post")
    .max(ADMIN_POSTS_BULK_MAX, "Choose at most 100 posts at once"),
  action: z.enum(BULK_POST_ACTIONS, {
    error: "Action must be feature, unfeature, publish, unpublish or delete",
  }),
});
export type BulkPostActionInput = z.infer<typeof bulkPostActionSchema>;

/** What was done, and each post left alone with why. */
export const bulkPostActionReplySchema = z.object({
  done: z.array(z.number()),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type BulkPostActionReply = z.infer<typeof bulkPostActionReplySchema>;
