import { describe, expect, it, vi } from "vitest";
import type {
  BlogCategory,
  BlogListReply,
  BlogPost,
  CategoryPostsReply,
  TrendingTopic,
} from "../../../shared/blog";
import type { SearchReply } from "../../../shared/search";
import { HOUR_MS } from "../../../shared/time-units";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";

/**
 * Featuring and scheduling news posts: a post published for a future time is absent from
 * every public read (lists, categories, the article, RSS, the sitemap, search) until the
 * app's clock passes its time, and then present without any write.
 */

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const reader = memberForFile(t);

/** A word no other content holds, so search finds only this test's post. */
function uniqueWord(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let word = "sched";
  for (let index = 0; index < 10; index += 1) {
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return word;
}

function postInput(word: string, category: string, extra: Record<string, unknown> = {}) {
  return {
    title: `The ${word} announcement`,
    content: `<p>${`Everything about ${word} in one long enough body. `.repeat(3)}</p>`,
    excerpt: `What ${word} brings`,
    imageUrl: "http://gamehub.test/images/og-default.jpg",
    category,
    ...extra,
  };
}

async function createPost(input: Record<string, unknown>): Promise<BlogPost> {
  const response = await admin.browser.post("/api/blog", input);
  expect(response.statusCode).toBe(201);
  return response.json<BlogPost>();
}

const visitorGet = (url: string) => t.app.inject({ method: "GET", url });

async function publicList(): Promise<BlogListReply> {
  const response = await visitorGet("/api/blog?limit=100");
  expect(response.statusCode).toBe(200);
  return response.json<BlogListReply>();
}

async function searchIds(word: string): Promise<string[]> {
  const response = await visitorGet(`/api/search?q=${word}`);
  expect(response.statusCode).toBe(200);
  return response.json<SearchReply>().results.map((result) => result.id);
}

async function categoryOf(slug: string): Promise<BlogCategory> {
  const response = await visitorGet(`/api/blog/categories/${slug}`);
  expect(response.statusCode).toBe(200);
  return response.json<BlogCategory>();
}

/** Everything a visitor can read about the post, as booleans: present or not. */
async function publicSightings(post: BlogPost, word: string) {
  const list = await publicList();
  const categoryPosts = (
    await visitorGet(`/api/blog/categories/${post.categorySlug}/posts`)
  ).json<CategoryPostsReply>();
  const rss = (await visitorGet("/rss.xml")).body;
  const sitemap = (await visitorGet("/sitemap.xml")).body;
  const trending = (await visitorGet("/api/trending-topics")).json<TrendingTopic[]>();
  return {
    list: list.posts.some((item) => item.id === post.id),
    category: categoryPosts.posts.some((item) => item.id === post.id),
    categoryCount: (await categoryOf(post.categorySlug)).postCount,
    articleById: (await visitorGet(`/api/blog/${post.id}`)).statusCode,
    articleBySlug: (await visitorGet(`/api/blog/${post.slug}`)).statusCode,
    articleForMember: (await reader.browser.get(`/api/blog/${post.id}`)).statusCode,
    comments: (await visitorGet(`/api/blog/${post.id}/comments`)).statusCode,
    rss: rss.includes(`/blog/${post.id}</link>`),
    sitemap: sitemap.includes(`/blog/${post.id}</loc>`),
    trending: trending.some((topic) => topic.id === post.id),
    search: (await searchIds(word)).includes(String(post.id)),
  };
}

describe("a post scheduled for a future time", () => {
  it("is absent from every public read until the clock passes its time, then present", async () => {
    const word = uniqueWord();
    const publishAt = new Date(t.clock.now().getTime() + HOUR_MS);
    const totalBefore = (await publicList()).total;
    const post = await createPost(
      postInput(word, `Schedule ${word}`, { publishAt: publishAt.toISOString() }),
    );
    expect(post.createdAt).toBe(publishAt.toISOString());

    expect(await publicSightings(post, word)).toEqual({
      list: false,
      category: false,
      categoryCount: 0,
      articleById: 404,
      articleBySlug: 404,
      articleForMember: 404,
      comments: 404,
      rss: false,
      sitemap: false,
      trending: false,
      search: false,
    });
    expect((await publicList()).total).toBe(totalBefore);

    // A minute before its time it still waits.
    t.clock.advance(HOUR_MS - 60_000);
    expect((await publicSightings(post, word)).list).toBe(false);
    expect((await publicList()).total).toBe(totalBefore);

    // No write happens: the clock alone makes it public, and the cached total follows.
    t.clock.advance(60_000);
    expect(await publicSightings(post, word)).toEqual({
      list: true,
      category: true,
      categoryCount: 1,
      articleById: 200,
      articleBySlug: 200,
      articleForMember: 200,
      comments: 200,
      rss: true,
      sitemap: true,
      trending: true,
      search: true,
    });
    expect((await publicList()).total).toBe(totalBefore + 1);
  });

  it("is shown to admins (a preview that counts no view) and to nobody else", async () => {
    const word = uniqueWord();
    const post = await createPost(
      postInput(word, "gaming-news", {
        publishAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
      }),
    );
    const preview = await admin.browser.get(`/api/blog/${post.id}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ id: post.id, title: post.title, views: 0, award: null });
    expect((await admin.browser.get(`/api/blog/${post.slug}`)).statusCode).toBe(200);
    expect((await visitorGet(`/api/blog/${post.id}`)).json()).toEqual({
      error: "Article not found",
    });
    expect((await reader.browser.get(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await reader.browser.post(`/api/blog/${post.id}/like`)).statusCode).toBe(404);
    expect((await reader.browser.post(`/api/blog/${post.id}/bookmark`)).statusCode).toBe(404);
    expect(
      (await reader.browser.post(`/api/blog/${post.id}/comments`, { content: "First!" }))
        .statusCode,
    ).toBe(404);
    const row = await t.database.db
      .selectFrom("posts")
      .select("viewCount")
      .where("id", "=", post.id)
      .executeTakeFirstOrThrow();
    expect(row.viewCount).toBe(0);
  });

  it("can be rescheduled, published at once with a past time, and scheduled again by PUT", async () => {
    const word = uniqueWord();
    const post = await createPost(
      postInput(word, "gaming-news", {
        publishAt: new Date(t.clock.now().getTime() + 2 * HOUR_MS).toISOString(),
      }),
    );
    const put = (body: Record<string, unknown>) =>
      admin.browser.request("PUT", `/api/blog/${post.id}`, body);

    // An offset time is stored as the same instant in UTC.
    const soon = new Date(t.clock.now().getTime() + 30 * 60_000);
    const offsetText = `${new Date(soon.getTime() + 2 * HOUR_MS).toISOString().slice(0, 19)}+02:00`;
    const rescheduled = await put({ publishAt: offsetText });
    expect(rescheduled.statusCode).toBe(200);
    expect(rescheduled.json<BlogPost>().createdAt).toBe(
      new Date(Math.floor(soon.getTime() / 1000) * 1000).toISOString(),
    );
    expect((await visitorGet(`/api/blog/${post.id}`)).statusCode).toBe(404);

    const now = t.clock.now().toISOString();
    expect((await put({ publishAt: now })).statusCode).toBe(200);
    expect((await visitorGet(`/api/blog/${post.id}`)).statusCode).toBe(200);
    expect((await searchIds(word)).includes(String(post.id))).toBe(true);

    const later = new Date(t.clock.now().getTime() + HOUR_MS).toISOString();
    expect((await put({ publishAt: later })).statusCode).toBe(200);
    expect((await visitorGet(`/api/blog/${post.id}`)).statusCode).toBe(404);
    expect((await searchIds(word)).includes(String(post.id))).toBe(false);
    expect((await publicList()).posts.some((item) => item.id === post.id)).toBe(false);
  });

  it("keeps a post created without publishAt public at once", async () => {
    const word = uniqueWord();
    const post = await createPost(postInput(word, "gaming-news"));
    expect(post.createdAt).toBe(t.clock.now().toISOString());
    expect((await visitorGet(`/api/blog/${post.id}`)).statusCode).toBe(200);
  });
});

describe("featuring a post", () => {
  it("is set on create and toggled by PUT without touching anything else", async () => {
    const word = uniqueWord();
    const featured = await createPost(postInput(word, "gaming-news", { isFeatured: true }));
    expect(featured.isFeatured).toBe(true);
    const listed = (await publicList()).posts.find((item) => item.id === featured.id);
    expect(listed?.isFeatured).toBe(true);

    const unfeatured = await admin.browser.request("PUT", `/api/blog/${featured.id}`, {
      isFeatured: false,
    });
    expect(unfeatured.statusCode).toBe(200);
    expect(unfeatured.json<BlogPost>()).toMatchObject({
      isFeatured: false,
      title: featured.title,
      createdAt: featured.createdAt,
    });

    const plain = await createPost(postInput(uniqueWord(), "gaming-news"));
    expect(plain.isFeatured).toBe(false);
  });

  it("does not publish a draft when only the feature flag is sent", async () => {
    const draft = await createPost(postInput(uniqueWord(), "gaming-news", { published: false }));
    const response = await admin.browser.request("PUT", `/api/blog/${draft.id}`, {
      isFeatured: true,
    });
    expect(response.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom("posts")
      .select(["published", "isFeatured"])
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(row.published)).toBe(false);
    expect(Boolean(row.isFeatured)).toBe(true);
    expect((await visitorGet(`/api/blog/${draft.id}`)).statusCode).toBe(404);
  });

  it("is recorded in the audit log as a blog update with the values sent", async () => {
    const post = await createPost(postInput(uniqueWord(), "gaming-news"));
    await admin.browser.request("PUT", `/api/blog/${post.id}`, { isFeatured: true });
    // The trail writes its entry once the response has gone out.
    const entry = await vi.waitFor(() =>
      t.database.db
        .selectFrom("adminAuditLog")
        .select(["action", "targetId", "afterJson", "actorId"])
        .where("targetId", "=", String(post.id))
        .where("action", "=", "blog.update")
        .executeTakeFirstOrThrow(),
    );
    expect(entry.actorId).toBe(admin.user.id);
    expect(JSON.parse(entry.afterJson ?? "null")).toEqual({ isFeatured: true });
  });

  it("needs an admin: 401 signed out, 403 for a member", async () => {
    const post = await createPost(postInput(uniqueWord(), "gaming-news"));
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/blog/${post.id}`,
      payload: { isFeatured: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const byMember = await reader.browser.request("PUT", `/api/blog/${post.id}`, {
      isFeatured: true,
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (await reader.browser.post("/api/blog", postInput(uniqueWord(), "x-news"))).statusCode,
    ).toBe(403);
  });
});

describe("validation", () => {
  const PUBLISH_AT = "Publish at must be a date and time, e.g. 2030-01-31T09:00:00Z.";
  it.each([
    [{ publishAt: "tomorrow" }, PUBLISH_AT],
    [{ publishAt: "2030-01-31T09:00" }, PUBLISH_AT],
    [{ publishAt: "2030-02-30T09:00:00Z" }, PUBLISH_AT],
    [{ publishAt: 1_900_000_000_000 }, PUBLISH_AT],
    [{ isFeatured: "yes" }, "Featured must be true or false."],
  ])("answers 400 on create for %j with a readable message", async (extra, message) => {
    const response = await admin.browser.post(
      "/api/blog",
      postInput(uniqueWord(), "gaming-news", extra),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });

  it.each([
    [{ publishAt: "soon" }, PUBLISH_AT],
    [{ isFeatured: 1 }, "Featured must be true or false."],
    [{ published: "yes" }, "Published must be true or false."],
  ])("answers 400 on edit for %j with a readable message", async (body, message) => {
    const post = await createPost(postInput(uniqueWord(), "gaming-news"));
    const response = await admin.browser.request("PUT", `/api/blog/${post.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });
});
