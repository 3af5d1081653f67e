import { beforeAll, describe, expect, it } from "vitest";
import type { SearchReply } from "../../../shared/search";
import { SEARCH_PAGE_SIZE } from "../../../shared/search-limits";
import { DAY_MS, HOUR_MS } from "../../../shared/time-units";
import { reindexSearch } from "../../lib/search-index-writes";
import { testAppForFile } from "../../test/test-fixtures";
import { insertPost } from "../blog/blog.repo";
import { rareWord } from "./search-test-helpers";

/** Sorts, date ranges, tags, facets, pages, typo correction and highlights on crafted posts. */

const t = testAppForFile({ seed: false });
let categoryId: number;

beforeAll(async () => {
  const category = await t.database.db
    .insertInto("categories")
    .values({
      slug: "search-tests",
      name: "Search tests",
      description: "",
      color: "#000",
      icon: "x",
      createdAt: t.clock.now().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  categoryId = category.id;
});

let slugSequence = 0;
async function post(options: {
  title: string;
  content?: string;
  ageMs?: number;
  views?: number;
  tags?: string[];
}): Promise<number> {
  slugSequence += 1;
  const id = await insertPost(t.database.db, {
    slug: `search-test-${slugSequence}-${rareWord()}`,
    title: options.title,
    excerpt: "A post written by a search test.",
    content: options.content ?? "<p>Nothing much to say here.</p>",
    image: null,
    categoryId,
    source: null,
    authorName: "Tester",
    authorAvatar: null,
    isFeatured: false,
    readTimeMinutes: 1,
    publishedAt: new Date(t.clock.now().getTime() - (options.ageMs ?? 0)).toISOString(),
    tags: options.tags ?? [],
  });
  if (options.views) {
    await t.database.db
      .updateTable("posts")
      .set({ viewCount: options.views })
      .where("id", "=", id)
      .execute();
    await reindexSearch(t.database.db, "post", id);
  }
  return id;
}

async function search(query: string): Promise<SearchReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchReply>();
}
const titles = (reply: SearchReply) => reply.results.map((result) => result.title);

describe("a crafted set of three posts", () => {
  let word: string;
  let red: string;
  let blue: string;
  beforeAll(async () => {
    word = rareWord();
    red = `Red${rareWord()}`;
    blue = `Blue${rareWord()}`;
    await post({ title: `Alpha ${word}`, ageMs: 2 * HOUR_MS, views: 5, tags: [red, blue] });
    await post({ title: `beta ${word}`, ageMs: 10 * DAY_MS, views: 50, tags: [red] });
    await post({ title: `Gamma ${word}`, ageMs: 400 * DAY_MS, views: 1, tags: [blue] });
  });

  it.each([
    ["date_desc", ["Alpha", "beta", "Gamma"]],
    ["date_asc", ["Gamma", "beta", "Alpha"]],
    ["views_desc", ["beta", "Alpha", "Gamma"]],
    ["title_asc", ["Alpha", "beta", "Gamma"]],
  ])("sorts by %s", async (sort, order) => {
    const reply = await search(`q=${word}&sort=${sort}`);
    expect(titles(reply)).toEqual(order.map((name) => `${name} ${word}`));
  });

  it.each([
    ["any", 3],
    ["day", 1],
    ["week", 1],
    ["month", 2],
    ["year", 2],
  ])("keeps the date range %s", async (dateRange, count) => {
    const reply = await search(`q=${word}&dateRange=${dateRange}`);
    expect(reply.results).toHaveLength(count);
    expect(reply.total).toBe(count);
  });

  it("needs every tag asked for, whatever their case", async () => {
    expect(titles(await search(`q=${word}&tags=${red}&sort=date_desc`))).toEqual([
      `Alpha ${word}`,
      `beta ${word}`,
    ]);
    const both = await search(`q=${word}&tags=${red.toLowerCase()},${blue.toUpperCase()}`);
    expect(titles(both)).toEqual([`Alpha ${word}`]);
  });

  it("counts the facets over the whole result set", async () => {
    const reply = await search(`q=${word}`);
    expect(reply.facets.contentTypes.find((facet) => facet.type === "blog")?.count).toBe(3);
    expect(reply.facets.contentTypes.find((facet) => facet.type === "game")?.count).toBe(0);
    expect(reply.facets.tags).toEqual(
      expect.arrayContaining([
        { name: red, count: 2 },
        { name: blue, count: 2 },
      ]),
    );
    const games = await search(`q=${word}&contentType=game`);
    expect(games.results).toEqual([]);
    expect(games.total).toBe(0);
    // The tabs keep their counts whichever tab is open.
    expect(games.facets.contentTypes.find((facet) => facet.type === "blog")?.count).toBe(3);
  });
});

describe("ranking, pages and corrections", () => {
  it("ranks a match in the title above a match in the body", async () => {
    const word = rareWord();
    await post({ title: "Something else entirely", content: `<p>It mentions ${word} once.</p>` });
    await post({ title: `All about ${word}` });
    const reply = await search(`q=${word}`);
    expect(titles(reply)).toEqual([`All about ${word}`, "Something else entirely"]);
  });

  it("ranks by the words among the matches a type, a tag and a date range leave", async () => {
    const word = rareWord();
    const tag = `Tag${rareWord()}`;
    await post({ title: `Old ${word}`, ageMs: 60 * DAY_MS, tags: [tag] });
    await post({ title: "Body only", content: `<p>About ${word}.</p>`, tags: [tag] });
    await post({ title: `Untagged ${word}` });
    await post({ title: `Headline ${word}`, tags: [tag] });
    const reply = await search(`q=${word}&contentType=blog&tags=${tag}&dateRange=month`);
    expect(titles(reply)).toEqual([`Headline ${word}`, "Body only"]);
    expect(reply.total).toBe(2);
  });

  it("pages by cursor without repeating or losing a result", async () => {
    const word = rareWord();
    for (let index = 0; index < SEARCH_PAGE_SIZE + 5; index++) {
      await post({ title: `Post ${index} ${word}`, ageMs: index * HOUR_MS });
    }
    const first = await search(`q=${word}&sort=date_desc`);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.total).toBe(SEARCH_PAGE_SIZE + 5);
    expect(first.nextCursor).not.toBeNull();
    const second = await search(`q=${word}&sort=date_desc&cursor=${first.nextCursor}`);
    expect(second.results).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...titles(first), ...titles(second)];
    expect(new Set(all).size).toBe(SEARCH_PAGE_SIZE + 5);
    expect(all[0]).toBe(`Post 0 ${word}`);
    expect(all.at(-1)).toBe(`Post ${SEARCH_PAGE_SIZE + 4} ${word}`);
  });

  it("corrects a misspelt word to the nearest indexed word and says so", async () => {
    const word = `${rareWord()}raft`;
    await post({ title: `The ${word} chronicles` });
    // Two neighbouring letters swapped, as in 'minecarft'.
    const typo = `${word.slice(0, -4)}arft`;
    const reply = await search(`q=${typo}`);
    expect(reply.correctedQuery).toBe(word);
    expect(titles(reply)).toEqual([`The ${word} chronicles`]);
    const exact = await search(`q=${word}`);
    expect(exact.correctedQuery).toBeNull();
  });

  it("answers nothing, and corrects nothing, when no word is close", async () => {
    const reply = await search(`q=${rareWord()}${rareWord()}`);
    expect(reply).toMatchObject({ results: [], total: 0, nextCursor: null, correctedQuery: null });
  });

  it("escapes the excerpt's HTML and marks only the matched words", async () => {
    const word = rareWord();
    await post({
      title: "Markup in the body",
      content: `<p>Write &lt;b&gt;bold&lt;/b&gt; &amp; "quoted" text about ${word} here.</p>`,
    });
    const [result] = (await search(`q=${word}`)).results;
    expect(result?.excerpt).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;");
    expect(result?.excerpt).toContain(`<mark>${word}</mark>`);
    expect(result?.excerpt.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
  });
});

describe("bad input", () => {
  it.each([
    ["q=", "Enter something to search for"],
    ["q=%20%20", "Enter something to search for"],
    ["contentType=blog", "Enter something to search for"],
    ["q=x&sort=best", "sort must be one of"],
    ["q=x&dateRange=decade", "dateRange must be one of"],
    ["q=x&contentType=video", "contentType must be one of"],
    ["q=x&cursor=abc", "cursor must be the nextCursor"],
    ["q=x&tags=a,b,c,d,e,f", "At most 5 tags at a time"],
    [`q=${"x".repeat(201)}`, "Search terms must be at most 200 characters"],
  ])("answers 400 to %s", async (query, message) => {
    const response = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it("treats search syntax as plain words", async () => {
    const reply = await search(`q=${encodeURIComponent('"NEAR( title : * OR -')}`);
    expect(reply.results).toEqual([]);
  });
});
