import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ROUTES } from "../../../shared/routes";
import { AccountClient } from "../../test/account-client";
import { insertTestPost } from "../../test/post-factory";
import { createTestApp, type TestApp } from "../../test/test-app";

/** The JSON the server wrote into the page for the client's cache. */
function pageState(html: string): {
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  const match = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("the page carries no state");
  return JSON.parse(match[1]);
}

function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  return html.slice(start, end);
}

function headings(html: string): string[] {
  return [...rootHtml(html).matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) =>
    (match[1] ?? "").replace(/<[^>]+>/g, "").trim(),
  );
}

describe("server-rendered pages", () => {
  let t: TestApp;
  let firstPost: { id: number; title: string };
  let category: { slug: string; name: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const list = (await t.app.inject({ url: "/api/blog?limit=1" })).json();
    firstPost = list.posts[0];
    const categories = (await t.app.inject({ url: "/api/blog/categories" })).json();
    category = categories.find((entry: { postCount: number }) => entry.postCount > 0);
  });
  afterAll(() => t.close());

  it("renders every public route with its main heading in the HTML", async () => {
    const update = (await t.app.inject({ url: "/api/developer-updates" })).json().updates[0];
    const feedback = (await t.app.inject({ url: "/api/community-feedback" })).json().items[0];
    const thread = (await t.app.inject({ url: "/api/forum/threads" })).json().threads[0];
    // Routes whose parameter names something other than a blog post or category.
    const examples: Record<string, string> = {
      "/developer-updates/:slug": `/developer-updates/${update.slug}`,
      "/community-feedback/:id": `/community-feedback/${feedback.id}`,
      "/forum/thread/:id": `/forum/thread/${thread.id}`,
      "/guides/:slug": "/guides/1",
    };
    const publicRoutes = SITE_ROUTES.filter((route) => route.access === "public");
    for (const route of publicRoutes) {
      const url =
        examples[route.path] ??
        route.path
          .replace(":id", String(firstPost.id))
          .replace(":slug", category.slug)
          .replace(":gameName", "minecraft");
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(200);
      expect(headings(reply.body).length, `${url} has one h1`).toBe(1);
      expect(headings(reply.body)[0], url).not.toBe("");
    }
  });

  it("puts the first item of each list in the HTML, with its data for the client", async () => {
    for (const url of ["/", "/blog", "/blog/all", `/blog/category/${category.slug}`]) {
      const reply = await t.app.inject({ url });
      const html = rootHtml(reply.body);
      const listTitle = url.startsWith("/blog/category")
        ? (await t.app.inject({ url: `/api/blog/categories/${category.slug}/posts?page=1` })).json()
            .posts[0].title
        : firstPost.title;
      expect(html, url).toContain(escapeText(listTitle));
      expect(pageState(reply.body).queries.queries.length, url).toBeGreaterThan(1);
    }
    const categories = await t.app.inject({ url: "/blog/categories" });
    expect(rootHtml(categories.body)).toContain(escapeText(category.name));

    const firstTitles: Record<string, string> = {
      "/developer-updates": (await t.app.inject({ url: "/api/developer-updates" })).json()
        .updates[0].title,
      "/community-feedback": (await t.app.inject({ url: "/api/community-feedback" })).json()
        .items[0].title,
      "/roadmap": (await t.app.inject({ url: "/api/roadmap" })).json().columns[0].cards[0].title,
    };
    for (const [url, title] of Object.entries(firstTitles)) {
      const reply = await t.app.inject({ url });
      expect(rootHtml(reply.body), url).toContain(escapeText(title));
    }
  });

  it("renders an article with its body, and an unknown one as not found (404)", async () => {
    const article = await t.app.inject({ url: `/blog/${firstPost.id}` });
    expect(headings(article.body)).toEqual([firstPost.title]);
    const post = (await t.app.inject({ url: `/api/blog/${firstPost.id}` })).json();
    const firstParagraph = /<p>(.{20,80}?)[<.]/s.exec(post.content)?.[1];
    expect(firstParagraph).toBeDefined();
    expect(rootHtml(article.body)).toContain(firstParagraph);

    const missing = await t.app.inject({ url: "/blog/999999" });
    expect(missing.statusCode).toBe(404);
    expect(rootHtml(missing.body)).toContain("Article Not Found");
    // The failed read is handed over too, so the browser shows the same view without asking.
    const failed = pageState(missing.body).queries.queries.find(
      (query) => query.queryKey[1] === "999999",
    );
    expect(failed).toMatchObject({ state: { status: "error" } });
  });

  it("embeds the visitor (nobody) and a signed-in user's menu in the page", async () => {
    const anonymous = await t.app.inject({ url: "/blog" });
    const userQuery = pageState(anonymous.body).queries.queries.find(
      (query) => query.queryKey[0] === "/api/user",
    );
    expect(userQuery?.state.data).toBeNull();
    expect(rootHtml(anonymous.body)).toContain('href="/auth"');

    const browser = new AccountClient(t.app);
    const user = await browser.register();
    const signedIn = await browser.get("/blog");
    const embedded = pageState(signedIn.body).queries.queries.find(
      (query) => query.queryKey[0] === "/api/user",
    );
    expect(embedded?.state.data).toMatchObject({ id: user.id, username: user.username });
    expect(rootHtml(signedIn.body)).toContain(user.username);
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
  });

  it("keeps each of overlapping renders to its own reader, and renders again after", async () => {
    // Each render reads the API as its own visitor (entry-server's AsyncLocalStorage, which
    // is turned off when no render is under way): overlapping ones must not swap readers.
    const browser = new AccountClient(t.app);
    const user = await browser.register();
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2 === 0 ? t.app.inject({ url: "/blog" }) : browser.get("/blog"),
      ),
    );
    pages.forEach((page, index) => {
      expect(page.statusCode).toBe(200);
      expect(rootHtml(page.body)).toContain(firstPost.title);
      const reader = pageState(page.body).queries.queries.find(
        (query) => query.queryKey[0] === "/api/user",
      );
      if (index % 2 === 0) expect(reader?.state.data).toBeNull();
      else expect(reader?.state.data).toMatchObject({ id: user.id });
    });
    const after = await browser.get(`/blog/${firstPost.id}`);
    expect(headings(after.body)).toContain(firstPost.title);
  });

  it("sends a signed-out visitor of a members' page to sign in, and back after", async () => {
    const reply = await t.app.inject({ url: "/profile?tab=x" });
    expect(reply.statusCode).toBe(302);
    expect(reply.headers.location).toBe(`/auth?redirect=${encodeURIComponent("/profile?tab=x")}`);
  });

  it("escapes user text in the page state so it cannot end the script element", async () => {
    const postId = await insertTestPost(t.database.db, {
      title: "Closing </script><script>alert(1)</script> tags",
    });
    const reply = await t.app.inject({ url: `/blog/${postId}` });
    const state = reply.body.slice(reply.body.indexOf('id="page-state"'));
    expect(state).not.toContain("</script><script>alert(1)");
    expect(JSON.stringify(pageState(reply.body))).toContain("</script><script>alert(1)</script>");
  });
});

