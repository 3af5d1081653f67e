import type { Kysely, SelectQueryBuilder, Transaction } from "kysely";
import { guidePath } from "../../../shared/guides-limits";
import type { SearchContentType } from "../../../shared/search-limits";
import type { Database } from "../../db/schema";
import type { SearchSource } from "../../lib/search-index-writes";
import { indexableText, plainTextOfHtml } from "./search-text";

/**
 * What each kind of content puts in the site search: which rows are findable (published,
 * not hidden) and what their result shows. One loader per source table; search-index.ts
 * writes what they return.
 */

type Db = Kysely<Database> | Transaction<Database>;

export { SEARCH_SOURCES, type SearchSource } from "../../lib/search-index-writes";

export interface SearchDocumentInput {
  source: SearchSource;
  sourceId: number;
  /** 0 for the row itself; a guide's mods are parts 1, 2, ... */
  part: number;
  kind: SearchContentType;
  resultId: string;
  url: string;
  thumbnail: string | null;
  title: string;
  tags: string[];
  body: string;
  author: string | null;
  createdAt: string;
  showsDate: boolean;
  views: number;
}

/** Which rows to load: the given ids, or the next batch after an id (rebuilding). */
export type SourceRows = { ids: number[] } | { afterId: number; limit: number };

export interface SourceBatch {
  /** The highest id looked at, findable or not (the next batch starts after it). */
  lastId: number | null;
  documents: SearchDocumentInput[];
}

const isoOf = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

function parseJsonArray<T>(json: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

const stringsOf = (json: string) =>
  parseJsonArray<unknown>(json).filter((item): item is string => typeof item === "string");

/** Narrows a query on `table.id` to the rows asked for, in id order. */
function selectRows<QB extends SelectQueryBuilder<Database, keyof Database, object>>(
  query: QB,
  idColumn: string,
  rows: SourceRows,
): QB {
  // biome-ignore lint/suspicious/noExplicitAny: the id column is named per table
  const q = query as any;
  if ("ids" in rows) return q.where(idColumn, "in", rows.ids.length ? rows.ids : [-1]);
  return q.where(idColumn, ">", rows.afterId).orderBy(idColumn).limit(rows.limit);
}

function batchOf<Row extends { id: number }>(
  rows: Row[],
  toDocuments: (row: Row) => SearchDocumentInput[],
): SourceBatch {
  return { lastId: rows.at(-1)?.id ?? null, documents: rows.flatMap(toDocuments) };
}

async function loadPosts(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const posts = await selectRows(
    db
      .selectFrom("posts")
      .innerJoin("categories", "categories.id", "posts.categoryId")
      .select([
        "posts.id",
        "posts.title",
        "posts.excerpt",
        "posts.content",
        "posts.image",
        "posts.authorName",
        "posts.published",
        "posts.viewCount",
        "posts.publishedAt",
        "categories.slug as categorySlug",
        "categories.name as categoryName",
      ]),
    "posts.id",
    rows,
  ).execute();
  const tags = await tagsOfPosts(
    db,
    posts.map((post) => post.id),
  );
  return batchOf(posts, (post) =>
    post.published
      ? [
          {
            source: "post",
            sourceId: post.id,
            part: 0,
            // Articles of the Hardware category are the "hardware" results.
            kind: post.categorySlug === "hardware" ? "hardware" : "blog",
            resultId: String(post.id),
            url: `/blog/${post.id}`,
            thumbnail: post.image,
            title: post.title,
            tags: tags.get(post.id) ?? [],
            body: indexableText(post.excerpt, plainTextOfHtml(post.content)),
            author: post.authorName,
            createdAt: isoOf(post.publishedAt),
            showsDate: true,
            views: post.viewCount,
          },
        ]
      : [],
  );
}

async function tagsOfPosts(db: Db, postIds: number[]): Promise<Map<number, string[]>> {
  const byPost = new Map<number, string[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom("postTags")
    .innerJoin("tags", "tags.id", "postTags.tagId")
    .select(["postTags.postId", "tags.name"])
    .where("postTags.postId", "in", postIds)
    .orderBy("postTags.postId")
    .orderBy("tags.name")
    .execute();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.name]);
  return byPost;
}

