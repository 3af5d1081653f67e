import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { ForumSort } from "../../../shared/forum";
import type { Engine } from "../../db/database";
import type { Database, ForumThreadTable } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";
import { threadMatchesSearch } from "./forum-search";

/** A discussion with what every reply about it shows: its category and its author. */
export type ThreadRow = Selectable<ForumThreadTable> & {
  categoryName: string;
  categoryColor: string;
  categorySlug: string;
  authorUsername: string | null;
  authorAvatar: string | null;
};

/** A discussion as lists read it: the opening post's excerpt instead of the whole of it. */
export type ThreadSummaryRow = Omit<ThreadRow, "content" | "contentHtml" | "editedAt">;

/** The position after the last discussion of a page, in the columns of the page's order. */
export type ThreadCursor =
  | { sort: "latest"; isSticky: boolean; lastActivityAt: string; id: number }
  | { sort: "popular"; score: number; replyCount: number; views: number; id: number }
  | { sort: "trending"; hotScore: number; id: number };

export interface ThreadFilters {
  categoryId?: number;
  /** Lower-cased. */
  tagKey?: string;
  q?: string;
}

const LIST_COLUMNS = [
  "forumThreads.id",
  "forumThreads.categoryId",
  "forumThreads.authorId",
  "forumThreads.title",
  "forumThreads.excerpt",
  "forumThreads.tags",
  "forumThreads.upvotes",
  "forumThreads.downvotes",
  "forumThreads.score",
  "forumThreads.views",
  "forumThreads.replyCount",
  "forumThreads.hotScore",
  "forumThreads.isSticky",
  "forumThreads.isLocked",
  "forumThreads.isFeatured",
  "forumThreads.isHotTopic",
  "forumThreads.isHidden",
  "forumThreads.lastActivityAt",
  "forumThreads.createdAt",
  "forumCategories.name as categoryName",
  "forumCategories.color as categoryColor",
  "forumCategories.slug as categorySlug",
  "users.username as authorUsername",
  "users.avatar as authorAvatar",
] as const;

function selectThreads(db: Kysely<Database>) {
  return db
    .selectFrom("forumThreads")
    .innerJoin("forumCategories", "forumCategories.id", "forumThreads.categoryId")
    .leftJoin("users", "users.id", "forumThreads.authorId")
    .select(LIST_COLUMNS);
}

type ThreadsBuilder = ExpressionBuilder<Database & { users: Database["users"] }, "forumThreads">;

/** Rows after the cursor in the page's order: one row-value comparison the index can range over. */
function afterCursor(eb: ThreadsBuilder, cursor: ThreadCursor) {
  // Every column of each order is descending, so "after" is "less than" as a whole row.
  if (cursor.sort === "latest") {
    return eb(
      eb.refTuple("forumThreads.isSticky", "forumThreads.lastActivityAt", "forumThreads.id"),
      "<",
      eb.tuple(cursor.isSticky, cursor.lastActivityAt, cursor.id),
    );
  }
  if (cursor.sort === "popular") {
    return eb(
      eb.refTuple(
        "forumThreads.score",
        "forumThreads.replyCount",
        "forumThreads.views",
        "forumThreads.id",
      ),
      "<",
      eb.tuple(cursor.score, cursor.replyCount, cursor.views, cursor.id),
    );
  }
  return eb(
    eb.refTuple("forumThreads.hotScore", "forumThreads.id"),
    "<",
    eb.tuple(cursor.hotScore, cursor.id),
  );
}

/**
 * One page of visible discussions in a list order. Each order is the order of an index of its
 * own (with and without the category in front), so a page reads only its rows.
 */
