import type { CreatedThreadReply, CreateThreadInput } from "../../../shared/forum";
import { renderMarkdown } from "../../lib/markdown";
import type { TestApp } from "../../test/test-app";
import type { Member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { refreshCategoryCounts, refreshThreadStats } from "./forum-counts.repo";
import { POST_INTERVAL_SECONDS } from "./forum-limits";
import { threadExcerpt } from "./forum-view";
import { hotScore } from "./hot-score";
import { insertReply } from "./replies.repo";
import { insertThread } from "./threads.repo";

/**
 * What the forum's API tests share besides the members of test/test-members.ts: categories
 * made for each test (no demo seed needed), and rows written straight to the database where a
 * test needs many of them.
 */

export async function addCategory(
  t: TestApp,
  options: { pointsReward?: number; position?: number; name?: string } = {},
): Promise<number> {
  const suffix = unique();
  const row = await t.database.db
    .insertInto("forumCategories")
    .values({
      slug: `test-${suffix}`,
      name: options.name ?? `Category ${suffix}`,
      description: "Made by a test",
      color: "#22aa88",
      icon: "MessageSquare",
      pointsReward: options.pointsReward ?? 15,
      position: options.position ?? 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves the clock past the pause between two posts of one member. */
export function waitForNextPost(t: TestApp): void {
  t.clock.advance((POST_INTERVAL_SECONDS + 1) * 1000);
}

export function threadInput(
  categoryId: number,
  overrides: Partial<CreateThreadInput> = {},
): CreateThreadInput {
  const suffix = unique();
  return {
    title: `A discussion ${suffix}`,
    content: `The opening post of discussion ${suffix}, long enough to pass.`,
    categoryId,
    tags: [],
    ...overrides,
  };
}

/** Starts a discussion through the API (after the posting pause); fails the test on non-201. */
export async function startThread(
  t: TestApp,
  author: Member,
  categoryId: number,
  overrides: Partial<CreateThreadInput> = {},
): Promise<CreatedThreadReply> {
  waitForNextPost(t);
  const response = await author.browser.post(
    "/api/forum/threads",
    threadInput(categoryId, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`start thread: ${response.body}`);
  return response.json<CreatedThreadReply>();
}

/** A discussion written straight to the database at the clock's time, counted like a real one. */
export async function insertThreadRow(
  t: TestApp,
  input: {
    categoryId: number;
    authorId: number | null;
    title?: string;
    content?: string;
    tags?: string[];
  },
): Promise<number> {
  const now = t.clock.now();
  const content = input.content ?? `Body of a stored discussion ${unique()}`;
  return t.database.db.transaction().execute(async (trx) => {
    const id = await insertThread(trx, {
      categoryId: input.categoryId,
      authorId: input.authorId,
      title: input.title ?? `Stored discussion ${unique()}`,
      content,
      contentHtml: renderMarkdown(content),
      excerpt: threadExcerpt(content),
      tags: input.tags ?? [],
      hotScore: hotScore({ upvotes: 0, downvotes: 0, replyCount: 0 }, now),
      createdAt: now.toISOString(),
    });
    await refreshThreadStats(trx, id);
    await refreshCategoryCounts(trx, input.categoryId);
    return id;
  });
}

/** Replies written straight to the database at the clock's time, counted like real ones. */
export async function insertReplyRows(
  t: TestApp,
  threadId: number,
  authorId: number,
  count: number,
): Promise<number[]> {
  const now = t.clock.now().toISOString();
  return t.database.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const content = `Stored reply ${index} ${unique()}`;
      ids.push(
        await insertReply(trx, {
          threadId,
          authorId,
          content,
          contentHtml: renderMarkdown(content),
          quote: null,
          createdAt: now,
        }),
      );
    }
    const thread = await trx
      .selectFrom("forumThreads")
      .select("categoryId")
      .where("id", "=", threadId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("forumThreads")
      .set({ lastActivityAt: now })
      .where("id", "=", threadId)
      .execute();
    await refreshThreadStats(trx, threadId);
    await refreshCategoryCounts(trx, thread.categoryId);
    return ids;
  });
}

/** Votes from `voters` (1 or -1 each), then the discussion's statistics recomputed. */
export async function voteOnThread(
  t: TestApp,
  threadId: number,
  voterIds: readonly number[],
  value: 1 | -1 = 1,
): Promise<void> {
  if (voterIds.length === 0) return;
  await t.database.db
    .insertInto("forumThreadVotes")
    .values(
      voterIds.map((userId) => ({
        threadId,
        userId,
        value,
        createdAt: t.clock.now().toISOString(),
      })),
    )
    .execute();
  await refreshThreadStats(t.database.db, threadId);
}
