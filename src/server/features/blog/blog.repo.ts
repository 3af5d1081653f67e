import { type Kysely, type Selectable, sql } from "kysely";
import type { DateRange } from "../../../shared/blog";
import { MAX_ID } from "../../../shared/ids-limits";
import { DAY_MS } from "../../../shared/time-units";
import type { Engine } from "../../db/database";
import { inTransaction } from "../../db/in-transaction";
import type { Database, PostTable } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import { reindexSearch } from "../../lib/search-index-writes";
import { slugify } from "../../lib/slugify";
import { matchesSearch, SEARCH_INDEX_TABLE, searchRank } from "./blog-search";

export type PostRow = Selectable<PostTable> & { categoryName: string; categorySlug: string };

/**
 * A post as lists read it: the card's columns and no body. `contentHead` is the start of the
 * body, read only for a post whose excerpt is blank (the card then summarises the body).
 */
export type PostSummaryRow = Pick<
  Selectable<PostTable>,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "image"
  | "isFeatured"
  | "likeCount"
  | "commentCount"
  | "viewCount"
  | "readTimeMinutes"
  | "authorName"
  | "authorAvatar"
  | "publishedAt"
> & { categoryName: string; categorySlug: string; contentHead: string | null };

export interface NewPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string | null;
  categoryId: number;
  source: string | null;
  sourceUrl?: string | null;
  sourceGuid?: string | null;
  authorName: string;
  authorAvatar: string | null;
  authorId?: number | null;
  isFeatured: boolean;
  published?: boolean;
  readTimeMinutes: number;
  publishedAt: string;
  tags: readonly string[];
}

export interface PostFilters {
  categorySlug?: string;
  tag?: string;
  q?: string;
  /** Only posts published at or after this instant. */
  since?: Date;
}

/** Keyset position in the newest-first order, or an offset for relevance-ordered search. */
export type PostCursor = { publishedAt: string; id: number } | { offset: number };

const DATE_RANGE_DAYS: Record<Exclude<DateRange, "all">, number> = {
  today: 1,
  week: 7,
  month: 30,
  year: 365,
};

export function sinceForRange(range: DateRange | undefined, now: Date): Date | undefined {
  if (!range || range === "all") return undefined;
  return new Date(now.getTime() - DATE_RANGE_DAYS[range] * DAY_MS);
}

/**
 * Every column of a post, named: `posts.*` would also read PostgreSQL's generated search
 * vector, which is larger than the body and never sent.
 */
const POST_COLUMNS = [
  "posts.id",
  "posts.slug",
  "posts.title",
  "posts.excerpt",
  "posts.content",
  "posts.image",
  "posts.categoryId",
  "posts.source",
  "posts.sourceUrl",
  "posts.authorName",
  "posts.authorAvatar",
  "posts.isFeatured",
  "posts.published",
  "posts.viewCount",
  "posts.likeCount",
  "posts.commentCount",
  "posts.readTimeMinutes",
  "posts.authorId",
  "posts.sourceGuid",
  "posts.publishedAt",
  "posts.createdAt",
  "posts.updatedAt",
] as const;

/** The columns a post's card shows (see PostSummaryRow). */
const SUMMARY_COLUMNS = [
  "posts.id",
  "posts.slug",
  "posts.title",
  "posts.excerpt",
  "posts.image",
  "posts.isFeatured",
  "posts.likeCount",
  "posts.commentCount",
  "posts.viewCount",
  "posts.readTimeMinutes",
  "posts.authorName",
  "posts.authorAvatar",
  "posts.publishedAt",
] as const;

/** Enough of a body to summarise it in a card's three lines. */
const CONTENT_HEAD_CHARS = 2000;

function selectPosts(db: Kysely<Database>) {
  return db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.categoryId")
    .select(POST_COLUMNS)
    .select(["categories.name as categoryName", "categories.slug as categorySlug"]);
}

function selectPostSummaries(db: Kysely<Database>) {
  return db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.categoryId")
    .select(SUMMARY_COLUMNS)
    .select([
      "categories.name as categoryName",
      "categories.slug as categorySlug",
      // The body is read only when there is no excerpt to show instead.
      sql<
        string | null
      >`case when trim(posts.excerpt) = '' then substr(posts.content, 1, ${sql.lit(CONTENT_HEAD_CHARS)}) end`.as(
        "contentHead",
      ),
    ]);
}