export async function findThreadPage(
  db: Kysely<Database>,
  engine: Engine,
  options: { sort: ForumSort; filters: ThreadFilters; cursor?: ThreadCursor; limit: number },
): Promise<ThreadSummaryRow[]> {
  const { filters, cursor } = options;
  let query = selectThreads(db).where("forumThreads.isHidden", "=", false);
  if (filters.categoryId !== undefined) {
    query = query.where("forumThreads.categoryId", "=", filters.categoryId);
  }
  if (filters.tagKey !== undefined) {
    const tagKey = filters.tagKey;
    // A rare tag: read its few discussions by the tag index and order them. A common one:
    // walk the order's index and keep the tagged rows, which finds a page after a few rows
    // (reading and ordering thousands of matches would cost far more).
    const isCommonTag =
      (await countTaggedUpTo(db, tagKey, COMMON_TAG_THREADS)) >= COMMON_TAG_THREADS;
    query = isCommonTag
      ? query.where((eb) =>
          eb.exists(
            eb
              .selectFrom("forumThreadTags")
              .select(eb.lit(1).as("one"))
              .whereRef("forumThreadTags.threadId", "=", "forumThreads.id")
              .where("forumThreadTags.tagKey", "=", tagKey),
          ),
        )
      : query.where("forumThreads.id", "in", (eb) =>
          eb
            .selectFrom("forumThreadTags")
            .select("forumThreadTags.threadId")
            .where("tagKey", "=", tagKey),
        );
  }
  if (filters.q !== undefined) query = query.where(threadMatchesSearch(engine, filters.q));
  if (cursor) query = query.where((eb) => afterCursor(eb as unknown as ThreadsBuilder, cursor));
  if (options.sort === "latest") {
    query = query
      .orderBy("forumThreads.isSticky", "desc")
      .orderBy("forumThreads.lastActivityAt", "desc");
  } else if (options.sort === "popular") {
    query = query
      .orderBy("forumThreads.score", "desc")
      .orderBy("forumThreads.replyCount", "desc")
      .orderBy("forumThreads.views", "desc");
  } else {
    query = query.orderBy("forumThreads.hotScore", "desc");
  }
  return query.orderBy("forumThreads.id", "desc").limit(options.limit).execute();
}

/** From this many discussions on, a tag filter walks the list order's index (see findThreadPage). */
export const COMMON_TAG_THREADS = 1000;

