import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type ArticleReply,
  articleReplySchema,
  type BlogListReply,
  blogListReplySchema,
  blogPostSummarySchema,
  bookmarksReplySchema,
  type CategoryPostsReply,
} from "../../../shared/blog";
import { AccountClient, newIdentity } from "../../test/account-client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { setAdminRole } from "../users/admin-bootstrap";
import { findOrCreateCategory, insertPost } from "./blog.repo";
import { POST_LIST_STATE_MAX_AGE_MS } from "./post-list-state";

/**
 * Lists send summaries (what the cards show), never the article's body: the body is the bulk of
 * a post, and only GET /api/blog/{id} shows it.
 */

/** The home page's reply: four summaries. Four bodies made it about 18 KB. */
const HOME_LIST_MAX_BYTES = 4096;
const BODY_FIELDS = ["content", "source", "sourceUrl"];

const t = testAppForFile();

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode).toBe(200);
  return response;
}

function expectNoBody(post: object) {
  for (const field of BODY_FIELDS) expect(post).not.toHaveProperty(field);
}

describe("list replies", () => {
  it("GET /api/blog sends summaries: the card's fields, no body", async () => {
    const reply = (await get("/api/blog?limit=100")).json<BlogListReply>();
    expect(reply.posts.length).toBeGreaterThanOrEqual(12);
    for (const post of reply.posts) {
      expectNoBody(post);
      // Exactly the summary's fields: nothing more travels.
      expect(Object.keys(post).sort()).toEqual(Object.keys(blogPostSummarySchema.shape).sort());
      expect(post.excerpt.trim()).not.toBe("");
    }
    expect(blogListReplySchema.parse(reply)).toEqual(reply);
  });

  it("keeps GET /api/blog?limit=4 small", async () => {
    const response = await get("/api/blog?limit=4");
    expect(response.json<BlogListReply>().posts).toHaveLength(4);
    expect(response.rawPayload.byteLength).toBeLessThan(HOME_LIST_MAX_BYTES);
    expect(response.body).not.toContain("<p>");
    // Written by the route's own serializer, which Fastify leaves untyped unless told.
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("the category posts list sends cards without a body", async () => {
    const reply = (await get("/api/blog/categories/gaming-news/posts")).json<CategoryPostsReply>();
    expect(reply.posts.length).toBeGreaterThan(0);
    for (const post of reply.posts) expectNoBody(post);
  });

  it("GET /api/bookmarks sends summaries", async () => {
    const browser = new AccountClient(t.app);
    await browser.register(newIdentity("saver"));
    const [first] = (await get("/api/blog?limit=1")).json<BlogListReply>().posts;
    if (!first) throw new Error("no posts");
    expect((await browser.post(`/api/blog/${first.id}/bookmark`)).statusCode).toBe(200);
    const saved = bookmarksReplySchema.parse((await browser.get("/api/bookmarks")).json());
    expect(saved.map((post) => post.id)).toEqual([first.id]);
    expectNoBody((await browser.get("/api/bookmarks")).json<object[]>()[0] as object);
  });
});

describe("the article", () => {
  it("GET /api/blog/:id still carries the body and the source note", async () => {
    const [first] = (await get("/api/blog?limit=1")).json<BlogListReply>().posts;
    if (!first) throw new Error("no posts");
    const article = articleReplySchema.parse(
      (await get(`/api/blog/${first.id}`)).json<ArticleReply>(),
    );
    expect(article.content).toContain("<p>");
    expect(article).toHaveProperty("source");
    expect(article).toHaveProperty("sourceUrl");
    expect(article.excerpt).toBe(first.excerpt);
  });
});

describe("a post stored without an excerpt", () => {
  it("is summarised in lists by the start of its body, as plain text", async () => {
    const db = t.database.db;
    const paragraph = "Patch 1.2 rebalances every &amp; each raid boss in the western zone. ";
    const id = await insertPost(db, {
      slug: "no-excerpt-post",
      title: "A post without an excerpt",
      excerpt: "  ",
      content: `<h2>Notes</h2><p>${paragraph.repeat(40)}</p>`,
      image: null,
      categoryId: await findOrCreateCategory(db, "gaming-news"),
      source: null,
      authorName: "Feed",
      authorAvatar: null,
      isFeatured: false,
      readTimeMinutes: 2,
      // Newest of all, so it heads the list (at the app's time: a later one is scheduled).
      publishedAt: t.clock.now().toISOString(),
      tags: [],
    });
    const [post] = (await get("/api/blog?limit=1")).json<BlogListReply>().posts;
    expect(post?.id).toBe(id);
    expect(post?.excerpt).toMatch(/^Notes Patch 1\.2 rebalances every & each raid boss/);
    expect(post?.excerpt).not.toContain("<");
    expect(post?.excerpt.length).toBeLessThanOrEqual(200);
    expect(post?.excerpt.endsWith("…")).toBe(true);
    const card = (await get("/api/blog/categories/gaming-news/posts")).json<CategoryPostsReply>()
      .posts[0];
    expect(card).toMatchObject({ id, excerpt: post?.excerpt });
    // The article shows its body in full, so its excerpt stays as written.
    expect((await get(`/api/blog/${id}`)).json<ArticleReply>().excerpt).toBe("  ");
  });
});

describe("the anonymous list cache (PAGE_CACHE_SECONDS)", () => {
  let cached: TestApp;
  beforeEach(async () => {
    cached = await createTestApp({ config: { pageCacheSeconds: 5 } });
  });
  afterEach(async () => {
    await cached.close();
  });

  const list = async (url = "/api/blog?limit=2") =>
    (await cached.app.inject({ method: "GET", url })).json<BlogListReply>();
  const insertNews = async (title: string, publishedAt: Date) =>
    insertPost(cached.database.db, {
      slug: title.toLowerCase().replaceAll(" ", "-"),
      title,
      excerpt: "Written straight to the database.",
      content: "<p>Body</p>",
      image: null,
      categoryId: await findOrCreateCategory(cached.database.db, "gaming-news"),
      source: null,
      authorName: "Desk",
      authorAvatar: null,
      isFeatured: false,
      readTimeMinutes: 1,
      publishedAt: publishedAt.toISOString(),
      tags: [],
    });

  it("reuses a list for anonymous readers until it expires", async () => {
    const first = await list();
    const [top] = first.posts;
    if (!top) throw new Error("no posts");
    // A view changes the post's count, but anonymous readers get the same list a while.
    await cached.app.inject({ method: "GET", url: `/api/blog/${top.id}` });
    expect(await list()).toEqual(first);
    cached.clock.advance(5_001);
    expect((await list()).posts[0]?.views).toBe(top.views + 1);
  });

  it("shows a post published through the API at once", async () => {
    const first = await list();
    const browser = new AccountClient(cached.app);
    const user = await browser.register(newIdentity("editor"));
    await setAdminRole(cached.database.db, user.username, true);
    const created = await browser.post("/api/blog", {
      title: "Published through the API",
      content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
      excerpt: "Shown at once",
      imageUrl: "http://gamehub.test/images/og-default.jpg",
      category: "gaming-news",
    });
    expect(created.statusCode).toBe(201);
    const after = await list();
    expect(after.posts[0]?.title).toBe("Published through the API");
    expect(after.total).toBe(first.total + 1);
  });

  it("shows a post written straight to the database within a second", async () => {
    const first = await list();
    const id = await insertNews("Fresh news", cached.clock.now());
    // The post list's version is trusted for a second (blog/post-list-state).
    expect((await list()).posts[0]?.id).not.toBe(id);
    cached.clock.advance(POST_LIST_STATE_MAX_AGE_MS);
    const after = await list();
    expect(after.posts[0]?.id).toBe(id);
    expect(after.total).toBe(first.total + 1);
  });

  it("shows a scheduled post the moment its time comes", async () => {
    // Due within the second the state is trusted: only its time can renew it.
    const delayMs = POST_LIST_STATE_MAX_AGE_MS * 0.6;
    const id = await insertNews("Scheduled news", new Date(cached.clock.now().getTime() + delayMs));
    expect((await list()).posts[0]?.id).not.toBe(id);
    cached.clock.advance(delayMs - 1);
    expect((await list()).posts[0]?.id).not.toBe(id);
    cached.clock.advance(1);
    expect((await list()).posts[0]?.id).toBe(id);
  });
});