/**
 * Whether readers who are not admins may see the post: it is published and its time has come
 * (a post published for a future time is scheduled, and waits until then).
 */
export function isPublicPost(
  post: { published: boolean | number; publishedAt: Date | string },
  now: Date,
): boolean {
  return Boolean(post.published) && new Date(post.publishedAt).getTime() <= now.getTime();
}

function filteredPosts(db: Kysely<Database>, engine: Engine, filters: PostFilters, now: Date) {
  let query = selectPostSummaries(db)
    .where("posts.published", "=", true)
    .where("posts.publishedAt", "<=", now.toISOString());
  if (filters.categorySlug) query = query.where("categories.slug", "=", filters.categorySlug);
  if (filters.since) query = query.where("posts.publishedAt", ">=", filters.since.toISOString());
  if (filters.tag) {
    const tag = filters.tag;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("postTags")
          .innerJoin("tags", "tags.id", "postTags.tagId")
          .select("postTags.postId")
          .whereRef("postTags.postId", "=", "posts.id")
          .where((inner) =>
            inner.or([inner("tags.name", "=", tag), inner("tags.slug", "=", slugify(tag))]),
          ),
      ),
    );
  }
  if (filters.q) {
    const q = filters.q;
    if (engine === "sqlite") {
      // The unary + keeps SQLite from handing the rowid to FTS5 as a constraint. With it, the
      // planner chose to walk the published posts and ask FTS5 about each one, re-running the
      // whole match per post (about 200 s a request on 100,000 posts); without it, the one way
      // left is to run the match once and look each hit's post up by its key (about 40 ms).
      query = query.innerJoin(
        sql<{ rowid: number }>`${sql.table(SEARCH_INDEX_TABLE)}`.as(SEARCH_INDEX_TABLE) as never,
        (join) =>
          join.on(
            sql<boolean>`+${sql.ref(`${SEARCH_INDEX_TABLE}.rowid`)} = ${sql.ref("posts.id")}`,
          ),
      ) as unknown as typeof query;
    }
    query = query.where((eb) => matchesSearch(engine, eb as never, q));
  }
  return query;
}

/** One page of published posts' summaries: newest first, or by relevance when searching. */
export async function findPosts(
  db: Kysely<Database>,
  engine: Engine,
  filters: PostFilters,
  options: PostPageOptions,
): Promise<PostSummaryRow[]> {
  return postPageQuery(db, engine, filters, options).execute();
}

interface PostPageOptions {
  limit: number;
  cursor?: PostCursor;
  now: Date;
}

/** The statement findPosts runs, unexecuted: a test reads its query plan. */
export function postPageQuery(
  db: Kysely<Database>,
  engine: Engine,
  filters: PostFilters,
  options: PostPageOptions,
) {
  let query = filteredPosts(db, engine, filters, options.now);
  if (filters.q) {
    const offset = options.cursor && "offset" in options.cursor ? options.cursor.offset : 0;
    return query
      .orderBy(searchRank(engine, filters.q), "desc")
      .orderBy("posts.id", "desc")
      .limit(options.limit)
      .offset(offset);
  }
  const cursor = options.cursor;
  if (cursor && "publishedAt" in cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("posts.publishedAt", "<", cursor.publishedAt),
        eb.and([eb("posts.publishedAt", "=", cursor.publishedAt), eb("posts.id", "<", cursor.id)]),
      ]),
    );
  }
  const ordered = query
    .orderBy("posts.publishedAt", "desc")
    .orderBy("posts.id", "desc")
    .limit(options.limit);
  // Numbered pages (category pages) use an offset; "load more" uses the keyset above.
  return cursor && "offset" in cursor ? ordered.offset(cursor.offset) : ordered;
}

