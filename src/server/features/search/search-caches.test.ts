import { describe, expect, it } from "vitest";
import type { SearchReply } from "../../../shared/search";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { insertFeedbackRow } from "../feedback/feedback-test-helpers";
import { addCategory, startThread } from "../forum/forum-test-helpers";
import { rareWord } from "./search-test-helpers";

/**
 * The site search keeps replies and facet counts in memory (search-caches.ts); these check
 * that nothing it keeps outlives a change: each search below was answered, and so kept,
 * before the change it must show.
 */

const LIMIT = 8;
const t = testAppForFile({ config: { searchLimitPerMinute: LIMIT } });
const admin = memberForFile(t, { admin: true });
const writer = memberForFile(t);

let address = 0;
/** Each test searches from an address of its own, so no test uses up another's limit. */
const nextAddress = () => `10.9.0.${++address}`;

async function search(query: string, remoteAddress: string): Promise<SearchReply> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/search?${query}`,
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchReply>();
}

const newsCount = (reply: SearchReply) =>
  reply.facets.contentTypes.find((facet) => facet.type === "blog")?.count;

function postBody(word: string, extra: Record<string, unknown> = {}) {
  return {
    title: `Patch notes ${word}`,
    content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
    excerpt: "What the patch changes",
    imageUrl: "http://gamehub.test/images/og-default.jpg",
    category: "gaming-news",
    ...extra,
  };
}

describe("GET /api/search: what it keeps in memory follows every change", () => {
  it("shows a new post in results and counts right after it is written, then its edit and its delete", async () => {
    const from = nextAddress();
    const word = rareWord();
    const query = `q=${word}`;
    const empty = await search(query, from);
    expect(empty.total).toBe(0);
    expect(await search(query, from)).toEqual(empty);

    const created = await admin.browser.post("/api/blog", postBody(word));
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<{ id: number }>();
    const found = await search(query, from);
    expect(found.total).toBe(1);
    expect(newsCount(found)).toBe(1);
    expect(found.results.map((result) => result.title)).toEqual([`Patch notes ${word}`]);

    const edited = await admin.browser.request("PUT", `/api/blog/${post.id}`, {
      title: `Patch review ${word}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await search(query, from);
    expect(afterEdit.results.map((result) => result.title)).toEqual([`Patch review ${word}`]);
    expect(newsCount(afterEdit)).toBe(1);

    const deleted = await admin.browser.request("DELETE", `/api/blog/${post.id}`);
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await search(query, from);
    expect(afterDelete.total).toBe(0);
    expect(afterDelete.results).toEqual([]);
    expect(newsCount(afterDelete)).toBe(0);
  });

  it("shows content written outside any route (a job, a script) at once", async () => {
    const from = nextAddress();
    const word = rareWord();
    const query = `q=${word}&sort=date_desc`;
    expect((await search(query, from)).total).toBe(0);
    await insertFeedbackRow(t, { authorId: null, title: `Crash report ${word}` });
    const found = await search(query, from);
    expect(found.total).toBe(1);
    expect(found.results.map((result) => result.title)).toEqual([`Crash report ${word}`]);
    expect(found.facets.contentTypes.find((facet) => facet.type === "feedback")?.count).toBe(1);
  });

  it("shows a scheduled post when its time comes, though the search was kept before", async () => {
    const from = nextAddress();
    const word = rareWord();
    const publishAt = new Date(t.clock.now().getTime() + 5 * 60_000).toISOString();
    const created = await admin.browser.post("/api/blog", postBody(word, { publishAt }));
    expect(created.statusCode, created.body).toBe(201);
    expect((await search(`q=${word}`, from)).total).toBe(0);

    t.clock.advance(5 * 60_000 + 1_000);
    const found = await search(`q=${word}`, from);
    expect(found.total).toBe(1);
    expect(newsCount(found)).toBe(1);
  });

  it("counts a discussion's tags at once, then its new tags after an edit, then none after a delete", async () => {
    const from = nextAddress();
    const word = rareWord();
    const tagCounts = async () =>
      (await search(`q=${word}`, from)).facets.tags.map((tag) => `${tag.name}:${tag.count}`);
    expect(await tagCounts()).toEqual([]);
    const categoryId = await addCategory(t);
    const first = await startThread(t, writer, categoryId, {
      title: `Raid night ${word}`,
      tags: ["Strategy", "Co-op"],
    });
    await startThread(t, writer, categoryId, { title: `Boss guide ${word}`, tags: ["Strategy"] });
    expect(await tagCounts()).toEqual(["Strategy:2", "Co-op:1"]);
    const discussions = (await search(`q=${word}`, from)).facets.contentTypes.find(
      (facet) => facet.type === "discussion",
    );
    expect(discussions?.count).toBe(2);

    const edited = await writer.browser.request("PATCH", `/api/forum/threads/${first.id}`, {
      tags: ["Speedrun"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await tagCounts()).toEqual(["Speedrun:1", "Strategy:1"]);
    // The tab's tags are those of its own results.
    const inNews = await search(`q=${word}&contentType=blog`, from);
    expect(inNews.facets.tags).toEqual([]);
    expect(inNews.total).toBe(0);

    const deleted = await writer.browser.request("DELETE", `/api/forum/threads/${first.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await tagCounts()).toEqual(["Strategy:1"]);
  });

  it("keeps each page, order and filter apart", async () => {
    const from = nextAddress();
    const word = rareWord();
    await insertFeedbackRow(t, { authorId: null, title: `First ${word}` });
    t.clock.advance(1_000);
    await insertFeedbackRow(t, { authorId: null, title: `Second ${word}` });
    const newest = await search(`q=${word}&sort=date_desc`, from);
    const oldest = await search(`q=${word}&sort=date_asc`, from);
    expect(newest.results.map((result) => result.title)).toEqual([
      `Second ${word}`,
      `First ${word}`,
    ]);
    expect(oldest.results.map((result) => result.title)).toEqual([
      `First ${word}`,
      `Second ${word}`,
    ]);
    expect((await search(`q=${word}&contentType=blog`, from)).total).toBe(0);
    expect((await search(`q=${word}&contentType=feedback`, from)).total).toBe(2);
  });

  it("counts only the searches the database answers against an address's limit", async () => {
    const from = nextAddress();
    const word = rareWord();
    // The same search again and again is answered from memory: never refused.
    for (let index = 0; index < LIMIT * 2; index += 1) {
      expect((await search(`q=${word}`, from)).total).toBe(0);
    }
    // Different searches each cost the database: the limit holds for them.
    for (let index = 1; index < LIMIT; index += 1) {
      await search(`q=${word}${index}`, from);
    }
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/search?q=${word}more`,
      remoteAddress: from,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(
      "Too many searches from your network. Please wait a moment and try again.",
    );
  });
});