async function loadGames(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const games = await selectRows(db.selectFrom("games").selectAll(), "id", rows).execute();
  return batchOf(games, (game) => [
    {
      source: "game",
      sourceId: game.id,
      part: 0,
      kind: "game",
      resultId: String(game.id),
      url: `/games/${game.slug}`,
      thumbnail: game.image || null,
      title: game.title,
      tags: stringsOf(game.tags),
      body: indexableText(game.description, game.genre, game.developer),
      author: game.developer,
      createdAt: isoOf(game.createdAt),
      showsDate: false,
      views: 0,
    },
  ]);
}

interface GuideSection {
  title?: unknown;
  content?: unknown;
}
interface NexusModsLink {
  name?: unknown;
  description?: unknown;
}
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A guide is a "guide" result, and each mod it recommends a "mod" result leading to it. The
 * guide page reads its address as the guide's id (its slug is not an address).
 */
async function loadGuides(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const guides = await selectRows(db.selectFrom("guides").selectAll(), "id", rows).execute();
  return batchOf(guides, (guide) => {
    const tags = stringsOf(guide.tags);
    const createdAt = isoOf(guide.publishedAt);
    const sections = parseJsonArray<GuideSection>(guide.sections);
    const mods = parseJsonArray<NexusModsLink>(guide.nexusModsLinks).filter((mod) =>
      textOf(mod.name),
    );
    return [
      {
        source: "guide",
        sourceId: guide.id,
        part: 0,
        kind: "guide",
        resultId: String(guide.id),
        url: guidePath(guide.id),
        thumbnail: guide.thumbnail || null,
        title: guide.title,
        tags,
        body: indexableText(
          guide.description,
          guide.gameTitle,
          ...sections.flatMap((section) => [textOf(section.title), textOf(section.content)]),
          ...stringsOf(guide.tips),
          ...stringsOf(guide.tricks),
        ),
        author: guide.authorName,
        createdAt,
        showsDate: true,
        views: guide.views,
      },
      ...mods.map(
        (mod, index): SearchDocumentInput => ({
          source: "guide",
          sourceId: guide.id,
          part: index + 1,
          kind: "mod",
          resultId: `${guide.id}-${index + 1}`,
          url: guidePath(guide.id),
          thumbnail: null,
          title: textOf(mod.name),
          tags,
          body: indexableText(textOf(mod.description), `From the guide: ${guide.title}`),
          author: guide.authorName,
          createdAt,
          showsDate: true,
          views: 0,
        }),
      ),
    ];
  });
}

/** Merchandise are the "deal" results. */
async function loadMerchandise(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const items = await selectRows(
    db.selectFrom("merchandiseItems").selectAll(),
    "id",
    rows,
  ).execute();
  return batchOf(items, (item) => [
    {
      source: "merchandise",
      sourceId: item.id,
      part: 0,
      kind: "deal",
      resultId: String(item.id),
      url: "/merchandise",
      thumbnail: item.image || null,
      title: item.name,
      tags: [item.category],
      body: indexableText(item.description),
      author: null,
      createdAt: isoOf(item.createdAt),
      showsDate: false,
      views: 0,
    },
  ]);
}

async function loadThreads(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const threads = await selectRows(
    db
      .selectFrom("forumThreads")
      .leftJoin("users", "users.id", "forumThreads.authorId")
      .select([
        "forumThreads.id",
        "forumThreads.title",
        "forumThreads.contentHtml",
        "forumThreads.tags",
        "forumThreads.views",
        "forumThreads.isHidden",
        "forumThreads.createdAt",
        "users.username",
      ]),
    "forumThreads.id",
    rows,
  ).execute();
  return batchOf(threads, (thread) =>
    thread.isHidden
      ? []
      : [
          {
            source: "thread",
            sourceId: thread.id,
            part: 0,
            kind: "discussion",
            resultId: String(thread.id),
            url: `/forum/thread/${thread.id}`,
            thumbnail: null,
            title: thread.title,
            tags: stringsOf(thread.tags),
            body: indexableText(plainTextOfHtml(thread.contentHtml)),
            author: thread.username ?? "Deleted user",
            createdAt: isoOf(thread.createdAt),
            showsDate: true,
            views: thread.views,
          },
        ],
  );
}

