import { expect, it } from "vitest";
import type { TrendingTopic } from "../../../shared/blog";
import { HOUR_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";

/**
 * The trending score on crafted posts: engagement of the last week (comments weigh 5, likes 3,
 * views 0.2, plus 1) divided by (age in hours + 2)^1.5; the newer id first on a tie.
 */
const t = testAppForFile({ seed: false });

interface Crafted {
  title: string;
  ageHours: number;
  comments?: number;
  likes?: number;
  views?: number;
  oldLikes?: number;
  published?: boolean;
}

async function craft(posts: Crafted[]): Promise<Map<string, number>> {
  const db = t.database.db;
  const now = t.clock.now();
  const category = await db
    .insertInto("categories")
    .values({ slug: "trend", name: "Trend", description: "", color: "#000", icon: "newspaper" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const fans: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    const user = await db
      .insertInto("users")
      .values({
        username: `fan${index}`,
        usernameKey: `fan${index}`,
        passwordHash: "!test-only",
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    fans.push(user.id);
  }
  const ids = new Map<string, number>();
  for (const [index, entry] of posts.entries()) {
    const publishedAt = new Date(now.getTime() - entry.ageHours * HOUR_MS).toISOString();
    const post = await db
      .insertInto("posts")
      .values({
        slug: `crafted-${index}`,
        title: entry.title,
        excerpt: "",
        content: "<p>Crafted</p>",
        image: null,
        categoryId: category.id,
        source: null,
        authorName: "Test",
        authorAvatar: null,
        isFeatured: false,
        published: entry.published ?? true,
        readTimeMinutes: 1,
        viewCount: entry.views ?? 0,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(entry.title, post.id);
    const likes = (entry.likes ?? 0) + (entry.oldLikes ?? 0);
    for (let like = 0; like < likes; like += 1) {
      // Likes beyond `likes` are older than a week: they no longer count.
      const createdAt =
        like < (entry.likes ?? 0) ? now : new Date(now.getTime() - 8 * 24 * HOUR_MS);
      await db
        .insertInto("postLikes")
        .values({
          userId: fans[like] as number,
          postId: post.id,
          createdAt: createdAt.toISOString(),
        })
        .execute();
    }
    for (let comment = 0; comment < (entry.comments ?? 0); comment += 1) {
      await db
        .insertInto("comments")
        .values({
          postId: post.id,
          authorId: fans[comment % fans.length] as number,
          content: "Crafted",
          createdAt: now.toISOString(),
        })
        .execute();
    }
  }
  return ids;
}

it("orders posts by decayed recent engagement", async () => {
  await craft([
    // (0 + 1) / 3^1.5 ≈ 0.19
    { title: "Fresh and quiet", ageHours: 1 },
    // (5·5 + 1) / 12^1.5 ≈ 0.63
    { title: "Talked about", ageHours: 10, comments: 5 },
    // (3·5 + 1) / 12^1.5 ≈ 0.38
    { title: "Liked", ageHours: 10, likes: 5 },
    // (5·10 + 3·10 + 1) / 50^1.5 ≈ 0.23
    { title: "Busy two days ago", ageHours: 48, comments: 10, likes: 10 },
    // (0.2·100 + 1) / 4^1.5 ≈ 2.6
    { title: "Much viewed", ageHours: 2, views: 100 },
    // Old likes do not count: (1) / 3^1.5 ≈ 0.19, the same as 'Fresh and quiet', and newer.
    { title: "Liked long ago", ageHours: 1, oldLikes: 10 },
    // Age outweighs engagement: (5·12 + 3·12 + 0.2·1000 + 1) / 194^1.5 ≈ 0.11.
    { title: "Last week's hit", ageHours: 24 * 8, comments: 12, likes: 12, views: 1000 },
    // Unpublished: never trending.
    { title: "Draft", ageHours: 1, comments: 12, published: false },
  ]);
  const response = await t.app.inject({ method: "GET", url: "/api/trending-topics" });
  expect(response.statusCode).toBe(200);
  const topics = response.json<TrendingTopic[]>();
  expect(topics.map((topic) => topic.title)).toEqual([
    "Much viewed",
    "Talked about",
    "Liked",
    "Busy two days ago",
    "Liked long ago",
    "Fresh and quiet",
    "Last week's hit",
  ]);
  expect(topics[0]?.url).toBe(`/blog/${topics[0]?.id}`);
});
