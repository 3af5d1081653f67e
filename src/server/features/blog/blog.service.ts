import type { Kysely } from "kysely";
import { z } from "zod";
import type {
  ArticleReply,
  BlogCategory,
  BlogComment,
  BlogListQuery,
  BlogListReply,
  BlogPost,
  BlogPostSummary,
  CategoryPostCard,
  CategoryPostsReply,
  CreatePostInput,
  LikeReply,
  PostedCommentReply,
  TrendingTopic,
  UpdatePostInput,
} from "../../../shared/blog";
import { CATEGORY_PAGE_SIZE, TRENDING_TOPICS_MAX } from "../../../shared/blog-limits";
import type { AwardReply } from "../../../shared/gamification";
import { formatTimeAgo } from "../../../shared/time-ago";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import {
  cursorIdSchema,
  cursorOffsetSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
} from "../../lib/cursor";
import { htmlToPlainText, sanitizePostHtml } from "../../lib/html-sanitizer";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { slugify } from "../../lib/slugify";
import { TtlCache } from "../../lib/ttl-cache";
import { type ContentActor, mayChangeContentOf } from "../../plugins/content-actor";
import type { SignedIn } from "../../plugins/session";
import { awardReplyOf, reportAward, withAwards } from "../gamification/award-engine";
import { localizeContentImages, localizeImage } from "../media/media.service";
import { findUserById, type UserRow } from "../users/users.repo";
import { anonymousViewerKey } from "./article-views";
import {
  countFilteredPosts,
  deletePostRow,
  findBookmarkedPosts,
  findOrCreateCategory,
  findPostById,
  findPosts,
  findPublishedPost,
  findReactionsOfUser,
  findTagsOfPosts,
  findTakenSlugs,
  insertPost,
  isPublicPost,
  lockPost,
  type PostCursor,
  type PostFilters,
  type PostRow,
  type PostSummaryRow,
  sinceForRange,
  updatePostRow,
} from "./blog.repo";
import {
  articleReadKey,
  awardArticleRead,
  awardComment,
  awardLike,
  reverseCommentAward,
} from "./blog-awards";
import { findCategoriesWithStats, findTrendingCandidates } from "./categories.repo";
import { consumeCommentAllowance } from "./comment-limits";
import {
  type CommentRow,
  deleteComment,
  findComment,
  findCommentsOfPost,
  insertComment,
} from "./comments.repo";
import { readPostListState } from "./post-list-state";
import { likeCountOf, toggleReaction } from "./reactions.repo";
import { estimateReadTimeMinutes } from "./read-time";
import { countView, pruneViews } from "./views.repo";

const BOOKMARKS_LIMIT = 100;

/**
 * Totals are counted over every matching post; on a large site that is the costliest part of
 * a list request (measured by `npm run bench` on 100,000 posts), so they are cached. The key
 * holds the post list's version, which database triggers change with every write that can
 * change a total (publishing, unpublishing, editing, deleting, ingesting, on any server
 * process), so a cached total is never stale and no writer has to remember to clear it.
 */
const totalsCaches = new WeakMap<Kysely<Database>, TtlCache<number>>();

function totalsCacheOf(db: Kysely<Database>): TtlCache<number> {
  let cache = totalsCaches.get(db);
  if (!cache) {
    cache = new TtlCache<number>(60_000);
    totalsCaches.set(db, cache);
  }
  return cache;
}

async function countPostsCached(
  context: AppContext,
  filters: PostFilters,
  now: Date,
  listKey?: string,
) {
  // The version is read before counting: a write landing in between makes the next request
  // miss the cache, never keep an old total.
  const key = listKey ?? (await postListKey(context, now));
  return totalsCacheOf(context.db).getOrCompute(
    `${key}:${JSON.stringify(filters)}`,
    now.getTime(),
    () => countFilteredPosts(context.db, context.engine, filters, now),
  );
}

/**
 * What the public lists hold, as a cache key: the version the triggers change with every
 * write, and the time the next scheduled post goes public (the lists change then without a
 * write; once it passes, the key names the following one).
 */
