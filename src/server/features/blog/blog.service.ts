import type { Kysely } from "kysely";
import { z } from "zod";
import type {
  BlogCategory,
  BlogComment,
  BlogListQuery,
  BlogListReply,
  BlogPost,
  CategoryPostCard,
  CategoryPostsReply,
  CreatePostInput,
  TrendingTopic,
  UpdatePostInput,
} from "../../../shared/blog";
import { CATEGORY_PAGE_SIZE, TRENDING_TOPICS_MAX } from "../../../shared/blog-limits";
import { formatTimeAgo } from "../../../shared/time-ago";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { sanitizePostHtml } from "../../lib/html-sanitizer";
import {
  cursorIdSchema,
  cursorOffsetSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
} from "../../lib/cursor";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { TtlCache } from "../../lib/ttl-cache";
import type { SignedIn } from "../../plugins/session";
import type { UserRow } from "../users/users.repo";
import {
  countFilteredPosts,
  deletePostRow,
  findOrCreateCategory,
  findPostById,
  findPosts,
  findPublishedPost,
  findReactionsOfUser,
  findTagsOfPosts,
  incrementViewCount,
  insertPost,
  type PostCursor,
  type PostFilters,
  type PostRow,
  sinceForRange,
  slugify,
  updatePostRow,
} from "./blog.repo";
import { findCategoriesWithStats, findTrendingCandidates } from "./categories.repo";
import {
  type CommentRow,
  deleteComment,
  findComment,
  findCommentsOfPost,
  insertComment,
} from "./comments.repo";
import { findBookmarkedPostIds, likeCountOf, toggleReaction } from "./reactions.repo";
import { estimateReadTimeMinutes } from "./read-time";

const BOOKMARKS_LIMIT = 100;

/**
 * Totals are counted over every matching post; on a large site that is the costliest part of
 * a list request (measured by `npm run bench` on 100,000 posts), so they are kept 10 seconds.
 */
const totalsCaches = new WeakMap<Kysely<Database>, TtlCache<number>>();
/** Called by anything that adds or removes posts outside this module (news ingestion). */
export function forgetPostTotals(db: Kysely<Database>): void {
  totalsCacheOf(db).clear();
}

function totalsCacheOf(db: Kysely<Database>): TtlCache<number> {
  let cache = totalsCaches.get(db);
  if (!cache) {
    cache = new TtlCache<number>(10_000);
    totalsCaches.set(db, cache);
  }
  return cache;
}
const MINUTE_MS = 60_000;

/** A keyset position (newest first) or, for relevance-ordered search, an offset. */
const postCursorSchema = z.union([
  z.strictObject({ publishedAt: cursorTimestampSchema, id: cursorIdSchema }),
  z.strictObject({ offset: cursorOffsetSchema }),
]);

function filtersOf(query: BlogListQuery, now: Date): PostFilters {
  const since = sinceForRange(query.dateRange, now);
  return {
    categorySlug: query.category && query.category !== "all" ? query.category : undefined,
    tag: query.tag || undefined,
    q: query.q || undefined,
    // Whole minutes: "the last week" need not move every millisecond, and totals can be cached.
    since: since ? new Date(Math.floor(since.getTime() / MINUTE_MS) * MINUTE_MS) : undefined,
  };
}

/** Spec 000 §7 `GET /api/blog`: real filters, keyset pages and the total that matches. */
export async function listPosts(
  context: AppContext,
  viewer: UserRow | null,
  query: BlogListQuery,
): Promise<BlogListReply> {
  const now = context.now();
  const filters = filtersOf(query, now);
  const cursor: PostCursor | undefined = query.cursor
    ? decodeCursor(postCursorSchema, query.cursor)
    : undefined;
  const [rows, total] = await Promise.all([
    findPosts(context.db, context.engine, filters, { limit: query.limit + 1, cursor }),
    totalsCacheOf(context.db).getOrCompute(
      `${context.engine}:${JSON.stringify(filters)}`,
      now.getTime(),
      () => countFilteredPosts(context.db, context.engine, filters),
    ),
  ]);
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  if (hasMore && last) {
    nextCursor = filters.q
      ? encodeCursor({ offset: (cursor && "offset" in cursor ? cursor.offset : 0) + page.length })
      : encodeCursor({ publishedAt: toIsoString(last.publishedAt), id: last.id });
  }
  return { posts: await toBlogPosts(context.db, page, viewer, now), nextCursor, total };
}

/** Opening an article counts a view. */
export async function readPost(
  context: AppContext,
  viewer: UserRow | null,
  idOrSlug: string,
): Promise<BlogPost> {
  const row = await findPublishedPost(context.db, idOrSlug);
  if (!row) throw notFound("Article not found");
  await incrementViewCount(context.db, row.id);
  const [post] = await toBlogPosts(
    context.db,
    [{ ...row, viewCount: row.viewCount + 1 }],
    viewer,
    context.now(),
  );
  return post as BlogPost;
}

