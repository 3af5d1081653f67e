import { beforeAll, describe, expect, it } from "vitest";
import type { FeedbackListReply } from "../../../shared/feedback";
import type { ThreadListReply } from "../../../shared/forum";
import type { SearchReply } from "../../../shared/search";
import { testAppForFile } from "../../test/test-fixtures";
import { insertFeedbackRow } from "../feedback/feedback-test-helpers";
import { addCategory, insertThreadRow } from "../forum/forum-test-helpers";
import { rareWord } from "./search-test-helpers";

/**
 * Search text is plain words, all required, on both engines: `OR` is a word like any other and
 * a leading `-` excludes nothing (PostgreSQL's websearch syntax would read both as operators).
 */

const t = testAppForFile({ seed: false });
let first: string;
let second: string;
let feedbackIds: number[];
let threadIds: number[];

beforeAll(async () => {
  first = rareWord();
  second = rareWord();
  feedbackIds = [
    await insertFeedbackRow(t, { authorId: null, title: `Feedback about ${first}` }),
    await insertFeedbackRow(t, { authorId: null, title: `Feedback about ${second}` }),
  ];
  const categoryId = await addCategory(t);
  threadIds = [
    await insertThreadRow(t, { categoryId, authorId: null, title: `Talk about ${first}` }),
    await insertThreadRow(t, { categoryId, authorId: null, title: `Talk about ${second}` }),
  ];
});

async function feedbackFound(text: string): Promise<number[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/community-feedback?search=${encodeURIComponent(text)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FeedbackListReply>().items.map((item) => item.id);
}

async function threadsFound(text: string): Promise<number[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/forum/threads?q=${encodeURIComponent(text)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadListReply>().threads.map((thread) => thread.id);
}

async function siteFound(text: string): Promise<string[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/search?q=${encodeURIComponent(text)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchReply>().results.map((result) => result.title);
}

describe("feedback search", () => {
  it("finds nothing for a word nothing holds, even after a minus", async () => {
    expect(await feedbackFound("zzqqxx")).toEqual([]);
    expect(await feedbackFound("-zzqqxx")).toEqual([]);
    expect(await feedbackFound(`-${first}`)).toEqual([feedbackIds[0]]);
  });

  it("reads OR as a word: both words are needed", async () => {
    expect(await feedbackFound(first)).toEqual([feedbackIds[0]]);
    expect(await feedbackFound(`${first} OR ${second}`)).toEqual([]);
  });
});

describe("forum search", () => {
  it("finds nothing after a minus, and needs both words around OR", async () => {
    expect(await threadsFound("-zzqqxx")).toEqual([]);
    expect(await threadsFound(`-${second}`)).toEqual([threadIds[1]]);
    expect(await threadsFound(`${first} OR ${second}`)).toEqual([]);
  });
});

describe("site search", () => {
  it("finds nothing after a minus, and needs both words around OR", async () => {
    expect(await siteFound("-zzqqxx")).toEqual([]);
    expect((await siteFound(`-${first}`)).sort()).toEqual(
      [`Feedback about ${first}`, `Talk about ${first}`].sort(),
    );
    expect(await siteFound(`${first} OR ${second}`)).toEqual([]);
  });
});