/** How many discussions carry the tag, counted no further than `limit` (an index range). */
export async function countTaggedUpTo(db: Kysely<Database>, tagKey: string, limit: number) {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("forumThreadTags")
        .select("threadId")
        .where("tagKey", "=", tagKey)
        .limit(limit)
        .as("tagged"),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The ids of the hottest visible discussions (the trending index's head). */
/**
 * The hottest visible discussions that someone other than their author has replied to or
 * upvoted since `since`, at most `limit`, hottest first. Only the head of the trending index
 * (`candidates` rows) is looked at, so the query stays small however many quiet discussions
 * there are.
 */
export async function findTrendingThreadIds(
  db: Kysely<Database>,
  options: { since: string; limit: number; candidates: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom("forumThreads as thread")
    .select("thread.id")
    .where("thread.id", "in", (eb) =>
      eb
        .selectFrom("forumThreads")
        .select("id")
        .where("isHidden", "=", false)
        .orderBy("hotScore", "desc")
        .orderBy("id", "desc")
        .limit(options.candidates),
    )
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("forumReplies as reply")
            .select("reply.id")
            .whereRef("reply.threadId", "=", "thread.id")
            .where("reply.isHidden", "=", false)
            .where("reply.authorId", "is not", null)
            .where("reply.createdAt", ">=", options.since)
            .where((inner) =>
              inner.or([
                inner("thread.authorId", "is", null),
                inner("reply.authorId", "<>", inner.ref("thread.authorId")),
              ]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom("forumThreadVotes as vote")
            .select("vote.userId")
            .whereRef("vote.threadId", "=", "thread.id")
            .where("vote.value", ">", 0)
            .where("vote.createdAt", ">=", options.since)
            .where((inner) =>
              inner.or([
                inner("thread.authorId", "is", null),
                inner("vote.userId", "<>", inner.ref("thread.authorId")),
              ]),
            ),
        ),
      ]),
    )
    .orderBy("thread.hotScore", "desc")
    .orderBy("thread.id", "desc")
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** A whole discussion, hidden or not. */
export function findThreadById(db: Kysely<Database>, id: number): Promise<ThreadRow | undefined> {
  return selectThreads(db)
    .select(["forumThreads.content", "forumThreads.contentHtml", "forumThreads.editedAt"])
    .where("forumThreads.id", "=", id)
    .executeTakeFirst();
}

/** What posting in and showing a discussion decide on, without its text. */
export interface ThreadState {
  id: number;
  categoryId: number;
  authorId: number | null;
  title: string;
  isLocked: boolean;
  isHidden: boolean;
  replyCount: number;
}

function selectThreadState(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("forumThreads")
    .select(["id", "categoryId", "authorId", "title", "isLocked", "isHidden", "replyCount"])
    .where("id", "=", id);
}

function toThreadState(
  row: Awaited<ReturnType<ReturnType<typeof selectThreadState>["executeTakeFirst"]>>,
): ThreadState | undefined {
  return (
    row && {
      ...row,
      isLocked: Boolean(row.isLocked),
      isHidden: Boolean(row.isHidden),
      replyCount: Number(row.replyCount),
    }
  );
}

export async function findThreadState(
  db: Kysely<Database>,
  id: number,
): Promise<ThreadState | undefined> {
  return toThreadState(await selectThreadState(db, id).executeTakeFirst());
}

/**
 * Reads a discussion's state and, on PostgreSQL, locks its row for the rest of the
 * transaction, so replies to one discussion recount its statistics one after another.
 */
export async function lockThread(
  trx: Kysely<Database>,
  engine: Engine,
  id: number,
): Promise<ThreadState | undefined> {
  const query = selectThreadState(trx, id);
  return toThreadState(
    await (engine === "postgres" ? query.forUpdate() : query).executeTakeFirst(),
  );
}

export interface NewThread {
  categoryId: number;
  /** Null only for data written without an author (tests, imports). */
  authorId: number | null;
  title: string;
  content: string;
  contentHtml: string;
  excerpt: string;
  tags: readonly string[];
  hotScore: number;
  createdAt: string;
}

/** The discussion and one row per tag (lower-cased, for the tag filter). */
export async function insertThread(trx: Kysely<Database>, thread: NewThread): Promise<number> {
  const { id } = await trx
    .insertInto("forumThreads")
    .values({
      categoryId: thread.categoryId,
      authorId: thread.authorId,
      title: thread.title,
      content: thread.content,
      contentHtml: thread.contentHtml,
      excerpt: thread.excerpt,
      tags: JSON.stringify(thread.tags),
      hotScore: thread.hotScore,
      lastActivityAt: thread.createdAt,
      createdAt: thread.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const keys = [...new Set(thread.tags.map((tag) => tag.toLowerCase()))];
  if (keys.length > 0) {
    await trx
      .insertInto("forumThreadTags")
      .values(keys.map((tagKey) => ({ threadId: id, tagKey })))
      .execute();
  }
  await reindexSearch(trx, "thread", id);
  return id;
}

/** A reply moves the discussion up the "latest" order. */
export async function touchThreadActivity(
  trx: Kysely<Database>,
  id: number,
  at: string,
): Promise<void> {
  await trx.updateTable("forumThreads").set({ lastActivityAt: at }).where("id", "=", id).execute();
}

/** The member's newest discussion (what a new post must not repeat). */
export function findLatestThreadOfAuthor(
  db: Kysely<Database>,
  authorId: number,
): Promise<{ content: string; createdAt: Date | string; id: number } | undefined> {
  return db
    .selectFrom("forumThreads")
    .select(["id", "content", "createdAt"])
    .where("authorId", "=", authorId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The reader's vote on a discussion: 1, -1, or 0 for none. */
export async function findThreadVote(
  db: Kysely<Database>,
  threadId: number,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom("forumThreadVotes")
    .select("value")
    .where("threadId", "=", threadId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.value ?? 0;
}
