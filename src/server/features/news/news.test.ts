import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINUTE_MS } from "../../../shared/time-units";
import { createTestApp, type TestApp } from "../../test/test-app";

const RSS_FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
  <channel>
    <title>Fixture Games Daily</title>
    <link>https://fixture.example</link>
    <description>Fixture feed</description>
    <item>
      <title>Nintendo announces a new console</title>
      <link>https://fixture.example/news/console</link>
      <guid isPermaLink="false">fixture-rss-1</guid>
      <pubDate>Mon, 06 Jan 2025 10:00:00 GMT</pubDate>
      <description>&lt;p&gt;The next console is &lt;b&gt;coming&lt;/b&gt; this year.&lt;/p&gt;</description>
      <content:encoded><![CDATA[<p>The next console is <strong>coming</strong> this year.</p><p>More details soon.</p><img src="BASE_URL/img/console.jpg" alt="The console"><img src="https://img.fixture.example/gone.png" alt="Gone">]]></content:encoded>
      <enclosure url="BASE_URL/img/console.jpg" type="image/jpeg" length="1000" />
    </item>
    <item>
      <title>Malicious &lt;script&gt;alert(1)&lt;/script&gt; item</title>
      <link>javascript:alert(1)</link>
      <guid isPermaLink="false">fixture-rss-evil</guid>
      <description>Evil summary</description>
      <content:encoded><![CDATA[<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">link</a><iframe src="https://evil.example"></iframe>]]></content:encoded>
      <media:content url="javascript:alert(5)" medium="image" />
    </item>
    <item>
      <title>Long summary item</title>
      <link>https://fixture.example/news/long</link>
      <description>${"word ".repeat(150)}</description>
      <media:thumbnail url="https://img.fixture.example/thumb.png" />
    </item>
  </channel>
</rss>`;

const ATOM_FEED = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Fixture Atom Esports</title>
  <id>urn:fixture:atom</id>
  <updated>2025-01-05T12:00:00Z</updated>
  <entry>
    <title>Finals recap</title>
    <id>urn:fixture:atom:1</id>
    <link href="https://atom.example/finals" />
    <updated>2025-01-05T12:00:00Z</updated>
    <summary>Who won the finals.</summary>
    <content type="html">&lt;h2&gt;Recap&lt;/h2&gt;&lt;p&gt;The underdogs won.&lt;/p&gt;</content>
  </entry>
  <entry>
    <title>Same story as the RSS feed</title>
    <id>urn:fixture:atom:2</id>
    <link href="https://fixture.example/news/console" />
    <updated>2025-01-05T12:00:00Z</updated>
    <summary>Duplicate by link.</summary>
  </entry>
</feed>`;

let server: Server;
let base: string;
let unreachable: string;
let t: TestApp;

let imageRequests = 0;

beforeAll(async () => {
  const photo = await sharp({
    create: { width: 1000, height: 500, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    if (request.url === "/img/console.jpg") {
      imageRequests += 1;
      response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      return;
    }
    const bodies: Record<string, [string, string]> = {
      "/rss.xml": ["application/rss+xml", RSS_FEED.replaceAll("BASE_URL", base)],
      "/atom.xml": ["application/atom+xml", ATOM_FEED],
      "/broken.xml": ["application/xml", "<rss><channel><item><title>unclosed"],
      "/html": ["text/html", "<!doctype html><html><body>not a feed</body></html>"],
    };
    const body = bodies[request.url ?? ""];
    if (!body) {
      response.writeHead(404).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": body[0] }).end(body[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was free a moment ago: nothing listens there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/feed.xml`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  t = await createTestApp({
    seed: false,
    config: {
      // The feed's image is served by the local server above.
      imageFetchAllowPrivate: true,
      newsFeeds: [
        `${base}/rss.xml`,
        unreachable,
        `${base}/broken.xml`,
        `${base}/missing.xml`,
        `${base}/html`,
        `${base}/atom.xml`,
      ],
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function refresh() {
  return t.app.inject({ method: "POST", url: "/api/news/refresh" });
}

function newsPosts() {
  return t.database.db
    .selectFrom("posts")
    .innerJoin("categories", "categories.id", "posts.categoryId")
    .selectAll("posts")
    .select("categories.slug as categorySlug")
    .orderBy("posts.id")
    .execute();
}

describe("POST /api/news/refresh", () => {
  it("adds each new item once, skipping unreachable and broken feeds, and refuses a second run within 5 minutes", async () => {
    const first = await refresh();
    expect(first.statusCode).toBe(200);
    // 3 RSS items + 1 new Atom entry (the other has the RSS item's link).
    expect(first.json()).toEqual({ added: 4 });

    const tooSoon = await refresh();
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers["retry-after"])).toBeLessThanOrEqual(300);
    expect(tooSoon.json().error).toMatch(/5 minutes/);

    t.clock.advance(4 * MINUTE_MS);
    expect((await refresh()).statusCode).toBe(429);

    t.clock.advance(1 * MINUTE_MS + 1000);
    const second = await refresh();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ added: 0 });
    expect(await newsPosts()).toHaveLength(4);
  });

  it("stores items as published gaming news with their source, excerpt, image and read time", async () => {
    const posts = await newsPosts();
    const console = posts.find((post) => post.sourceGuid === "fixture-rss-1");
    expect(console).toMatchObject({
      title: "Nintendo announces a new console",
      excerpt: "The next console is coming this year.",
      source: "Fixture Games Daily",
      sourceUrl: "https://fixture.example/news/console",
      categorySlug: "gaming-news",
      readTimeMinutes: 1,
    });
    expect(Boolean(console?.published)).toBe(true);
    // The remote image was copied once (cover and picture in the text are one source) and the
    // post points at the local copy; the picture that could not be fetched is gone.
    expect(console?.image).toMatch(/^\/media\/\d+\.webp$/);
    expect(imageRequests).toBe(1);
    expect(console?.content).toBe(
      "<p>The next console is <strong>coming</strong> this year.</p><p>More details soon.</p>" +
        `<img src="${console?.image}" alt="The console" />`,
    );
    const media = await t.app.inject({ method: "GET", url: `${console?.image}?w=480` });
    expect(media.statusCode).toBe(200);
    expect(media.headers["content-type"]).toBe("image/webp");
    expect(new Date(console?.publishedAt ?? "").toISOString()).toBe("2025-01-06T10:00:00.000Z");

    const long = posts.find((post) => post.title === "Long summary item");
    expect(long?.sourceGuid).toBe("https://fixture.example/news/long");
    expect(long?.excerpt.length).toBeLessThanOrEqual(200);
    expect(long?.excerpt.endsWith("…")).toBe(true);
    // Its image host does not resolve: the post keeps the fallback (no image of its own).
    expect(long?.image).toBeNull();

    const atom = posts.find((post) => post.sourceGuid === "urn:fixture:atom:1");
    expect(atom).toMatchObject({
      title: "Finals recap",
      source: "Fixture Atom Esports",
      sourceUrl: "https://atom.example/finals",
      content: "<h2>Recap</h2><p>The underdogs won.</p>",
      excerpt: "Who won the finals.",
    });
  });

  it("sanitises a malicious item's HTML, title, link and image", async () => {
    const evil = (await newsPosts()).find((post) => post.sourceGuid === "fixture-rss-evil");
    expect(evil).toBeDefined();
    expect(evil?.content).toBe(
      '<p>Hello</p><a rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(evil?.title).not.toContain("<");
    expect(evil?.sourceUrl).toBeNull();
    expect(evil?.image).toBeNull();

    const api = await t.app.inject({ method: "GET", url: `/api/blog/${evil?.id}` });
    expect(api.statusCode).toBe(200);
    expect(api.json().content).toBe(evil?.content);
    expect(api.body).not.toMatch(/onclick|onerror|<script|javascript:|<iframe/i);

    const page = await t.app.inject({ method: "GET", url: `/blog/${evil?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Malicious");
    expect(page.body).not.toMatch(/<script>alert|javascript:|onerror|onclick/i);
  });

  it("lets exactly one of several concurrent calls run", async () => {
    t.clock.advance(6 * MINUTE_MS);
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh()));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 429, 429, 429, 429]);
  });
});
