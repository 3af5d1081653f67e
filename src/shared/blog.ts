import { z } from "zod";
import { BLOG_PAGE_SIZE_MAX, CATEGORY_PAGE_SIZE, DATE_RANGES } from "./blog-limits";
import { awardReplySchema } from "./gamification";
import { MAX_ID } from "./ids";

/**
 * A post as every list sends it (the blog list, a category's posts, saved articles): what the
 * cards show, never the article's body. `excerpt` is never blank: for a post stored without
 * one, the server writes the start of its text there, so a card needs no body to summarise it.
 */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  category: z.string(),
  categorySlug: z.string(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  likes: z.number().int(),
  comments: z.number().int(),
  views: z.number().int(),
  /** Whether the signed-in reader liked / saved it (false when signed out). */
  isLiked: z.boolean(),
  isBookmarked: z.boolean(),
  timeAgo: z.string(),
  createdAt: z.string(),
  author: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    timeAgo: z.string(),
    readTime: z.string(),
  }),
});

export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A whole blog post: the summary with the article's body and its source note. */
export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitised HTML (an allow-list applied on the server before storing). */
  content: z.string(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});

export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * GET /api/blog/{id}: the post and, for a signed-in reader, what reading it earned (the read is
 * credited by opening the article; alreadyCredited once it was read before). Null when signed out.
 */
export const articleReplySchema = blogPostSchema.extend({
  award: awardReplySchema.nullable(),
});
export type ArticleReply = z.infer<typeof articleReplySchema>;

export { DATE_RANGES, type DateRange } from "./blog-limits";

export const blogListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(BLOG_PAGE_SIZE_MAX, `limit must be at most ${BLOG_PAGE_SIZE_MAX}`)
    .default(BLOG_PAGE_SIZE_MAX),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  /** A category slug; "all" or absent means every category. */
  category: z.string().max(100).optional(),
  /** A tag name, e.g. "PC Gaming". */
  tag: z.string().max(100).optional(),
  /** Full-text search over title, excerpt and content. */
  q: z.string().trim().max(200).optional(),
  dateRange: z
    .enum(DATE_RANGES, { error: "dateRange must be all, today, week, month or year" })
    .optional(),
});

export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET /api/blog: one page of summaries; the body of a post comes with GET /api/blog/{id} only. */
export const blogListReplySchema = z.object({
  posts: z.array(blogPostSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many posts match the filters in all. */
  total: z.number().int(),
});

export type BlogListReply = z.infer<typeof blogListReplySchema>;

/** GET /api/bookmarks: the reader's saved posts, as summaries. */
export const bookmarksReplySchema = z.array(blogPostSummarySchema);
export type BookmarksReply = z.infer<typeof bookmarksReplySchema>;

export const blogPostParamsSchema = z.object({
  id: z.string().min(1).max(200),
});

export const PUBLISH_AT_ERROR = "Publish at must be a date and time, e.g. 2030-01-31T09:00:00Z.";

/** Create blog post: the form's fields and messages. */
export const createPostSchema = z.object({
  title: z
    .string({ error: "Title must be at least 5 characters." })
    .trim()
    .min(5, "Title must be at least 5 characters.")
    .max(100, "Title must be less than 100 characters."),
  content: z
    .string({ error: "Content must be at least 50 characters." })
    .min(50, "Content must be at least 50 characters.")
    .max(200_000, "Content is too long."),
  excerpt: z
    .string({ error: "Excerpt must be at least 10 characters." })
    .trim()
    .min(10, "Excerpt must be at least 10 characters.")
    .max(200, "Excerpt must be less than 200 characters."),
  imageUrl: z
    .string({ error: "Please enter a valid URL for the image." })
    .trim()
    .max(2000, "Please enter a valid URL for the image.")
    .pipe(z.url({ protocol: /^https?$/, error: "Please enter a valid URL for the image." })),
  category: z
    .string({ error: "Category must be at least 3 characters." })
    .trim()
    .min(3, "Category must be at least 3 characters.")
    .max(50, "Category must be at most 50 characters."),
  /** The user the post is attributed to (must exist); absent means the signed-in admin. */
  authorId: z.coerce
    .number({ error: "Please enter a valid author ID." })
    .int("Please enter a valid author ID.")
    .positive("Please enter a valid author ID.")
    .max(MAX_ID, "Please enter a valid author ID.")
    .optional(),
  published: z.boolean().default(true),
  /** Shown first on the home page and marked on its card; absent means not featured. */
  isFeatured: z.boolean({ error: "Featured must be true or false." }).optional(),
  /**
   * When the post goes public (ISO 8601 with a time zone). A future time schedules it: until
   * then only admins see it. Absent means now (on an edit: unchanged).
   */
  publishAt: z
    .string({ error: PUBLISH_AT_ERROR })
    .pipe(z.iso.datetime({ offset: true, error: PUBLISH_AT_ERROR }))
    .refine((value) => !Number.isNaN(Date.parse(value)), PUBLISH_AT_ERROR)
    .optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/**
 * An edit changes only the fields sent: `published` loses its default, so an edit that does
 * not mention it (featuring, say) never publishes a draft.
 */
export const updatePostSchema = createPostSchema
  .extend({ published: z.boolean({ error: "Published must be true or false." }) })
  .partial();
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

/** A like earns points once per article: `award` says what; null when the like was taken back. */
export const likeReplySchema = z.object({
  liked: z.boolean(),
  likes: z.number().int(),
  award: awardReplySchema.nullable(),
});
export type LikeReply = z.infer<typeof likeReplySchema>;
export const bookmarkReplySchema = z.object({ bookmarked: z.boolean() });
export type BookmarkReply = z.infer<typeof bookmarkReplySchema>;

export const commentSchema = z.object({
  content: z
    .string({ error: "Comment cannot be empty" })
    .trim()
    .min(1, "Comment cannot be empty")
    .max(2000, "Comment must be at most 2000 characters"),
});
export type CommentInput = z.infer<typeof commentSchema>;

export const commentReplySchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  /** Plain text; render it as text, never as HTML. */
  content: z.string(),
  createdAt: z.string(),
  author: z.object({
    id: z.number().int().nullable(),
    /** 'Deleted user' once the account is gone. */
    name: z.string(),
    avatar: z.string().nullable(),
  }),
  /** The reader wrote it, or is an admin. */
  canDelete: z.boolean(),
});
export type BlogComment = z.infer<typeof commentReplySchema>;

/** POST /api/blog/{id}/comments: the new comment and what posting it earned. */
export const postedCommentReplySchema = commentReplySchema.extend({ award: awardReplySchema });
export type PostedCommentReply = z.infer<typeof postedCommentReplySchema>;

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string(),
  postCount: z.number().int(),
  latestPost: z.object({ title: z.string(), publishedAt: z.string() }).nullable(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/** A post's card on a category page. */
export const categoryPostCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  author: z.object({ name: z.string(), avatar: z.string().nullable() }),
  publishedAt: z.string(),
  readTime: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
});
export type CategoryPostCard = z.infer<typeof categoryPostCardSchema>;

export const categoryPostsQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number" })
    .int()
    .min(1, "page must be at least 1")
    .default(1),
});

export const categoryPostsReplySchema = z.object({
  posts: z.array(categoryPostCardSchema),
  page: z.number().int(),
  pageSize: z.literal(CATEGORY_PAGE_SIZE),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type CategoryPostsReply = z.infer<typeof categoryPostsReplySchema>;

export const trendingTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type TrendingTopic = z.infer<typeof trendingTopicSchema>;
