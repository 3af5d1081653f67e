import type { Kysely } from "kysely";
import { inTransaction } from "../../db/in-transaction";
import type { Database } from "../../db/schema";
import { reindexSearch } from "../../lib/search-index-writes";
import { NEWS_CATEGORY } from "./news-category";

export const NEWS_CATEGORY_SLUG = NEWS_CATEGORY.slug;

/** The news category's id; created when the demo content (which seeds it) was skipped. */
export async function findOrCreateNewsCategory(db: Kysely<Database>): Promise<number> {
  await db
    .insertInto("categories")
    .values({ ...NEWS_CATEGORY })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const row = await db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", NEWS_CATEGORY_SLUG)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Which of these GUIDs or links already became posts. */
export async function findKnownSources(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom("posts")
    .select(["sourceGuid", "sourceUrl"])
    .where((eb) => eb.or([eb("sourceGuid", "in", [...keys]), eb("sourceUrl", "in", [...keys])]))
    .execute();
  const known = new Set<string>();
  for (const row of rows) {
    if (row.sourceGuid) known.add(row.sourceGuid);
    if (row.sourceUrl) known.add(row.sourceUrl);
  }
  return known;
}

export interface NewsPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string | null;
  categoryId: number;
  source: string;
  sourceUrl: string | null;
  sourceGuid: string;
  readTimeMinutes: number;
  publishedAt: string;
  createdAt: string;
}

/** Inserts a feed item once: a GUID already stored (by a concurrent run too) adds nothing. */
export async function insertNewsPost(db: Kysely<Database>, post: NewsPost): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto("posts")
      .values({
        ...post,
        authorName: post.source,
        authorAvatar: null,
        isFeatured: false,
        published: true,
        updatedAt: post.createdAt,
      })
      .onConflict((oc) => oc.column("sourceGuid").doNothing())
      .returning("id")
      .executeTakeFirst();
    await reindexSearch(trx, "post", inserted?.id ?? []);
    return inserted !== undefined;
  });
}
