import { beforeAll, describe, expect, it } from "vitest";
import { insertTestPost } from "../../test/post-factory";
import { TEST_INDEX_HTML } from "../../test/test-app";
import { testAppForFile } from "../../test/test-fixtures";
import { fillPlaceholders } from "./page-document";

const t = testAppForFile({ seed: false });
let postId: number;
/** Every replacement pattern `String.replace` knows, in a title. */
const PATTERN_TITLE = "Cash $& $' $` $$ $1 $<name> run";

beforeAll(async () => {
  postId = await insertTestPost(t.database.db, {
    title: PATTERN_TITLE,
    excerpt: "Excerpt with $& and $'",
    authorName: "Writer $`",
  });
});

function get(url: string) {
  return t.app.inject({ method: "GET", url });
}

/** The page as sent, minus the head the server wrote into it. */
/** The page without what is written into it: the head's tags, the rendered page and its state. */
function shellOf(html: string): string {
  const start = html.indexOf("<head>") + "<head>".length;
  const end = html.indexOf("</head>");
  return (html.slice(0, start) + html.slice(end)).replace(
    /<div id="root">[\s\S]*<\/body>/,
    '<div id="root"></div></body>',
  );
}

describe("server-rendered page head", () => {
  it("writes $&, $' and $` of a title literally, and leaves the page shell intact", async () => {
    const response = await get(`/blog/${postId}`);
    expect(response.statusCode).toBe(200);
    const escaped = "Cash $&amp; $&#39; $` $$ $1 $&lt;name&gt; run";
    expect(response.body).toContain(`<title>${escaped} | GameHub</title>`);
    expect(response.body).toContain(`<meta property="og:title" content="${escaped} | GameHub" />`);
    expect(response.body).toContain(
      '"headline":"Cash $\\u0026 $\' $` $$ $1 $\\u003cname\\u003e run"',
    );
    expect(response.body).toContain(
      '<meta name="description" content="Excerpt with $&amp; and $&#39;" />',
    );
    expect(response.body).toContain('<meta property="article:author" content="Writer $`" />');
    expect(shellOf(response.body)).toBe(shellOf(TEST_INDEX_HTML));
    expect(response.body).not.toContain("<!--app-head-->");
  });

  it("writes $&, $' and $` of an address literally into the canonical and social tags", async () => {
    // (The test client sends the backtick percent-encoded, as browsers do.)
    const response = await get("/no/such/page$&$'$`");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(
      '<link rel="canonical" href="http://gamehub.test/no/such/page$&amp;$&#39;$%60" />',
    );
    expect(response.body).toContain(
      '<meta property="og:url" content="http://gamehub.test/no/such/page$&amp;$&#39;$%60" />',
    );
    expect(shellOf(response.body)).toBe(shellOf(TEST_INDEX_HTML));
  });

  it("keeps the reply small whatever the length of the address", async () => {
    const short = await get(`/${"a".repeat(100)}`);
    expect(short.statusCode).toBe(404);
    for (const url of [
      `/${"a".repeat(100_000)}`,
      `/blog/${"a".repeat(100_000)}`,
      `/api/${"a".repeat(100_000)}`,
      `/${"a".repeat(100_000)}.png`,
      `/${"%24%26".repeat(20_000)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url.slice(0, 20)).toBe(414);
      expect(response.json()).toEqual({ error: "The address is too long." });
      expect(response.body.length).toBeLessThan(short.body.length);
    }
  });

  it("removes only the trailing site name from the structured-data headline", async () => {
    const id = await insertTestPost(t.database.db, { title: "Top 5 | GameHub picks" });
    const response = await get(`/blog/${id}`);
    expect(response.body).toContain('"headline":"Top 5 | GameHub picks"');
  });

  it("fillPlaceholders inserts text verbatim, once", () => {
    expect(fillPlaceholders("a<!--x-->b<!--x-->", [["<!--x-->", "$&$'$`"]])).toBe(
      "a$&$'$`b<!--x-->",
    );
    expect(fillPlaceholders("no placeholder", [["<!--x-->", "y"]])).toBe("no placeholder");
  });
});