async function loadUpdates(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const updates = await selectRows(
    db.selectFrom("developerUpdates").selectAll(),
    "id",
    rows,
  ).execute();
  return batchOf(updates, (update) => [
    {
      source: "update",
      sourceId: update.id,
      part: 0,
      kind: "update",
      resultId: String(update.id),
      url: `/developer-updates/${update.slug}`,
      thumbnail: update.featuredImage,
      title: update.title,
      tags: stringsOf(update.tags),
      body: indexableText(plainTextOfHtml(update.contentHtml), update.gameTitle),
      author: update.authorName,
      createdAt: isoOf(update.publishedAt),
      showsDate: true,
      views: 0,
    },
  ]);
}

/** Feedback that is visible and not merged into another item (the item merged into is). */
async function loadFeedback(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const items = await selectRows(
    db
      .selectFrom("feedbackItems")
      .leftJoin("users", "users.id", "feedbackItems.authorId")
      .select([
        "feedbackItems.id",
        "feedbackItems.title",
        "feedbackItems.descriptionHtml",
        "feedbackItems.feedbackType",
        "feedbackItems.category",
        "feedbackItems.isHidden",
        "feedbackItems.mergedIntoId",
        "feedbackItems.createdAt",
        "users.username",
      ]),
    "feedbackItems.id",
    rows,
  ).execute();
  return batchOf(items, (item) =>
    item.isHidden || item.mergedIntoId !== null
      ? []
      : [
          {
            source: "feedback",
            sourceId: item.id,
            part: 0,
            kind: "feedback",
            resultId: String(item.id),
            url: `/community-feedback/${item.id}`,
            thumbnail: null,
            title: item.title,
            tags: [item.feedbackType, ...(item.category ? [item.category] : [])],
            body: indexableText(plainTextOfHtml(item.descriptionHtml)),
            author: item.username ?? "Deleted user",
            createdAt: isoOf(item.createdAt),
            showsDate: true,
            views: 0,
          },
        ],
  );
}

const STREAM_TAB_OF_STATUS: Record<string, string> = {
  live: "live",
  scheduled: "upcoming",
  ended: "recent",
};

async function loadStreams(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const streams = await selectRows(db.selectFrom("liveStreams").selectAll(), "id", rows).execute();
  return batchOf(streams, (stream) => {
    const tab = STREAM_TAB_OF_STATUS[stream.status] ?? "live";
    return [
      {
        source: "stream",
        sourceId: stream.id,
        part: 0,
        kind: "stream",
        resultId: String(stream.id),
        url: tab === "live" ? "/live-streams" : `/live-streams?tab=${tab}`,
        thumbnail: stream.thumbnailUrl,
        title: stream.title,
        tags: stringsOf(stream.tags),
        body: indexableText(stream.description, stream.gameTitle, stream.streamerName),
        author: stream.streamerName,
        createdAt: isoOf(stream.startedAt),
        showsDate: true,
        views: stream.maxViewers,
      },
    ];
  });
}

async function loadRetroGames(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const games = await selectRows(db.selectFrom("retroGames").selectAll(), "id", rows).execute();
  return batchOf(games, (game) => [
    {
      source: "retro",
      sourceId: game.id,
      part: 0,
      kind: "arcade",
      resultId: String(game.id),
      url: `/retro-games?game=${game.slug}`,
      thumbnail: game.image || null,
      title: game.title,
      tags: [game.genre, String(game.year)],
      body: indexableText(game.description, game.developer),
      author: game.developer,
      createdAt: isoOf(game.createdAt),
      showsDate: false,
      views: 0,
    },
  ]);
}

export const SOURCE_LOADERS: Record<
  SearchSource,
  (db: Db, rows: SourceRows) => Promise<SourceBatch>
> = {
  post: loadPosts,
  game: loadGames,
  guide: loadGuides,
  merchandise: loadMerchandise,
  thread: loadThreads,
  update: loadUpdates,
  feedback: loadFeedback,
  stream: loadStreams,
  retro: loadRetroGames,
};
