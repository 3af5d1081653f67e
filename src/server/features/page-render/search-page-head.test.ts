import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/test-fixtures";

const t = testAppForFile({ seed: true });

const robotsMeta = (content: string) => `<meta name="robots" content="${content}" />`;

/** The server-rendered page, without the head and the client's state. */
function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  return html.slice(start, end);
}

describe("search results page head", () => {
  it("keeps a results page out of search engines while crawlers may follow its links", async () => {
    const response = await t.app.inject({ url: "/search?q=game" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(robotsMeta("noindex, follow"));
    expect(response.body).not.toContain(robotsMeta("noindex, nofollow"));
  });

  it("names the query in the title, escaped and cut as the page cuts it", async () => {
    const named = await t.app.inject({ url: "/search?q=%20retro%20games%20" });
    expect(named.body).toContain("<title>retro games - Search | GameHub</title>");
    const marked = await t.app.inject({ url: `/search?q=${encodeURIComponent("<b>&co")}` });
    expect(marked.body).toContain("<title>&lt;b&gt;&amp;co - Search | GameHub</title>");
    const long = await t.app.inject({ url: `/search?q=${"a".repeat(300)}` });
    expect(long.body).toContain(`<title>${"a".repeat(200)} - Search | GameHub</title>`);
    const empty = await t.app.inject({ url: "/search" });
    expect(empty.body).toContain("<title>Search | GameHub</title>");
  });

  it("links every result to its page with an address a crawler can follow", async () => {
    const response = await t.app.inject({ url: "/search?q=game" });
    const anchors = [...rootHtml(response.body).matchAll(/<a\b([^>]*)>/g)].map(
      (match) => match[1] ?? "",
    );
    const hrefs = anchors.map((attributes) => /\bhref="([^"]*)"/.exec(attributes)?.[1]);
    expect(hrefs.filter((href) => !href || href === "#" || href.startsWith("javascript:"))).toEqual(
      [],
    );
    const results = hrefs.filter((href) => href?.startsWith("/forum/thread/"));
    expect(results.length).toBeGreaterThan(0);
    const opened = await t.app.inject({ url: results[0] as string });
    expect(opened.statusCode).toBe(200);
  });
});
