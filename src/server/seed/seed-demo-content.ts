import type { Kysely } from "kysely";
import { HOUR_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";
import { countPosts, insertPost } from "../features/blog/blog.repo";
import { estimateReadTimeMinutes } from "../features/blog/read-time";
import { createSearchIndex } from "../features/search/search-index";
import { registerSearchIndexWriter } from "../lib/search-index-writes";
import { contentSearchSources } from "../search-sources/content-search-sources";
import { DEMO_CATEGORIES } from "./demo-categories";
import { seedDemoDeveloperUpdates } from "./demo-developer-updates";
import { seedDemoFeedback } from "./demo-feedback";
import { seedDemoForum } from "./demo-forum";
import { seedDemoGames } from "./demo-games";
import { seedDemoGuides } from "./demo-guides";
import { seedDemoLiveStreams } from "./demo-live-streams";
import { seedDemoMembers } from "./demo-members";
import { seedDemoMerchandise } from "./demo-merchandise";
import { DEMO_POSTS } from "./demo-posts";
import { seedDemoRetroGames } from "./demo-retro-games";

/**
 * A new site should look alive: on an empty database, add the news categories, the demo
 * articles (dated relative to now) and a few community members with some history. Content
 * added later by people is never touched.
 */
export async function seedDemoContent(db: Kysely<Database>, now = new Date()): Promise<void> {
  // The seed writes content outside any app (npm run db:seed): it tells the index itself.
  registerSearchIndexWriter(createSearchIndex(contentSearchSources));
  await db
    .insertInto("categories")
    .values(DEMO_CATEGORIES.map((category) => ({ ...category })))
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();

  // The community's content comes after the members, who write it.
  if ((await countPosts(db)) > 0) return seedCommunityContent(db, now);

  const categories = await db.selectFrom("categories").select(["id", "slug"]).execute();
  const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));
  // Oldest first, so ids grow with the publication date as they would on a real site.
  const posts = [...DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  await db.transaction().execute(async (trx) => {
    for (const post of posts) {
      const categoryId = categoryIds.get(post.category);
      if (categoryId === undefined) throw new Error(`Demo post ${post.slug}: unknown category`);
      await insertPost(trx, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        image: post.image,
        categoryId,
        source: post.source,
        authorName: post.authorName,
        authorAvatar: null,
        isFeatured: post.isFeatured,
        readTimeMinutes: estimateReadTimeMinutes(post.content),
        publishedAt: new Date(now.getTime() - post.hoursAgo * HOUR_MS).toISOString(),
        tags: post.tags,
      });
    }
  });

  const newestFirst = await db
    .selectFrom("posts")
    .select("id")
    .orderBy("publishedAt", "desc")
    .execute();
  // One transaction: one disk flush for the whole history instead of one per award.
  await db.transaction().execute((trx) =>
    seedDemoMembers(
      trx,
      newestFirst.map((post) => post.id),
      now,
    ),
  );
  await seedCommunityContent(db, now);
}

/** Each part seeds itself only while its own tables are empty. */
async function seedCommunityContent(db: Kysely<Database>, now: Date): Promise<void> {
  await seedDemoForum(db, now);
  await seedDemoDeveloperUpdates(db, now);
  await seedDemoFeedback(db, now);
  // Guides name the games they are about, so games come first.
  await seedDemoGames(db, now);
  await seedDemoGuides(db, now);
  await seedDemoMerchandise(db, now);
  // Streams name games too: their hubs list them.
  await seedDemoLiveStreams(db, now);
  await seedDemoRetroGames(db, now);
}
