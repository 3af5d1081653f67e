import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { insertPost, type NewPost } from "../features/blog/blog.repo";
import { findOrCreateNewsCategory } from "../features/news/news.repo";

let serial = 0;

/**
 * A published post in the news category, written straight to the database (for tests that
 * need posts without the demo content); any field can be given.
 */
export async function insertTestPost(
  db: Kysely<Database>,
  fields: Partial<NewPost> = {},
): Promise<number> {
  serial += 1;
  return insertPost(db, {
    slug: `test-post-${serial}`,
    title: `Test post ${serial}`,
    excerpt: "A test story",
    content: "<p>A test story</p>",
    image: null,
    categoryId: fields.categoryId ?? (await findOrCreateNewsCategory(db)),
    source: "GameHub",
    authorName: "Writer",
    authorAvatar: null,
    isFeatured: false,
    published: true,
    readTimeMinutes: 1,
    // A few minutes back: a test app's clock stands at the time it started, and a post dated
    // after that clock would be scheduled (hidden) rather than published. Still newer than
    // the demo posts, the newest of which is an hour old.
    publishedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    tags: [],
    ...fields,
  });
}