async function postListKey(context: AppContext, now: Date): Promise<string> {
  const { version, nextScheduledAt } = await readPostListState(context, now);
  return `${version}/${nextScheduledAt ?? "-"}`;
}

/**
 * Every anonymous reader gets the same list for the same query, so the reply is reused for as
 * long as the anonymous page cache keeps a page (PAGE_CACHE_SECONDS; 0 turns both off): a news
 * spike costs one list query per interval, not one per reader. The key holds the post list's
 * version, so a post published, edited or removed shows at once; counts of likes, comments
 * and views may lag by those few seconds, as on a cached page.
 */
const anonymousListCaches = new WeakMap<Kysely<Database>, TtlCache<BlogListReply>>();

function anonymousListCacheOf(context: AppContext): TtlCache<BlogListReply> | null {
  const seconds = context.config.pageCacheSeconds ?? 0;
  if (seconds <= 0) return null;
  let cache = anonymousListCaches.get(context.db);
  if (!cache) {
    cache = new TtlCache<BlogListReply>(seconds * 1000);
    anonymousListCaches.set(context.db, cache);
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

/** `GET /api/blog`: real filters, keyset pages and the total that matches. */
export async function listPosts(
  context: AppContext,
  viewer: UserRow | null,
  query: BlogListQuery,
): Promise<BlogListReply> {
  const now = context.now();
  const cursor: PostCursor | undefined = query.cursor
    ? decodeCursor(postCursorSchema, query.cursor)
    : undefined;
  const listKey = await postListKey(context, now);
  const cache = viewer ? null : anonymousListCacheOf(context);
  if (!cache) return findPostList(context, viewer, query, cursor, listKey, now);
  return cache.getOrCompute(`${listKey}:${JSON.stringify(query)}`, now.getTime(), () =>
    findPostList(context, null, query, cursor, listKey, now),
  );
}

async function findPostList(
  context: AppContext,
  viewer: UserRow | null,
  query: BlogListQuery,
  cursor: PostCursor | undefined,
  listKey: string,
  now: Date,
): Promise<BlogListReply> {
  const filters = filtersOf(query, now);
  const [rows, total] = await Promise.all([
    findPosts(context.db, context.engine, filters, { limit: query.limit + 1, cursor, now }),
    countPostsCached(context, filters, now, listKey),
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
  return { posts: await toPostSummaries(context.db, page, viewer, now), nextCursor, total };
}

/** Who opened an article: the signed-in user, or else the address the request came from. */
export interface Reader {
  user: UserRow | null;
  ip: string;
}

const PRUNE_VIEWS_EVERY_MS = 60_000;
const lastViewPrune = new WeakMap<Kysely<Database>, number>();

/** A signed-in reader is one viewer; an anonymous one is their address, kept only as a keyed hash. */
function viewerKey(context: AppContext, reader: Reader): string {
  if (reader.user) return `user:${reader.user.id}`;
  return anonymousViewerKey(context, reader.ip);
}

/** The view and the read it earns, in one transaction. */
async function countViewAndRead(
  context: AppContext,
  userId: number,
  postId: number,
  viewer: string,
  now: Date,
): Promise<{ counted: boolean; award: AwardReply }> {
  const outcome = await withAwards(context, userId, async (scope) => ({
    counted: await countView(scope.trx, postId, viewer, now),
    earned: await awardArticleRead(scope, postId),
  }));
  return {
    counted: outcome.result.counted,
    award: awardReplyOf({ ...outcome, result: outcome.result.earned }),
  };
}

/** Views older than the window are removed at most once a minute per process. */
async function pruneViewsNowAndThen(context: AppContext, now: Date): Promise<void> {
  if (now.getTime() - (lastViewPrune.get(context.db) ?? 0) <= PRUNE_VIEWS_EVERY_MS) return;
  lastViewPrune.set(context.db, now.getTime());
  await pruneViews(context.db, now);
}

/**
 * Opening an article counts a view (once per viewer per hour) and, for a signed-in reader, is
 * the read that earns points: both in one transaction, and the reply says what was earned.
 * A post scheduled for later is found for admins only (a preview: no view, no points).
 */
export async function readPost(
  context: AppContext,
  reader: Reader,
  idOrSlug: string,
): Promise<ArticleReply> {
  const now = context.now();
  const isAdmin = Boolean(reader.user?.isAdmin);
  const row = await findPublishedPost(context.db, idOrSlug, isAdmin ? null : now);
  if (!row) throw notFound("Article not found");
  const user = reader.user;
  if (!isPublicPost(row, now)) {
    const [preview] = await toBlogPosts(context.db, [row], user, now);
    return { ...(preview as BlogPost), award: null };
  }
  const viewer = viewerKey(context, reader);
  // Once credited, a read is only reported: no transaction, no lock.
  const earlier = user ? await reportAward(context, user.id, articleReadKey(row.id)) : null;
  const { counted, award } =
    user && !earlier
      ? await countViewAndRead(context, user.id, row.id, viewer, now)
      : { counted: await countView(context.db, row.id, viewer, now), award: earlier };
  await pruneViewsNowAndThen(context, now);
  const [post] = await toBlogPosts(
    context.db,
    [{ ...row, viewCount: row.viewCount + (counted ? 1 : 0) }],
    user,
    now,
  );
  return { ...(post as BlogPost), award };
}

export async function createPost(
  context: AppContext,
  admin: SignedIn,
  input: CreatePostInput,
): Promise<BlogPost> {
  const now = context.now();
  // Remote pictures are downloaded before the insert, outside any transaction, side by side,
  // so the request waits at most the fetcher's 10 s deadline.
  const [content, image] = await Promise.all([
    localizeContentImages(context, sanitizePostHtml(input.content)),
    localizeImage(context, input.imageUrl),
  ]);
  const author = await authorOf(context, admin, input.authorId);
  const id = await insertPost(context.db, {
    slug: await uniqueSlug(context.db, input.title),
    title: input.title,
    excerpt: input.excerpt,
    content,
    image,
    categoryId: await findOrCreateCategory(context.db, input.category),
    source: "GameHub",
    authorName: author.displayName ?? author.username,
    authorAvatar: author.avatar,
    authorId: author.id,
    isFeatured: input.isFeatured ?? false,
    published: input.published,
    readTimeMinutes: estimateReadTimeMinutes(content),
    publishedAt: input.publishAt ? canonicalTime(input.publishAt) : now.toISOString(),
    tags: [],
  });
  return postById(context, admin.user, id);
}

/** The form's author ID names an existing user; without one the post is the admin's own. */
async function authorOf(
  context: AppContext,
  admin: SignedIn,
  authorId: number | undefined,
): Promise<UserRow> {
  if (authorId === undefined || authorId === admin.user.id) return admin.user;
  const author = await findUserById(context.db, authorId);
  if (!author) throw badRequest("Please enter a valid author ID.");
  return author;
}

export async function updatePost(
  context: AppContext,
  admin: SignedIn,
  id: number,
  input: UpdatePostInput,
): Promise<BlogPost> {
  if (!(await findPostById(context.db, id))) throw notFound("Article not found");
  const author =
    input.authorId === undefined ? undefined : await authorOf(context, admin, input.authorId);
  const [content, image] = await Promise.all([
    input.content === undefined
      ? undefined
      : localizeContentImages(context, sanitizePostHtml(input.content)),
    input.imageUrl === undefined ? undefined : localizeImage(context, input.imageUrl),
  ]);
  await updatePostRow(
    context.db,
    id,
    {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.excerpt !== undefined ? { excerpt: input.excerpt } : {}),
      ...(content !== undefined
        ? { content, readTimeMinutes: estimateReadTimeMinutes(content) }
        : {}),
      ...(image !== undefined ? { image } : {}),
      ...(input.category !== undefined
        ? { categoryId: await findOrCreateCategory(context.db, input.category) }
        : {}),
      ...(input.published !== undefined ? { published: input.published } : {}),
      ...(input.isFeatured !== undefined ? { isFeatured: input.isFeatured } : {}),
      ...(author
        ? {
            authorId: author.id,
            authorName: author.displayName ?? author.username,
            authorAvatar: author.avatar,
          }
        : {}),
      ...(input.publishAt !== undefined ? { publishedAt: canonicalTime(input.publishAt) } : {}),
    },
    context.now(),
  );
  return postById(context, admin.user, id);
}

/**
 * The instant in one spelling (UTC, milliseconds): SQLite compares stored times as text, so
 * "09:00+02:00" must be stored as "07:00:00.000Z" to sort among the others.
 */
function canonicalTime(iso: string): string {
  return new Date(iso).toISOString();
}

export async function deletePost(context: AppContext, id: number): Promise<void> {
  if (!(await deletePostRow(context.db, id))) throw notFound("Article not found");
}

async function postById(context: AppContext, viewer: UserRow, id: number): Promise<BlogPost> {
  const row = await findPostById(context.db, id);
  if (!row) throw notFound("Article not found");
  const [post] = await toBlogPosts(context.db, [row], viewer, context.now());
  return post as BlogPost;
}

/** The title's slug, or the first of slug-2, slug-3… that no post uses. */
async function uniqueSlug(db: Kysely<Database>, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || "post";
  const candidates = Array.from({ length: 50 }, (_, index) =>
    index === 0 ? base : `${base}-${index + 1}`,
  );
  const taken = await findTakenSlugs(db, candidates);
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${Date.now()}`;
}

async function requirePublishedPost(context: AppContext, id: number): Promise<PostRow> {
  const row = await findPostById(context.db, id);
  if (!row || !isPublicPost(row, context.now())) throw notFound("Article not found");
  return row;
}

/** Locks a public post for the rest of the transaction; 404 when there is none. */
async function lockPublishedPost(trx: Kysely<Database>, context: AppContext, postId: number) {
  const post = await lockPost(trx, context.engine, postId);
  if (!post || !isPublicPost(post, context.now())) throw notFound("Article not found");
}

/** Liking earns points once per article, in the like's own transaction; unliking earns nothing. */
export async function toggleLike(
  context: AppContext,
  auth: SignedIn,
  postId: number,
): Promise<LikeReply> {
  const outcome = await withAwards(context, auth.user.id, async (scope) => {
    await lockPublishedPost(scope.trx, context, postId);
    const liked = await toggleReaction(scope.trx, "postLikes", auth.user.id, postId, scope.now);
    const earned = liked ? await awardLike(scope, postId) : null;
    return { liked, likes: await likeCountOf(scope.trx, postId), earned };
  });
  const { liked, likes, earned } = outcome.result;
  return { liked, likes, award: earned ? awardReplyOf({ ...outcome, result: earned }) : null };
}

export async function toggleBookmark(context: AppContext, auth: SignedIn, postId: number) {
  const bookmarked = await context.db.transaction().execute(async (trx) => {
    await lockPublishedPost(trx, context, postId);
    return toggleReaction(trx, "postBookmarks", auth.user.id, postId, context.now());
  });
  return { bookmarked };
}

export async function listBookmarks(
  context: AppContext,
  auth: SignedIn,
): Promise<BlogPostSummary[]> {
  const now = context.now();
  const rows = await findBookmarkedPosts(context.db, auth.user.id, BOOKMARKS_LIMIT, now);
  return toPostSummaries(context.db, rows, auth.user, now);
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

/**
 * Posting a comment: within the user's pace and daily number of comments, then the comment,
 * the post's count and the points it earns in one transaction.
 */
export async function addComment(
  context: AppContext,
  auth: SignedIn,
  postId: number,
  content: string,
): Promise<PostedCommentReply> {
  await requirePublishedPost(context, postId);
  const outcome = await withAwards(context, auth.user.id, async (scope) => {
    // In the comment's transaction: a comment that fails (even a 503) uses up no allowance.
    await consumeCommentAllowance(
      { db: scope.trx, engine: context.engine },
      auth.user.id,
      scope.now,
    );
    await lockPublishedPost(scope.trx, context, postId);
    const id = await insertComment(scope.trx, {
      postId,
      authorId: auth.user.id,
      content,
      createdAt: scope.now.toISOString(),
    });
    const row = await findComment(scope.trx, id);
    if (!row) throw notFound("Comment not found");
    return { row, earned: await awardComment(scope, id) };
  });
  const { row, earned } = outcome.result;
  return { ...toComment(row, auth.user), award: awardReplyOf({ ...outcome, result: earned }) };
}

/** The author may delete their own comment; admins any. */
export async function removeComment(
  context: AppContext,
  actor: ContentActor,
  commentId: number,
): Promise<void> {
  const row = await findComment(context.db, commentId);
  if (!row) throw notFound("Comment not found");
  if (!mayChangeContentOf(actor, row.authorId)) {
    throw forbidden("You can only delete your own comments");
  }
  const authorId = row.authorId;
  if (authorId === null) {
    await deleteComment(context.db, commentId, row.postId);
    return;
  }
  // The author's points for it are taken back in the same transaction (whoever deletes it).
  await withAwards(context, authorId, async (scope) => {
    await lockPost(scope.trx, context.engine, row.postId);
    await deleteComment(scope.trx, commentId, row.postId);
    await reverseCommentAward(scope, commentId);
  });
}

export async function listCategories(context: AppContext): Promise<BlogCategory[]> {
  const rows = await findCategoriesWithStats(context.db, context.now());
  return rows.map(toCategory);
}

export async function getCategory(context: AppContext, slug: string): Promise<BlogCategory> {
  const [row] = await findCategoriesWithStats(context.db, context.now(), slug);
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
  const now = context.now();
  const [total, rows] = await Promise.all([
    countPostsCached(context, filters, now),
    findPosts(context.db, context.engine, filters, {
      limit: CATEGORY_PAGE_SIZE,
      cursor: { offset: (page - 1) * CATEGORY_PAGE_SIZE },
      now,
    }),
  ]);
  const tags = await findTagsOfPosts(
    context.db,
    rows.map((row) => row.id),
  );
  const posts: CategoryPostCard[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: summaryExcerpt(row),
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
    now,
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

/** The longest excerpt a post can be written with; a summary of the body is no longer. */
const EXCERPT_MAX_CHARS = 200;

const BLOCK_TAG =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|br|hr|blockquote|figure|figcaption|pre|table|tr|td|th)\b/gi;

/** The excerpt, or, for a post stored without one, the start of its body as plain text. */
function summaryExcerpt(row: Pick<PostSummaryRow, "excerpt" | "contentHead">): string {
  if (row.excerpt.trim() !== "" || !row.contentHead) return row.excerpt;
  const html = row.contentHead
    // The head may end inside a tag; that unfinished tag is not text.
    .replace(/<[^>]*$/, "")
    // Blocks are apart on the page: their words must not run together in the text.
    .replace(BLOCK_TAG, " $&");
  const text = htmlToPlainText(html);
  if (text.length <= EXCERPT_MAX_CHARS) return text;
  const cut = text.slice(0, EXCERPT_MAX_CHARS - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > EXCERPT_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Posts as lists send them: tags and the reader's likes and saves read for all in one go. */
async function toPostSummaries(
  db: Kysely<Database>,
  rows: readonly PostSummaryRow[],
  viewer: UserRow | null,
  now: Date,
): Promise<BlogPostSummary[]> {
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
      excerpt: summaryExcerpt(row),
      image: row.image,
      category: row.categoryName,
      categorySlug: row.categorySlug,
      tags: tags.get(row.id) ?? [],
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

/** Whole posts (the article): the summary with the body and the source note. */
async function toBlogPosts(
  db: Kysely<Database>,
  rows: readonly PostRow[],
  viewer: UserRow | null,
  now: Date,
): Promise<BlogPost[]> {
  // The article shows its body in full, so its excerpt is the one written (blank or not).
  const summaries = await toPostSummaries(
    db,
    rows.map((row) => ({ ...row, contentHead: null })),
    viewer,
    now,
  );
  return summaries.map((summary, index) => {
    const row = rows[index] as PostRow;
    return { ...summary, content: row.content, source: row.source, sourceUrl: row.sourceUrl };
  });
}