export async function createPost(
  context: AppContext,
  admin: SignedIn,
  input: CreatePostInput,
): Promise<BlogPost> {
  const now = context.now();
  const content = sanitizePostHtml(input.content);
  const id = await insertPost(context.db, {
    slug: await uniqueSlug(context.db, input.title),
    title: input.title,
    excerpt: input.excerpt,
    content,
    image: input.imageUrl,
    categoryId: await findOrCreateCategory(context.db, input.category),
    source: "GameHub",
    authorName: admin.user.displayName ?? admin.user.username,
    authorAvatar: admin.user.avatar,
    // The author is whoever is signed in; the form's authorId is never trusted.
    authorId: admin.user.id,
    isFeatured: false,
    published: input.published,
    readTimeMinutes: estimateReadTimeMinutes(content),
    publishedAt: now.toISOString(),
    tags: [],
  });
  totalsCacheOf(context.db).clear();
  return postById(context, admin.user, id);
}

export async function updatePost(
  context: AppContext,
  admin: SignedIn,
  id: number,
  input: UpdatePostInput,
): Promise<BlogPost> {
  if (!(await findPostById(context.db, id))) throw notFound("Article not found");
  const content = input.content === undefined ? undefined : sanitizePostHtml(input.content);
  await updatePostRow(
    context.db,
    id,
    {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
      ...(content !== undefined
        ? { content, readTimeMinutes: estimateReadTimeMinutes(content) }
        : {}),
      ...(input.imageUrl !== undefined ? { image: input.imageUrl } : {}),
      ...(input.category !== undefined
        ? { categoryId: await findOrCreateCategory(context.db, input.category) }
        : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
    },
    context.now(),
  );
  return postById(context, admin.user, id);
}

export async function deletePost(context: AppContext, id: number): Promise<void> {
  if (!(await deletePostRow(context.db, id))) throw notFound("Article not found");
  totalsCacheOf(context.db).clear();
}

async function postById(context: AppContext, viewer: UserRow, id: number): Promise<BlogPost> {
  const row = await findPostById(context.db, id);
  if (!row) throw notFound("Article not found");
  const [post] = await toBlogPosts(context.db, [row], viewer, context.now());
  return post as BlogPost;
}

async function uniqueSlug(db: Kysely<Database>, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || "post";
  for (let attempt = 0; attempt < 50; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${attempt + 1}`;
    const taken = await db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!taken) return slug;
  }
  return `${base}-${Date.now()}`;
}

async function requirePublishedPost(context: AppContext, id: number): Promise<PostRow> {
  const row = await findPostById(context.db, id);
  if (!row?.published) throw notFound("Article not found");
  return row;
}

export async function toggleLike(context: AppContext, auth: SignedIn, postId: number) {
  await requirePublishedPost(context, postId);
  const liked = await toggleReaction(
    context.db,
    context.engine,
    "postLikes",
    auth.user.id,
    postId,
    context.now(),
  );
  return { liked, likes: await likeCountOf(context.db, postId) };
}

export async function toggleBookmark(context: AppContext, auth: SignedIn, postId: number) {
  await requirePublishedPost(context, postId);
  const bookmarked = await toggleReaction(
    context.db,
    context.engine,
    "postBookmarks",
    auth.user.id,
    postId,
    context.now(),
  );
  return { bookmarked };
}

export async function listBookmarks(context: AppContext, auth: SignedIn): Promise<BlogPost[]> {
  const ids = await findBookmarkedPostIds(context.db, auth.user.id, BOOKMARKS_LIMIT);
  const rows = (await Promise.all(ids.map((id) => findPostById(context.db, id)))).filter(
    (row): row is PostRow => row !== undefined && Boolean(row.published),
  );
  return toBlogPosts(context.db, rows, auth.user, context.now());
}

function toComment(row: CommentRow, viewer: UserRow | null): BlogComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    createdAt: toIsoString(row.createdAt),
    author: { id: row.authorId, name: row.authorName ?? "Deleted user", avatar: row.authorAvatar },
    canDelete: viewer !== null && (Boolean(viewer.isAdmin) || viewer.id === row.authorId),
  };
}

export async function listComments(
  context: AppContext,
  viewer: UserRow | null,
  postId: number,
): Promise<BlogComment[]> {
  await requirePublishedPost(context, postId);
  const rows = await findCommentsOfPost(context.db, postId);
  return rows.map((row) => toComment(row, viewer));
}

export async function addComment(
  context: AppContext,
  auth: SignedIn,
  postId: number,
  content: string,
): Promise<BlogComment> {
  await requirePublishedPost(context, postId);
  const id = await insertComment(context.db, {
    postId,
    authorId: auth.user.id,
    content,
    createdAt: context.now().toISOString(),
  });
  const row = await findComment(context.db, id);
  if (!row) throw notFound("Comment not found");
  return toComment(row, auth.user);
}

/** The author may delete their own comment; admins any. */
export async function removeComment(
  context: AppContext,
  auth: SignedIn,
  commentId: number,
): Promise<void> {
  const row = await findComment(context.db, commentId);
  if (!row) throw notFound("Comment not found");
  if (!auth.user.isAdmin && row.authorId !== auth.user.id)
    throw forbidden("You can only delete your own comments");
  await deleteComment(context.db, commentId, row.postId);
}

export async function listCategories(context: AppContext): Promise<BlogCategory[]> {
  const rows = await findCategoriesWithStats(context.db);
  return rows.map(toCategory);
}

export async function getCategory(context: AppContext, slug: string): Promise<BlogCategory> {
  const [row] = await findCategoriesWithStats(context.db, slug);
  if (!row) throw notFound("Category not found");
  return toCategory(row);
}

function toCategory(
  row: Awaited<ReturnType<typeof findCategoriesWithStats>>[number],
): BlogCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    color: row.color,
    icon: row.icon,
    postCount: Number(row.postCount),
    latestPost:
      row.latestTitle && row.latestPublishedAt
        ? { title: row.latestTitle, publishedAt: toIsoString(row.latestPublishedAt) }
        : null,
  };
}

export async function listCategoryPosts(
  context: AppContext,
  slug: string,
  page: number,
): Promise<CategoryPostsReply> {
  await getCategory(context, slug);
  const filters: PostFilters = { categorySlug: slug };
  const total = await countFilteredPosts(context.db, context.engine, filters);
  const rows = await findPosts(context.db, context.engine, filters, {
    limit: CATEGORY_PAGE_SIZE,
    cursor: { offset: (page - 1) * CATEGORY_PAGE_SIZE },
  });
  const tags = await findTagsOfPosts(
    context.db,
    rows.map((row) => row.id),
  );
  const posts: CategoryPostCard[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    image: row.image,
    author: { name: row.authorName, avatar: row.authorAvatar },
    publishedAt: toIsoString(row.publishedAt),
    readTime: `${row.readTimeMinutes} min read`,
    views: row.viewCount,
    likes: row.likeCount,
    comments: row.commentCount,
    tags: tags.get(row.id) ?? [],
    isFeatured: Boolean(row.isFeatured),
  }));
  return {
    posts,
    page,
    pageSize: CATEGORY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE)),
  };
}

const WEEK_MS = 7 * 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Recent engagement with time decay (the "hot" formula of link aggregators): comments weigh
 * most, then likes, then views; older posts sink as (age in hours + 2)^1.5.
 */
export async function listTrendingTopics(context: AppContext): Promise<TrendingTopic[]> {
  const now = context.now();
  const candidates = await findTrendingCandidates(
    context.db,
    new Date(now.getTime() - WEEK_MS),
    200,
  );
  return candidates
    .map((post) => {
      const ageHours = Math.max(
        0,
        (now.getTime() - new Date(post.publishedAt).getTime()) / HOUR_MS,
      );
      const engagement =
        5 * Number(post.recentComments) + 3 * Number(post.recentLikes) + 0.2 * post.viewCount + 1;
      return { post, score: engagement / (ageHours + 2) ** 1.5 };
    })
    .sort((a, b) => b.score - a.score || b.post.id - a.post.id)
    .slice(0, TRENDING_TOPICS_MAX)
    .map(({ post }) => ({ id: post.id, title: post.title, url: `/blog/${post.id}` }));
}

async function toBlogPosts(
  db: Kysely<Database>,
  rows: readonly PostRow[],
  viewer: UserRow | null,
  now: Date,
): Promise<BlogPost[]> {
  const ids = rows.map((row) => row.id);
  const [tags, reactions] = await Promise.all([
    findTagsOfPosts(db, ids),
    viewer ? findReactionsOfUser(db, viewer.id, ids) : Promise.resolve(null),
  ]);
  return rows.map((row) => {
    const publishedAt = toIsoString(row.publishedAt);
    const timeAgo = formatTimeAgo(publishedAt, now);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      content: row.content,
      image: row.image,
      category: row.categoryName,
      categorySlug: row.categorySlug,
      tags: tags.get(row.id) ?? [],
      source: row.source,
      sourceUrl: row.sourceUrl,
      isFeatured: Boolean(row.isFeatured),
      likes: row.likeCount,
      comments: row.commentCount,
      views: row.viewCount,
      isLiked: reactions?.liked.has(row.id) ?? false,
      isBookmarked: reactions?.bookmarked.has(row.id) ?? false,
      timeAgo,
      createdAt: publishedAt,
      author: {
        name: row.authorName,
        avatar: row.authorAvatar,
        timeAgo,
        readTime: `${row.readTimeMinutes} min read`,
      },
    };
  });
}
