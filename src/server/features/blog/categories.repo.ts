import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  color: string;
  icon: string;
  postCount: number | string;
  latestTitle: string | null;
  latestPublishedAt: Date | string | null;
}

/** Categories with their public post count and latest post, in one query. */
export function findCategoriesWithStats(
  db: Kysely<Database>,
  now: Date,
  slug?: string,
): Promise<CategoryRow[]> {
  const nowIso = now.toISOString();
  let query = db
    .selectFrom("categories")
    .select((eb) => [
      "categories.id",
      "categories.name",
      "categories.slug",
      "categories.description",
      "categories.color",
      "categories.icon",
      eb
        .selectFrom("posts")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("posts.categoryId", "=", "categories.id")
        .where("posts.published", "=", true)
        .where("posts.publishedAt", "<=", nowIso)
        .as("postCount"),
      eb
        .selectFrom("posts")
        .select("posts.title")
        .whereRef("posts.categoryId", "=", "categories.id")
        .where("posts.published", "=", true)
        .where("posts.publishedAt", "<=", nowIso)
        .orderBy("posts.publishedAt", "desc")
        .limit(1)
        .as("latestTitle"),
      eb
        .selectFrom("posts")
        .select("posts.publishedAt")
        .whereRef("posts.categoryId", "=", "categories.id")
        .where("posts.published", "=", true)
        .where("posts.publishedAt", "<=", nowIso)
        .orderBy("posts.publishedAt", "desc")
        .limit(1)
        .as("latestPublishedAt"),
    ])
    .orderBy("categories.id");
  if (slug !== undefined) query = query.where("categories.slug", "=", slug);
  return query.execute() as Promise<CategoryRow[]>;
}

export interface TrendingCandidate {
  id: number;
  title: string;
  publishedAt: Date | string;
  viewCount: number;
  recentLikes: number | string;
  recentComments: number | string;
}

/** Recent posts with their likes and comments of the last week, for ranking in code. */
export function findTrendingCandidates(
  db: Kysely<Database>,
  since: Date,
  now: Date,
  limit: number,
): Promise<TrendingCandidate[]> {
  const sinceIso = since.toISOString();
  return db
    .selectFrom("posts")
    .select((eb) => [
      "posts.id",
      "posts.title",
      "posts.publishedAt",
      "posts.viewCount",
      eb
        .selectFrom("postLikes")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("postLikes.postId", "=", "posts.id")
        .where("postLikes.createdAt", ">=", sinceIso)
        .as("recentLikes"),
      eb
        .selectFrom("comments")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("comments.postId", "=", "posts.id")
        .where("comments.createdAt", ">=", sinceIso)
        .as("recentComments"),
    ])
    .where("posts.published", "=", true)
    .where("posts.publishedAt", "<=", now.toISOString())
    .orderBy("posts.publishedAt", "desc")
    .limit(limit)
    .execute() as Promise<TrendingCandidate[]>;
}