describe("anonymous page cache", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { pageCacheSeconds: 5 } });
  });
  afterAll(() => t.close());

  async function latestTitleOnHome(): Promise<string | undefined> {
    const reply = await t.app.inject({ url: "/" });
    const state = pageState(reply.body);
    const news = state.queries.queries.find((query) => query.queryKey[0] === "/api/blog");
    return (news?.state.data as { posts: { title: string }[] } | undefined)?.posts[0]?.title;
  }

  it("serves visitors the same render for a few seconds, and a new one after a content write", async () => {
    const before = await latestTitleOnHome();
    const postId = await insertTestPost(t.database.db, {
      title: "Written behind the cache's back",
    });
    // Written straight to the database: the cache does not know, so the page is the cached one.
    expect(await latestTitleOnHome()).toBe(before);

    // A write through the API (here a comment) drops the cache.
    const browser = new AccountClient(t.app);
    await browser.register();
    const comment = await browser.post(`/api/blog/${postId}/comments`, { content: "First!" });
    expect(comment.statusCode).toBe(201);
    expect(await latestTitleOnHome()).toBe("Written behind the cache's back");
  });

  it("never serves a signed-in user the visitors' page, nor keeps theirs", async () => {
    await t.app.inject({ url: "/blog" });
    const browser = new AccountClient(t.app);
    const user = await browser.register();
    const signedIn = await browser.get("/blog");
    expect(rootHtml(signedIn.body)).toContain(user.username);
    const visitor = await t.app.inject({ url: "/blog" });
    expect(rootHtml(visitor.body)).not.toContain(user.username);
  });

  it("still counts a visitor's view of an article served from the cache", async () => {
    const postId = await insertTestPost(t.database.db, { title: "Counted from the cache" });
    await t.app.inject({ url: `/blog/${postId}`, remoteAddress: "203.0.113.1" });
    await t.app.inject({ url: `/blog/${postId}`, remoteAddress: "203.0.113.2" });
    const row = await t.database.db
      .selectFrom("posts")
      .select("viewCount")
      .where("id", "=", postId)
      .executeTakeFirstOrThrow();
    expect(row.viewCount).toBe(2);
  });

  it("counts a visitor's reloads once, and again after the hour", async () => {
    const postId = await insertTestPost(t.database.db, { title: "Reloaded from the cache" });
    const viewCount = async () =>
      (
        await t.database.db
          .selectFrom("posts")
          .select("viewCount")
          .where("id", "=", postId)
          .executeTakeFirstOrThrow()
      ).viewCount;
    for (let reload = 0; reload < 3; reload += 1) {
      await t.app.inject({ url: `/blog/${postId}`, remoteAddress: "203.0.113.7" });
    }
    expect(await viewCount()).toBe(1);
    t.clock.advance(60 * 60 * 1000 + 1);
    await t.app.inject({ url: `/blog/${postId}`, remoteAddress: "203.0.113.7" });
    expect(await viewCount()).toBe(2);
  });

  it("sends a cached page in the encoding the browser takes, compressed once", async () => {
    const plain = await t.app.inject({ url: "/about" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<!doctype html>");
    const brotli = await t.app.inject({
      url: "/about",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      url: "/about",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

/** Text as React writes it into HTML. */
function escapeText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("'", "&#x27;")
    .replaceAll('"', "&quot;");
}
