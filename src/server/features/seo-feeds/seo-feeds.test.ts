import { beforeAll, describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../../../shared/routes";
import { testAppForFile } from "../../test/test-fixtures";
import { findOrCreateNewsCategory } from "../news/news.repo";

const t = testAppForFile({ seed: false });
let trickyId: number;
let draftId: number;
const TRICKY_TITLE = `Tom & Jerry's <"Quest"> & more`;

async function addPost(title: string, published: boolean, publishedAt: string): Promise<number> {
  const categoryId = await findOrCreateNewsCategory(t.database.db);
  const row = await t.database.db
    .insertInto("posts")
    .values({
      slug: `post-${Math.random().toString(36).slice(2)}`,
      title,
      excerpt: `Excerpt of ${title} <b>bold</b>`,
      content: "<p>Body</p>",
      image: null,
      categoryId,
      source: null,
      sourceUrl: null,
      authorName: "Ed & Co",
      authorAvatar: null,
      published,
      readTimeMinutes: 1,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  for (let i = 0; i < 55; i++) {
    await addPost(`Filler post ${i}`, true, new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString());
  }
  trickyId = await addPost(TRICKY_TITLE, true, "2025-02-01T08:00:00.000Z");
  draftId = await addPost("Unpublished draft", false, "2025-03-01T08:00:00.000Z");
});

function get(url: string) {
  return t.app.inject({ method: "GET", url });
}

describe("GET /rss.xml", () => {
  it("lists the latest 50 published posts with absolute links, XML-escaped", async () => {
    const response = await get("/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
    expect(items).toHaveLength(50);
    // Newest first: the tricky post, then fillers 54, 53...
    expect(items[0]).toContain(
      "<title>Tom &amp; Jerry&apos;s &lt;&quot;Quest&quot;&gt; &amp; more</title>",
    );
    expect(items[0]).toContain(`<link>http://gamehub.test/blog/${trickyId}</link>`);
    expect(items[0]).toContain("<pubDate>Sat, 01 Feb 2025 08:00:00 GMT</pubDate>");
    expect(items[0]).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(items[1]).toContain("<title>Filler post 54</title>");
    expect(xml).not.toContain("Unpublished draft");
    expect(xml).not.toContain(`/blog/${draftId}<`);
    // Nothing unescaped inside any text node.
    for (const item of items) {
      for (const text of item.matchAll(/>([^<]*)</g))
        expect(text[1]).not.toMatch(/[<>"]|&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every public, indexable page without parameters and every published post with lastmod", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = SITE_ROUTES.filter(
      (route) => route.access === "public" && route.indexable && !route.path.includes(":"),
    ).map((route) => `http://gamehub.test${route.path}`);
    for (const page of pages) expect(locs).toContain(page);
    for (const hidden of [
      "/auth",
      "/profile",
      "/admin",
      "/blog/new",
      "/newsletter/confirm",
      "/blog/:id",
    ]) {
      expect(locs).not.toContain(`http://gamehub.test${hidden}`);
    }
    expect(locs.filter((loc) => loc?.includes("/blog/") && /\/blog\/\d+$/.test(loc))).toHaveLength(
      56,
    );
    expect(locs).not.toContain(`http://gamehub.test/blog/${draftId}`);
    expect(response.body).toContain(
      `<url><loc>http://gamehub.test/blog/${trickyId}</loc><lastmod>2025-02-01T08:00:00.000Z</lastmod></url>`,
    );
  });
});

describe("GET /robots.txt", () => {
  it("allows all, disallows the API and private pages, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/admin",
      "/auth",
      "/profile",
      "/settings",
      "/blog/new",
      "/user/",
      "/newsletter/confirm",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /blog");
    expect(lines).toContain("Sitemap: http://gamehub.test/sitemap.xml");
  });
});