export async function countFilteredPosts(
  db: Kysely<Database>,
  engine: Engine,
  filters: PostFilters,
  now: Date,
): Promise<number> {
  const row = await filteredPosts(db, engine, filters, now)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A numeric key is an id, anything else a slug. `now` leaves out a post scheduled for later;
 * null finds it too (an admin's preview).
 */
export async function findPublishedPost(
  db: Kysely<Database>,
  idOrSlug: string,
  now: Date | null,
): Promise<PostRow | undefined> {
  let query = selectPosts(db).where("posts.published", "=", true);
  if (now) query = query.where("posts.publishedAt", "<=", now.toISOString());
  const id = postIdOf(idOrSlug);
  return id === undefined
    ? query.where("posts.slug", "=", idOrSlug).executeTakeFirst()
    : query.where("posts.id", "=", id).executeTakeFirst();
}

/** The id of a public post named by id or slug, reading nothing else. */
export async function findPublishedPostId(
  db: Kysely<Database>,
  idOrSlug: string,
  now: Date,
): Promise<number | undefined> {
  const query = db
    .selectFrom("posts")
    .select("id")
    .where("published", "=", true)
    .where("publishedAt", "<=", now.toISOString());
  const id = postIdOf(idOrSlug);
  const row = await (id === undefined
    ? query.where("slug", "=", idOrSlug)
    : query.where("id", "=", id)
  ).executeTakeFirst();
  return row?.id;
}

/** A path segment that is a post id; ids beyond the integer column are no post (PostgreSQL would refuse to compare them). */
function postIdOf(idOrSlug: string): number | undefined {
  return /^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= MAX_ID ? Number(idOrSlug) : undefined;
}

export function findPostById(db: Kysely<Database>, id: number): Promise<PostRow | undefined> {
  return selectPosts(db).where("posts.id", "=", id).executeTakeFirst();
}

/**
 * Reads whether the post exists, is published and since when and, on PostgreSQL, locks its
 * row until the transaction ends, so concurrent likes and comments of one post recount one
 * after another.
 */
export async function lockPost(
  trx: Kysely<Database>,
  engine: Engine,
  postId: number,
): Promise<{ published: boolean; publishedAt: Date | string } | undefined> {
  let query = trx.selectFrom("posts").select(["published", "publishedAt"]).where("id", "=", postId);
  if (engine === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { published: Boolean(row.published), publishedAt: row.publishedAt };
}

/** The user's saved posts that are public, most recently saved first, in one query. */
export function findBookmarkedPosts(
  db: Kysely<Database>,
  userId: number,
  limit: number,
  now: Date,
): Promise<PostSummaryRow[]> {
  return selectPostSummaries(db)
    .innerJoin("postBookmarks", "postBookmarks.postId", "posts.id")
    .where("postBookmarks.userId", "=", userId)
    .where("posts.published", "=", true)
    .where("posts.publishedAt", "<=", now.toISOString())
    .orderBy("postBookmarks.createdAt", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
}

/** Which of the candidate slugs are already used by a post. */
export async function findTakenSlugs(
  db: Kysely<Database>,
  candidates: readonly string[],
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .selectFrom("posts")
    .select("slug")
    .where("slug", "in", [...candidates])
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/**
 * What the public lists hold, in one query: the version the triggers of migration 0007 bump
 * with every write to posts, categories or tags, and the earliest time a scheduled post goes
 * public after `now` (null when none waits). Lists change at that instant without any write,
 * so caches keyed by the version key by it too (one seek on the published_at index).
 */
export async function findPostListState(
  db: Kysely<Database>,
  now: Date,
): Promise<{ version: number; nextScheduledAt: string | null }> {
  // Plain SQL: every anonymous list request runs this, and building it with the query builder
  // took 50–65 µs against 11–14 µs for the statement itself (SQLite, prepared once).
  // `where published` reads the flag on both engines (a boolean, or SQLite's 0 and 1).
  const { rows } = await sql<{ version: number | string; nextScheduledAt: Date | string | null }>`
    select version,
      (select min(published_at) from posts where published and published_at > ${now.toISOString()})
        as next_scheduled_at
    from post_list_version where id = 1`.execute(db);
  const row = rows[0];
  return {
    version: Number(row?.version ?? 0),
    nextScheduledAt: row?.nextScheduledAt ? toIsoString(row.nextScheduledAt) : null,
  };
}

/** Tag names of many posts in one query (no query per post). */
export async function findTagsOfPosts(
  db: Kysely<Database>,
  postIds: readonly number[],
): Promise<Map<number, string[]>> {
  const tagsByPost = new Map<number, string[]>();
  if (postIds.length === 0) return tagsByPost;
  const rows = await db
    .selectFrom("postTags")
    .innerJoin("tags", "tags.id", "postTags.tagId")
    .select(["postTags.postId", "tags.name"])
    .where("postTags.postId", "in", [...postIds])
    .orderBy("tags.name")
    .execute();
  for (const row of rows) {
    const names = tagsByPost.get(row.postId) ?? [];
    names.push(row.name);
    tagsByPost.set(row.postId, names);
  }
  return tagsByPost;
}

/** Which of these posts the user liked and saved, in two queries. */
export async function findReactionsOfUser(
  db: Kysely<Database>,
  userId: number,
  postIds: readonly number[],
): Promise<{ liked: Set<number>; bookmarked: Set<number> }> {
  if (postIds.length === 0) return { liked: new Set(), bookmarked: new Set() };
  const [likes, bookmarks] = await Promise.all([
    db
      .selectFrom("postLikes")
      .select("postId")
      .where("userId", "=", userId)
      .where("postId", "in", [...postIds])
      .execute(),
    db
      .selectFrom("postBookmarks")
      .select("postId")
      .where("userId", "=", userId)
      .where("postId", "in", [...postIds])
      .execute(),
  ]);
  return {
    liked: new Set(likes.map((row) => row.postId)),
    bookmarked: new Set(bookmarks.map((row) => row.postId)),
  };
}

export async function countPosts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Inserts a post and links its tags, creating tags that do not exist yet; all or nothing.
 * Joins the caller's transaction when there is one (the seed inserts many posts in one).
 */
export async function insertPost(db: Kysely<Database>, post: NewPost): Promise<number> {
  const insert = async (trx: Kysely<Database>) => {
    const { tags, ...columns } = post;
    const inserted = await trx
      .insertInto("posts")
      .values({ ...columns, createdAt: post.publishedAt, updatedAt: post.publishedAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    await linkTags(trx, inserted.id, tags);
    await reindexSearch(trx, "post", inserted.id);
    return inserted.id;
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

async function linkTags(
  db: Kysely<Database>,
  postId: number,
  tags: readonly string[],
): Promise<void> {
  for (const name of new Set(tags)) {
    const tagId = await findOrCreateTag(db, name);
    await db
      .insertInto("postTags")
      .values({ postId, tagId })
      .onConflict((oc) => oc.columns(["postId", "tagId"]).doNothing())
      .execute();
  }
}

export async function updatePostRow(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Omit<NewPost, "tags">>,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable("posts")
      .set({ ...changes, updatedAt: now.toISOString() })
      .where("id", "=", id)
      .execute();
    await reindexSearch(trx, "post", id);
  });
}

export async function deletePostRow(db: Kysely<Database>, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom("posts").where("id", "=", id).executeTakeFirst();
    await reindexSearch(trx, "post", id);
    return Number(result.numDeletedRows) > 0;
  });
}

async function findOrCreateTag(db: Kysely<Database>, name: string): Promise<number> {
  const slug = slugify(name);
  await db
    .insertInto("tags")
    .values({ name, slug })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const row = await db
    .selectFrom("tags")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Finds a category by slug or name, creating it when the admin typed a new one. */
export async function findOrCreateCategory(
  db: Kysely<Database>,
  nameOrSlug: string,
): Promise<number> {
  const slug = slugify(nameOrSlug);
  const existing = await db
    .selectFrom("categories")
    .select("id")
    .where((eb) =>
      eb.or([eb("slug", "=", slug), eb(eb.fn("lower", ["name"]), "=", nameOrSlug.toLowerCase())]),
    )
    .executeTakeFirst();
  if (existing) return existing.id;
  await db
    .insertInto("categories")
    .values({ slug, name: nameOrSlug, description: "", color: "#ff5e00", icon: "newspaper" })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const row = await db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  return row.id;
}
