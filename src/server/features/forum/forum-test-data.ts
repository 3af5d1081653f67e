import type { AppContext } from "../../app-context";
import { renderMarkdown } from "../../lib/markdown";
import { ESTABLISHED_POSTS } from "../content-flags";
import { withAwards } from "../gamification";
import { awardReplyPosted, awardThreadStarted } from "./forum-awards";
import { refreshCategoryCounts, refreshThreadStats } from "./forum-counts.repo";
import { threadExcerpt } from "./forum-view";
import { hotScore } from "./hot-score";

/**
 * Test factories: forum rows written straight to the database (no posting limits, no
 * request), counted as the real actions count them and, when asked, earning what the real
 * actions earn, so deletes can be checked against the ledger.
 */
type DataContext = Pick<AppContext, "db" | "engine" | "now">;

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid}-${sequence}-${Math.floor(Math.random() * 1e6)}`;
};

export async function createTestCategory(
  context: DataContext,
  overrides: { name?: string; pointsReward?: number } = {},
): Promise<number> {
  const suffix = next();
  const row = await context.db
    .insertInto("forumCategories")
    .values({
      slug: `test-category-${suffix}`,
      name: overrides.name ?? `Test category ${suffix}`,
      description: "A category made by a test",
      color: "#3366ff",
      icon: "MessageSquare",
      pointsReward: overrides.pointsReward ?? 10,
      createdAt: context.now().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface TestThreadInput {
  authorId: number | null;
  categoryId: number;
  title?: string;
  content?: string;
  tags?: string[];
  /** Credit the category's points reward to the author, as starting it for real does. */
  award?: boolean;
}

export async function insertTestThread(
  context: DataContext,
  input: TestThreadInput,
): Promise<number> {
  const now = context.now();
  const content = input.content ?? `The opening post of test discussion ${next()}.`;
  const tags = input.tags ?? [];
  const insert = async (db: DataContext["db"]) => {
    const row = await db
      .insertInto("forumThreads")
      .values({
        categoryId: input.categoryId,
        authorId: input.authorId,
        title: input.title ?? `Test discussion ${next()}`,
        content,
        contentHtml: renderMarkdown(content),
        excerpt: threadExcerpt(content),
        tags: JSON.stringify(tags),
        hotScore: hotScore({ upvotes: 0, downvotes: 0, replyCount: 0 }, now),
        lastActivityAt: now.toISOString(),
        createdAt: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const keys = [...new Set(tags.map((tag) => tag.toLowerCase()))];
    if (keys.length > 0) {
      await db
        .insertInto("forumThreadTags")
        .values(keys.map((tagKey) => ({ threadId: row.id, tagKey })))
        .execute();
    }
    await refreshThreadStats(db, row.id);
    await refreshCategoryCounts(db, input.categoryId);
    return row.id;
  };
  const authorId = input.authorId;
  if (!input.award || authorId === null) return insert(context.db);
  const category = await context.db
    .selectFrom("forumCategories")
    .select("pointsReward")
    .where("id", "=", input.categoryId)
    .executeTakeFirstOrThrow();
  const outcome = await withAwards(context, authorId, async (scope) => {
    const id = await insert(scope.trx);
    await awardThreadStarted(scope, id, category.pointsReward);
    return id;
  });
  return outcome.result;
}

export interface TestReplyInput {
  threadId: number;
  authorId: number | null;
  content?: string;
  /** Credit the reply award to the author, as posting it for real does. */
  award?: boolean;
}

export async function insertTestReply(
  context: DataContext,
  input: TestReplyInput,
): Promise<number> {
  const now = context.now().toISOString();
  const content = input.content ?? `A test reply ${next()}`;
  const insert = async (db: DataContext["db"]) => {
    const row = await db
      .insertInto("forumReplies")
      .values({
        threadId: input.threadId,
        authorId: input.authorId,
        content,
        contentHtml: renderMarkdown(content),
        createdAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("forumThreads")
      .set({ lastActivityAt: now })
      .where("id", "=", input.threadId)
      .execute();
    await refreshThreadStats(db, input.threadId);
    const thread = await db
      .selectFrom("forumThreads")
      .select("categoryId")
      .where("id", "=", input.threadId)
      .executeTakeFirstOrThrow();
    await refreshCategoryCounts(db, thread.categoryId);
    return row.id;
  };
  const authorId = input.authorId;
  if (!input.award || authorId === null) return insert(context.db);
  const outcome = await withAwards(context, authorId, async (scope) => {
    const id = await insert(scope.trx);
    await awardReplyPosted(scope, id);
    return id;
  });
  return outcome.result;
}

/** Gives a member the admin role (the session reads the role on every request). */
export async function makeAdmin(context: DataContext, userId: number): Promise<void> {
  await context.db.updateTable("users").set({ isAdmin: true }).where("id", "=", userId).execute();
}

/**
 * Makes a member established in the eyes of the report weighting (flag-weight.ts): the account
 * a month old and a few accepted discussions, so each of their reports counts in full.
 */
export async function makeEstablished(context: DataContext, userId: number): Promise<void> {
  const monthAgo = new Date(context.now().getTime() - 30 * 24 * 60 * 60 * 1000);
  await context.db
    .updateTable("users")
    .set({ createdAt: monthAgo.toISOString() })
    .where("id", "=", userId)
    .execute();
  const categoryId = await createTestCategory(context);
  for (let index = 0; index < ESTABLISHED_POSTS; index += 1) {
    await insertTestThread(context, { authorId: userId, categoryId });
  }
}
