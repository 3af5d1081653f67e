import { z } from "zod";
import type { BlogListQuery, BlogListReply } from "../../../shared/blog";
import { MINUTE_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import {
  cursorIdSchema,
  cursorOffsetSchema,
  cursorTimestampSchema,
  decodeCursor,
  encodeCursor,
} from "../../lib/cursor";
import { toIsoString } from "../../lib/iso-date";
import type { UserRow } from "../users";
import {
  countFilteredPosts,
  findPosts,
  type PostCursor,
  type PostFilters,
  sinceForRange,
} from "./blog.repo";
import { toPostSummaries } from "./blog-post-view";

/** A keyset position (newest first) or, for relevance-ordered search, an offset. */
const postCursorSchema = z.union([
  z.strictObject({ publishedAt: cursorTimestampSchema, id: cursorIdSchema }),
  z.strictObject({ offset: cursorOffsetSchema }),
]);

/**
 * What the public lists hold, as a cache key: the version the triggers change with every
 * write, and the time the next scheduled post goes public (the lists change then without a
 * write; once it passes, the key names the following one).
 */
async function postListKey(context: AppContext, now: Date): Promise<string> {
  const { version, nextScheduledAt } = await context.caches.blogLists.listState.read(now);
  return `${version}/${nextScheduledAt ?? "-"}`;
}

/** The number of public posts matching `filters`, from the app's totals cache when it can. */
export async function countPostsCached(
  context: AppContext,
  filters: PostFilters,
  now: Date,
  listKey?: string,
): Promise<number> {
  // The version is read before counting: a write landing in between makes the next request
  // miss the cache, never keep an old total.
  const key = listKey ?? (await postListKey(context, now));
  return context.caches.blogLists.totals.getOrCompute(
    `${key}:${JSON.stringify(filters)}`,
    now.getTime(),
    () => countFilteredPosts(context.db, context.engine, filters, now),
  );
}

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
  const cache = viewer ? null : context.caches.blogLists.anonymousLists;
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
