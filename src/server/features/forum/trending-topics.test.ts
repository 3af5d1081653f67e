import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type ForumTrendingTopic,
  forumTrendingTopicsReplySchema,
  TOPIC_CATEGORIES,
  TRENDING_TOPIC_TAGS_MAX,
  TRENDING_TOPICS_MAX,
} from "../../../shared/social";
import { insertTestPost } from "../../test/post-factory";
import { createTestApp } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { hotScore } from "./hot-score";
import { TRENDING_TOPICS_TTL_MS, topicCategoryOf } from "./trending-topics";

// No demo content: the data of each case is made here.
const t = testAppForFile({ seed: false });
let categoryId: number;
beforeAll(async () => {
  const category = await t.database.db
    .insertInto("forumCategories")
    .values({
      slug: "general",
      name: "General",
      description: "Anything",
      color: "#123456",
      icon: "message-square",
      pointsReward: 10,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  categoryId = category.id;
});
beforeEach(async () => {
  const db = t.database.db;
  await db.deleteFrom("forumThreads").execute();
  await db.deleteFrom("postTags").execute();
  await db.deleteFrom("posts").execute();
});

let serial = 0;
async function insertThread(
  fields: {
    title?: string;
    tags?: string[];
    upvotes?: number;
    replyCount?: number;
    views?: number;
    isHidden?: boolean;
    hoursAgo?: number;
  } = {},
): Promise<number> {
  serial += 1;
  const upvotes = fields.upvotes ?? 0;
  const replyCount = fields.replyCount ?? 0;
  const createdAt = new Date(t.clock.now().getTime() - (fields.hoursAgo ?? 1) * 3_600_000);
  const tags = fields.tags ?? [];
  const thread = await t.database.db
    .insertInto("forumThreads")
    .values({
      categoryId,
      authorId: null,
      title: fields.title ?? `Discussion number ${serial}`,
      content: `The opening post of discussion ${serial}, **in Markdown**.`,
      contentHtml: "<p>The opening post</p>",
      tags: JSON.stringify(tags),
      upvotes,
      score: upvotes,
      replyCount,
      views: fields.views ?? 0,
      hotScore: hotScore({ upvotes, downvotes: 0, replyCount }, createdAt),
      isHidden: fields.isHidden ?? false,
      lastActivityAt: createdAt.toISOString(),
      createdAt: createdAt.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (tags.length > 0) {
    await t.database.db
      .insertInto("forumThreadTags")
      .values(
        [...new Set(tags.map((tag) => tag.toLowerCase()))].map((tagKey) => ({
          threadId: thread.id,
          tagKey,
        })),
      )
      .execute();
  }
  return thread.id;
}

async function insertNews(
  fields: {
    title?: string;
    tags?: string[];
    likes?: number;
    comments?: number;
    views?: number;
    published?: boolean;
    hoursAgo?: number;
  } = {},
): Promise<number> {
  const id = await insertTestPost(t.database.db, {
    title: fields.title ?? `News story ${++serial}`,
    tags: fields.tags ?? [],
    published: fields.published ?? true,
    publishedAt: new Date(
      t.clock.now().getTime() - (fields.hoursAgo ?? 1) * 3_600_000,
    ).toISOString(),
  });
  // The counters are kept by likes, comments and views; a test sets them directly.
  await t.database.db
    .updateTable("posts")
    .set({
      likeCount: fields.likes ?? 0,
      commentCount: fields.comments ?? 0,
      viewCount: fields.views ?? 0,
    })
    .where("id", "=", id)
    .execute();
  return id;
}

/** Reads the list after the previous one has expired from the cache. */
async function readTopics(): Promise<ForumTrendingTopic[]> {
  t.clock.advance(TRENDING_TOPICS_TTL_MS + 1);
  const response = await t.app.inject({ method: "GET", url: "/api/forum/trending-topics" });
  expect(response.statusCode).toBe(200);
  return forumTrendingTopicsReplySchema.parse(response.json());
}

describe("GET /api/forum/trending-topics", () => {
  it("answers an empty list when there is nothing to show", async () => {
    expect(await readTopics()).toEqual([]);
  });

  it("answers at most 8 topics from both sources, by engagement, with every field", async () => {
    // Ten busy discussions and ten quiet articles: the news still keeps its places.
    for (let i = 0; i < 10; i += 1) {
      await insertThread({
        upvotes: 20 + i,
        replyCount: 10,
        views: 500,
        tags: ["RPG", "Co-op", "Indie", "Extra"],
      });
      await insertNews({
        likes: i,
        comments: 1,
        views: 30,
        tags: ["Indie", "PC Gaming", "Console", "RPG"],
      });
    }
    const topics = await readTopics();
    expect(topics).toHaveLength(TRENDING_TOPICS_MAX);
    expect(topics.filter((topic) => topic.source === "Forum").length).toBeGreaterThan(0);
    expect(topics.filter((topic) => topic.source === "News").length).toBeGreaterThan(0);
    const scores = topics.map((topic) => topic.engagementScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const topic of topics) {
      expect(Object.keys(topic).sort()).toEqual([
        "category",
        "description",
        "engagementScore",
        "externalUrl",
        "id",
        "source",
        "tags",
        "threadCount",
        "title",
      ]);
      expect(topic.tags.length).toBeLessThanOrEqual(TRENDING_TOPIC_TAGS_MAX);
      expect(TOPIC_CATEGORIES).toContain(topic.category);
      expect(topic.description).not.toBe("");
      const [kind, id] = topic.id.split("-");
      expect(kind).toBe(topic.source === "Forum" ? "thread" : "post");
      expect(id).toMatch(/^\d+$/);
      expect(topic.externalUrl).toBe(
        topic.source === "Forum" ? `/forum/thread/${id}` : `/blog/${id}`,
      );
    }
    // The busiest discussion leads: 29 upvotes * 3 + 10 replies * 2 + 500 views / 10.
    expect(topics[0]).toMatchObject({ source: "Forum", engagementScore: 29 * 3 + 20 + 50 });
    expect(topics[0]?.tags).toEqual(["RPG", "Co-op", "Indie"]);
    expect(topics[0]?.description).toContain("in Markdown");
    expect(topics[0]?.description).not.toContain("**");
  });

  it("lets news outrank discussions when it is more engaging", async () => {
    const quiet = await insertThread({ upvotes: 1 });
    const story = await insertNews({ likes: 40, comments: 10, views: 1000 });
    const topics = await readTopics();
    expect(topics.map((topic) => topic.id)).toEqual([`post-${story}`, `thread-${quiet}`]);
    expect(topics[0]?.engagementScore).toBe(40 * 3 + 10 * 2 + 100);
    expect(topics[1]?.engagementScore).toBe(3);
  });

  it("takes the hottest discussions and the newest published news, never hidden or drafts", async () => {
    const hidden = await insertThread({ upvotes: 500, isHidden: true });
    const draft = await insertNews({ likes: 500, published: false });
    const visible = await insertThread({ upvotes: 2 });
    const published = await insertNews({ likes: 2 });
    const ids = (await readTopics()).map((topic) => topic.id);
    expect(ids).toContain(`thread-${visible}`);
    expect(ids).toContain(`post-${published}`);
    expect(ids).not.toContain(`thread-${hidden}`);
    expect(ids).not.toContain(`post-${draft}`);
  });

  it("counts the visible discussions that share one of a topic's tags", async () => {
    const topic = await insertThread({ upvotes: 50, tags: ["Speedrunning", "Retro"] });
    await insertThread({ tags: ["speedrunning"] });
    await insertThread({ tags: ["RETRO", "Speedrunning"] });
    await insertThread({ tags: ["Retro"], isHidden: true });
    await insertThread({ tags: ["Racing"] });
    const story = await insertNews({ tags: ["Racing", "Sim"] });
    const untagged = await insertNews({ title: "Untagged story" });
    const topics = await readTopics();
    const byId = new Map(topics.map((item) => [item.id, item]));
    expect(byId.get(`thread-${topic}`)?.threadCount).toBe(3);
    expect(byId.get(`post-${story}`)?.threadCount).toBe(1);
    expect(byId.get(`post-${untagged}`)?.threadCount).toBe(0);
  });

  it("puts each topic in one of the fixed categories from its words", async () => {
    const esports = await insertThread({
      upvotes: 9,
      tags: ["Esports"],
      title: "Grand final talk",
    });
    const streaming = await insertThread({ upvotes: 8, title: "My first Twitch stream setup" });
    const hardware = await insertThread({ upvotes: 7, tags: ["GPU"], title: "Which card?" });
    const plain = await insertThread({ upvotes: 6, title: "Best co-op game this year?" });
    const news = await insertNews({ title: "A new patch is out" });
    const byId = new Map((await readTopics()).map((item) => [item.id, item.category]));
    expect(byId.get(`thread-${esports}`)).toBe("Esports");
    expect(byId.get(`thread-${streaming}`)).toBe("Streaming");
    expect(byId.get(`thread-${hardware}`)).toBe("Technology");
    expect(byId.get(`thread-${plain}`)).toBe("Games");
    expect(byId.get(`post-${news}`)).toBe("Gaming News");
    expect(topicCategoryOf("Forum", ["Anime", "Season openers"])).toBe("Anime");
    expect(topicCategoryOf("News", ["The movie adaptation"])).toBe("Movies");
    expect(topicCategoryOf("Forum", ["That TV show finale"])).toBe("TV Shows");
    expect(topicCategoryOf("Forum", ["CRT or modern TV for retro consoles"])).toBe("Technology");
  });

  it("serves the same list for a minute, then rebuilds it", async () => {
    await insertThread({ upvotes: 3 });
    const first = await readTopics();
    const newcomer = await insertThread({ upvotes: 100 });
    const cached = await t.app.inject({ method: "GET", url: "/api/forum/trending-topics" });
    expect(cached.json()).toEqual(first);
    const rebuilt = await readTopics();
    expect(rebuilt[0]?.id).toBe(`thread-${newcomer}`);
  });
});

describe("trending topics on a new site", () => {
  it("shows eight topics from the demo discussions and the demo news", async () => {
    const seeded = await createTestApp();
    try {
      const response = await seeded.app.inject({
        method: "GET",
        url: "/api/forum/trending-topics",
      });
      const topics = forumTrendingTopicsReplySchema.parse(response.json());
      expect(topics).toHaveLength(TRENDING_TOPICS_MAX);
      expect(new Set(topics.map((topic) => topic.source))).toEqual(new Set(["Forum", "News"]));
      expect(topics.every((topic) => topic.threadCount >= (topic.source === "Forum" ? 1 : 0))).toBe(
        true,
      );
    } finally {
      await seeded.close();
    }
  });
});
