import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import type { BlogListReply } from "../../../shared/blog";
import { INVALID_CURSOR_MESSAGE } from "../../lib/cursor";
import { DEMO_POSTS } from "../../seed/demo-posts";
import { TEST_DATABASE_URL } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { postPageQuery } from "./blog.repo";

const t = testAppForFile();

async function list(query: string): Promise<BlogListReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/blog?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("GET /api/blog filters", () => {
  it("filters by category and reports the real total", async () => {
    const expected = DEMO_POSTS.filter((post) => post.category === "reviews")
      .map((post) => post.slug)
      .sort();
    const reply = await list("category=reviews");
    expect(reply.posts.map((post) => post.slug).sort()).toEqual(expected);
    expect(reply.total).toBe(expected.length);
    expect(reply.posts.every((post) => post.categorySlug === "reviews")).toBe(true);
    expect((await list("category=all")).total).toBe(DEMO_POSTS.length);
  });

  it("filters by tag", async () => {
    const expected = DEMO_POSTS.filter((post) => post.tags.includes("RPG")).length;
    const reply = await list("tag=RPG");
    expect(reply.total).toBe(expected);
    expect(reply.posts.every((post) => post.tags.includes("RPG"))).toBe(true);
  });

  it("filters by date range", async () => {
    // A post exactly on the boundary counts: the seed ran a moment after the test clock started.
    const today = DEMO_POSTS.filter((post) => post.hoursAgo <= 24).length;
    const week = DEMO_POSTS.filter((post) => post.hoursAgo <= 24 * 7).length;
    expect((await list("dateRange=today")).total).toBe(today);
    expect((await list("dateRange=week")).total).toBe(week);
    expect((await list("dateRange=year")).total).toBe(DEMO_POSTS.length);
  });

  it("searches the full text, with stemming, and finds nothing for an unknown word", async () => {
    const target = DEMO_POSTS.find((post) => post.slug === "speedrunning-101");
    const reply = await list("q=speedrunning");
    expect(reply.posts[0]?.slug).toBe(target?.slug);
    expect((await list("q=zzqqxxnotaword")).total).toBe(0);
    // Query syntax characters are words, not operators.
    expect(
      (await list(`q=${encodeURIComponent('"speed* OR (')}`)).posts.length,
    ).toBeGreaterThanOrEqual(0);
  });

  it("pages with a cursor: every post exactly once, newest first", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: BlogListReply = await list(`limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(reply.total).toBe(DEMO_POSTS.length);
      seen.push(...reply.posts.map((post) => post.id));
      cursor = reply.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toHaveLength(DEMO_POSTS.length);
    expect(new Set(seen).size).toBe(DEMO_POSTS.length);
    expect(pages).toBe(Math.ceil(DEMO_POSTS.length / 5));
  });

  it("pages search results too", async () => {
    const first = await list("q=game&limit=2");
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`q=game&limit=2&cursor=${first.nextCursor}`);
    const ids = [...first.posts, ...second.posts].map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ["cursor=not-a-cursor", INVALID_CURSOR_MESSAGE],
    ["dateRange=decade", "dateRange must be all, today, week, month or year"],
  ])("answers 400 for %s", async (query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/blog?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe("categories", () => {
  it("lists the seeded categories with real post counts and the latest post", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/blog/categories" });
    const categories = response.json();
    const reviews = categories.find((category: { slug: string }) => category.slug === "reviews");
    expect(reviews).toMatchObject({
      name: "Reviews",
      postCount: DEMO_POSTS.filter((post) => post.category === "reviews").length,
      latestPost: { title: expect.any(String), publishedAt: expect.any(String) },
    });
    expect(categories.map((category: { slug: string }) => category.slug)).toEqual(
      expect.arrayContaining([
        "gaming-news",
        "reviews",
        "guides",
        "esports",
        "hardware",
        "industry",
      ]),
    );
  });

  it("pages a category's posts 12 at a time", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/blog/categories/gaming-news/posts?page=1",
    });
    const reply = response.json();
    const expected = DEMO_POSTS.filter((post) => post.category === "gaming-news").length;
    expect(reply).toMatchObject({
      page: 1,
      pageSize: 12,
      total: expected,
      totalPages: Math.ceil(expected / 12),
    });
    expect(reply.posts).toHaveLength(Math.min(12, expected));
    expect(reply.posts[0]).toMatchObject({
      slug: expect.any(String),
      readTime: expect.stringMatching(/min read$/),
    });
  });

  it("answers 404 for an unknown category", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/blog/categories/nope" })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/blog/categories/nope/posts" })).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/trending-topics", () => {
  it("answers at most 8 topics linking to their articles", async () => {
    const topics = (await t.app.inject({ method: "GET", url: "/api/trending-topics" })).json();
    expect(topics.length).toBeGreaterThan(0);
    expect(topics.length).toBeLessThanOrEqual(8);
    expect(topics[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      url: `/blog/${topics[0].id}`,
    });
  });
});

describe.skipIf(TEST_DATABASE_URL !== undefined)("GET /api/blog?q= on SQLite", () => {
  // Walking the posts and asking FTS5 about each one re-ran the whole match per post: about
  // 200 s a request on 100,000 posts (npm run bench). The plan must start from the index.
  it("runs the full-text match once, then looks each hit's post up by its key", async () => {
    const query = postPageQuery(
      t.database.db,
      "sqlite",
      { q: "raid boss" },
      { limit: 12, now: t.clock.now() },
    ).compile();
    const plan = await t.database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const steps = plan.rows.map((row) => row.detail);
    expect(steps[0]).toMatch(/^SCAN posts_fts VIRTUAL TABLE/);
    expect(steps).toContain("SEARCH posts USING INTEGER PRIMARY KEY (rowid=?)");
  });
});
