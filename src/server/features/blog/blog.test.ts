import { describe, expect, it } from "vitest";
import type { BlogListReply, BlogPostSummary } from "../../../shared/blog";
import { DEMO_POSTS } from "../../seed/demo-posts";
import { seedDemoContent } from "../../seed/seed-demo-content";
import { testAppForFile } from "../../test/test-fixtures";
import { countPosts } from "./blog.repo";

const t = testAppForFile();

async function listPosts(query = ""): Promise<BlogListReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/blog${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("GET /api/blog", () => {
  it("lists at least 12 seeded articles, newest first, as { posts }", async () => {
    const { posts } = await listPosts();
    expect(posts.length).toBe(DEMO_POSTS.length);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const dates = posts.map((post) => Date.parse(post.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("returns every field of a post's summary (the body comes with the article)", async () => {
    const { posts } = await listPosts("?limit=1");
    const post = posts[0] as BlogPostSummary;
    expect(post).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      excerpt: expect.any(String),
      image: expect.stringMatching(/^\/images\/news\/.+\.webp$/),
      category: expect.any(String),
      categorySlug: expect.any(String),
      tags: expect.any(Array),
      isFeatured: expect.any(Boolean),
      isLiked: false,
      isBookmarked: false,
      likes: 0,
      comments: 0,
      views: expect.any(Number),
      timeAgo: expect.stringMatching(/ago$/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      author: {
        name: expect.any(String),
        avatar: null,
        timeAgo: post.timeAgo,
        readTime: expect.stringMatching(/^\d+ min read$/),
      },
    });
    expect(post.tags.length).toBeGreaterThan(0);
  });

  it("returns at most `limit` posts (the home page asks for 4)", async () => {
    expect((await listPosts("?limit=4")).posts).toHaveLength(4);
  });

  it.each([
    ["?limit=0", "limit must be at least 1"],
    ["?limit=101", "limit must be at most 100"],
    ["?limit=2.5", "limit must be a whole number"],
    ["?limit=many", "limit must be a number"],
  ])("answers 400 with a readable message for %s", async (query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/blog${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });
});

describe("GET /api/blog/:id", () => {
  it("finds a post by id and by slug and counts a view once per viewer", async () => {
    const { posts } = await listPosts("?limit=1");
    const post = posts[0] as BlogPostSummary;
    const open = (key: string, remoteAddress: string) =>
      t.app.inject({ method: "GET", url: `/api/blog/${key}`, remoteAddress });
    const byId = await open(String(post.id), "192.0.2.1");
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id: post.id, title: post.title, views: post.views + 1 });
    expect((await open(post.slug, "192.0.2.1")).json()).toMatchObject({
      id: post.id,
      views: post.views + 1,
    });
    expect((await open(post.slug, "192.0.2.2")).json()).toMatchObject({ views: post.views + 2 });
  });

  it("answers 404 JSON for an unknown article", async () => {
    for (const id of ["999999", "no-such-article"]) {
      const response = await t.app.inject({ method: "GET", url: `/api/blog/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "Article not found" });
    }
  });
});

describe("demo content", () => {
  it("is seeded once: seeding again adds nothing", async () => {
    const before = await countPosts(t.database.db);
    await seedDemoContent(t.database.db);
    expect(await countPosts(t.database.db)).toBe(before);
  });
});
