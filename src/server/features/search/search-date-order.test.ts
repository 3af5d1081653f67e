import { beforeAll, describe, expect, it } from "vitest";
import type { SearchReply } from "../../../shared/search";
import { SEARCH_PAGE_SIZE } from "../../../shared/search-limits";
import { MINUTE_MS } from "../../../shared/time-units";
import { testAppForFile } from "../../test/test-fixtures";
import { rareWord } from "./search-test-helpers";

/**
 * Newest and oldest first over a word with thousands of matches, where SQLite walks the date
 * index instead of sorting every match (search.repo.ts): the order must be exactly the dates',
 * also for documents whose ids do not follow their dates (an edited or back-dated item is
 * written again with a new id and its old date; a scheduled one is written long before its
 * date). PostgreSQL sorts every match; the same answers are expected there.
 */

const t = testAppForFile({ seed: false });
const word = rareWord();
/**
 * More matches than the walk asks for before it is tried (DATE_WALK_MIN_MATCHES, 2,000), for
 * the word and for its discussions alone.
 */
const MATCHES = 3_100;

interface Made {
  title: string;
  createdAt: string;
  kind: "blog" | "discussion";
}
const made: Made[] = [];

beforeAll(async () => {
  const start = t.clock.now().getTime() - MATCHES * 2 * MINUTE_MS;
  const rows = Array.from({ length: MATCHES }, (_, index) => {
    // Ids follow dates, but for a few written out of order: the 40th row is dated before
    // every other, the 50th after every other (still in the past).
    let at = start + index * MINUTE_MS;
    if (index === 40) at = start - 10 * MINUTE_MS;
    if (index === 50) at = start + (MATCHES + 5) * MINUTE_MS;
    const kind: Made["kind"] = index % 3 === 0 ? "blog" : "discussion";
    const title = `Item ${index} ${word}`;
    made.push({ title, createdAt: new Date(at).toISOString(), kind });
    return {
      source: "feedback",
      sourceId: 1_000_000 + index,
      part: 0,
      kind,
      resultId: String(1_000_000 + index),
      url: `/community-feedback/${1_000_000 + index}`,
      thumbnail: null,
      title,
      tags: "",
      tagsJson: "[]",
      body: `A document of the date order test about ${word}.`,
      author: null,
      createdAt: new Date(at).toISOString(),
      showsDate: true,
      views: 0,
    };
  });
  for (let index = 0; index < rows.length; index += 200) {
    await t.database.db
      .insertInto("searchDocuments")
      .values(rows.slice(index, index + 200))
      .execute();
  }
});

async function titles(query: string): Promise<{ titles: string[]; next: string | null }> {
  const response = await t.app.inject({ method: "GET", url: `/api/search?q=${word}&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const reply = response.json<SearchReply>();
  return { titles: reply.results.map((result) => result.title), next: reply.nextCursor };
}

/** The titles in date order, ties by creation order (as ids). */
function expected(order: "newest" | "oldest", kind?: Made["kind"]): string[] {
  const indexed = made
    .map((item, index) => ({ ...item, index }))
    .filter((item) => kind === undefined || item.kind === kind);
  indexed.sort((a, b) =>
    a.createdAt === b.createdAt ? a.index - b.index : a.createdAt < b.createdAt ? -1 : 1,
  );
  if (order === "newest") indexed.reverse();
  return indexed.map((item) => item.title);
}

describe("GET /api/search by date over thousands of matches", () => {
  it("lists newest first in exact date order, page after page", async () => {
    const first = await titles("sort=date_desc");
    expect(first.titles).toEqual(expected("newest").slice(0, SEARCH_PAGE_SIZE));
    expect(first.titles[0]).toBe(`Item 50 ${word}`);
    const second = await titles(`sort=date_desc&cursor=${first.next}`);
    expect(second.titles).toEqual(expected("newest").slice(SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE));
  });

  it("lists oldest first in exact date order", async () => {
    const first = await titles("sort=date_asc");
    expect(first.titles).toEqual(expected("oldest").slice(0, SEARCH_PAGE_SIZE));
    expect(first.titles[0]).toBe(`Item 40 ${word}`);
  });

  it("keeps the order within one content type", async () => {
    const first = await titles("sort=date_desc&contentType=discussion");
    expect(first.titles).toEqual(expected("newest", "discussion").slice(0, SEARCH_PAGE_SIZE));
  });
});
