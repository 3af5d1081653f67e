import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** The feed's items: newest public posts first (the id orders equal dates). */
export function findFeedPosts(db: Kysely<Database>, limit: number, now: Date) {
  return db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.categoryId")
    .select([
      "posts.id",
      "posts.title",
      "posts.excerpt",
      "posts.authorName",
      "posts.publishedAt",
      "categories.name as categoryName",
    ])
    .where("posts.published", "=", true)
    .where("posts.publishedAt", "<=", now.toISOString())
    .orderBy("posts.publishedAt", "desc")
    .orderBy("posts.id", "desc")
    .limit(limit)
    .execute();
}

/** Every public post's id and last change, for the sitemap (scheduled ones wait). */
export function findSitemapPosts(db: Kysely<Database>, limit: number, now: Date) {
  return db
    .selectFrom("posts")
    .select(["id", "updatedAt"])
    .where("published", "=", true)
    .where("publishedAt", "<=", now.toISOString())
    .orderBy("publishedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
