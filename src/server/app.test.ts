import { beforeAll, describe, expect, it } from "vitest";
import type { BlogListReply } from "../shared/blog";
import { testAppForFile } from "./test/test-fixtures";

const t = testAppForFile();
beforeAll(async () => {
  // A route that fails unexpectedly, to see what a client is told.
  t.app.get("/api/test-failure", async () => {
    throw new Error("secret internal detail");
  });
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

describe("errors", () => {
  it("answers 404 JSON for an unknown API path", async () => {
    const response = await get("/api/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ error: "Not found: GET /api/no-such-thing" });
  });

  it("answers 500 with a generic message and no stack trace", async () => {
    const response = await get("/api/test-failure");
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: "Something went wrong on our side. Please try again.",
    });
    expect(response.body).not.toContain("secret internal detail");
    expect(response.body).not.toContain("at ");
  });

  it("answers 404 JSON for a missing file rather than the page shell", async () => {
    const response = await get("/images/missing.png");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });
});

describe("text input", () => {
  it("refuses a NUL character anywhere in a request with 400", async () => {
    const body = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "a\u0000@b.co" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error: "Text must not contain NUL characters" });
    expect((await get("/api/blog?limit=4%00")).statusCode).toBe(400);
  });
});

describe("pages", () => {
  it("serves the home page with its title, description, social cards, canonical link and robots", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toMatch(/<title>GameHub \| [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Gaming news, guides and community');
    expect(html).toContain('<link rel="canonical" href="http://gamehub.test/" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://gamehub.test/images/og-default.jpg" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("loads every client route directly with that route's title", async () => {
    for (const [path, title] of [
      ["/privacy", "Privacy Policy | GameHub"],
      ["/terms", "Terms of Service | GameHub"],
      ["/cookies", "Cookie Policy | GameHub"],
      ["/blog", "Gaming News | GameHub"],
      ["/games/fortnite", "Fortnite | GameHub"],
    ]) {
      const response = await get(path as string);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain(`<title>${title}</title>`);
    }
  });

  it("keeps private pages out of search engines", async () => {
    // Without a session a members' page sends the visitor (or a crawler) to sign in...
    const response = await get("/profile");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?redirect=%2Fprofile");
    // ...and the sign-in page is not indexed either.
    const signIn = await get("/auth");
    expect(signIn.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("answers an unknown path with the page shell, status 404 and noindex", async () => {
    const response = await get("/this/page/does-not-exist");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("<title>Page Not Found | GameHub</title>");
    expect(response.body).toContain('content="noindex, follow"');
  });

  it("describes an article with its own title, image, article tags and JSON-LD", async () => {
    const { posts } = (await get("/api/blog?limit=1")).json<BlogListReply>();
    const post = posts[0];
    if (!post) throw new Error("no seeded post");
    const response = await get(`/blog/${post.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<link rel="canonical" href="http://gamehub.test/blog/${post.id}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      `<meta property="og:image" content="http://gamehub.test${post.image}" />`,
    );
    expect(html).toContain('<meta property="article:published_time"');
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@type": "Article",
      datePublished: post.createdAt,
    });
  });

  it("answers 404 for an article that does not exist", async () => {
    const response = await get("/blog/987654");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Article Not Found | GameHub</title>");
  });

  it("escapes the path in the canonical link", async () => {
    const response = await get('/games/"><script>alert(1)</script>');
    expect(response.body).not.toContain("<script>alert(1)</script>");
  });
});

describe("headers", () => {
  it("sends a Content-Security-Policy and other security headers", async () => {
    const response = await get("/");
    const csp = response.headers["content-security-policy"];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The arcade asks the Internet Archive, whose player it frames, whether it answers.
    expect(csp).toContain("connect-src 'self' https://archive.org;");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("leaves out the headers only obsolete browsers read", async () => {
    const response = await get("/api/health");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    for (const name of [
      "x-download-options",
      "x-xss-protection",
      "x-permitted-cross-domain-policies",
    ])
      expect(response.headers).not.toHaveProperty(name);
  });

  it("caches hashed assets for a year and the page shell not at all", async () => {
    const asset = await get("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
  });

  it("compresses API responses and assets for clients that accept it", async () => {
    const api = await get("/api/blog", { "accept-encoding": "gzip" });
    expect(api.headers["content-encoding"]).toBe("gzip");
    const asset = await get("/assets/app-abc123.js", { "accept-encoding": "br, gzip" });
    expect(["br", "gzip"]).toContain(asset.headers["content-encoding"]);
  });
});
