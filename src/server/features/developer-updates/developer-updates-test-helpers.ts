import {
  type CreateDeveloperUpdateInput,
  createDeveloperUpdateSchema,
  type DeveloperUpdatesReply,
} from "../../../shared/developer-updates";
import type { TestApp } from "../../test/test-app";
import { insertDeveloperUpdate } from "./developer-updates.repo";
import { newUpdateValues, slugBaseOf } from "./developer-updates-view";

/**
 * What the developer updates' tests share: updates written straight to the database at a
 * chosen time (through the same row builder as the API and the seed), and unique words so
 * tests on one database never see each other's data.
 */
let sequence = 0;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A made-up word of letters only (full-text search splits on digits and punctuation). */
export function uniqueWord(prefix = "zq"): string {
  sequence += 1;
  let n = sequence * 7919 + Math.floor(Math.random() * 1e6) + process.pid;
  let word = "";
  while (n > 0) {
    word += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return `${prefix}${word}`;
}

export function updateInput(
  overrides: Partial<CreateDeveloperUpdateInput> = {},
): CreateDeveloperUpdateInput {
  const word = uniqueWord("upd");
  return {
    title: `Developer update ${word}`,
    content: `This is the body of developer update ${word}, long enough to pass the minimum length.`,
    updateType: "announcement",
    tags: [],
    ...overrides,
  };
}

/** An update written straight to the database, published at `publishedAt`. */
export async function insertUpdate(
  t: TestApp,
  overrides: Partial<CreateDeveloperUpdateInput> = {},
  publishedAt: Date = t.clock.now(),
): Promise<{ id: number; slug: string }> {
  const input = createDeveloperUpdateSchema.parse(updateInput(overrides));
  return insertDeveloperUpdate(
    t.database.db,
    slugBaseOf(input.title),
    newUpdateValues(input, { id: null, name: "Test Team", avatar: "/favicon.svg" }, publishedAt),
  );
}

export async function listUpdates(t: TestApp, query = ""): Promise<DeveloperUpdatesReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/developer-updates?${query}` });
  if (response.statusCode !== 200) {
    throw new Error(`list ${query}: ${response.statusCode} ${response.body}`);
  }
  return response.json<DeveloperUpdatesReply>();
}

/** Every page of a list, following nextCursor. */
export async function listAllPages(
  t: TestApp,
  query = "",
): Promise<{ pages: DeveloperUpdatesReply[]; all: DeveloperUpdatesReply["updates"] }> {
  const pages: DeveloperUpdatesReply[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const page = await listUpdates(t, `${query}${suffix}`);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return { pages, all: pages.flatMap((page) => page.updates) };
}
