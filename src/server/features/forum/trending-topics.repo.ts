import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

/** A discussion as the Trending tab weighs it. */
export interface TrendingThreadRow {
  id: number;
  title: string;
  content: string;
  tags: string;
  upvotes: number;
  replyCount: number;
  views: number;
  categoryName: string;
  categorySlug: string;
}

/** A published news article as the Trending tab weighs it. */
export interface TrendingNewsRow {
  id: number;
  title: string;
  excerpt: string;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  categoryName: string;
  categorySlug: string;
}

/** The hottest visible discussions: the head of the trending index (hot_score desc, id desc). */
export async function findHottestThreads(
  db: Kysely<Database>,
  limit: number,
): Promise<TrendingThreadRow[]> {
  return db
    .selectFrom("forumThreads")
    .innerJoin("forumCategories", "forumCategories.id", "forumThreads.categoryId")
    .select([
      "forumThreads.id",
      "forumThreads.title",
      "forumThreads.content",
      "forumThreads.tags",
      "forumThreads.upvotes",
      "forumThreads.replyCount",
      "forumThreads.views",
      "forumCategories.name as categoryName",
      "forumCategories.slug as categorySlug",
    ])
    .where("forumThreads.isHidden", "=", false)
    .orderBy("forumThreads.hotScore", "desc")
    .orderBy("forumThreads.id", "desc")
    .limit(limit)
    .execute();
}

/** The newest public news articles, with their view, like and comment counts. */
export async function findNewestNews(
  db: Kysely<Database>,
  limit: number,
  now: Date,
): Promise<TrendingNewsRow[]> {
  return db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.categoryId")
    .select([
      "posts.id",
      "posts.title",
      "posts.excerpt",
      "posts.likeCount",
      "posts.commentCount",
      "posts.viewCount",
      "categories.name as categoryName",
      "categories.slug as categorySlug",
    ])
    .where("posts.published", "=", true)
    .where("posts.publishedAt", "<=", now.toISOString())
    .orderBy("posts.publishedAt", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
}

/**
 * For each group of lower-cased tags, how many visible discussions carry at least one of
 * them: one query for all groups (a distinct count per group over the tag index's rows).
 */
export async function countThreadsWithAnyTag(
  db: Kysely<Database>,
  groups: readonly (readonly string[])[],
): Promise<number[]> {
  const allKeys = [...new Set(groups.flat())];
  if (allKeys.length === 0) return groups.map(() => 0);
  const row = await db
    .selectFrom("forumThreadTags")
    .innerJoin("forumThreads", "forumThreads.id", "forumThreadTags.threadId")
    .select(
      groups.map((keys, index) =>
        keys.length === 0
          ? sql<number>`0`.as(`g${index}`)
          : sql<
              number | string
            >`count(distinct case when ${sql.ref("forumThreadTags.tagKey")} in (${sql.join([...keys])}) then ${sql.ref("forumThreadTags.threadId")} end)`.as(
              `g${index}`,
            ),
      ),
    )
    .where("forumThreadTags.tagKey", "in", allKeys)
    .where("forumThreads.isHidden", "=", false)
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, number | string | null>;
  return groups.map((_, index) => Number(counts[`g${index}`] ?? 0));
}
