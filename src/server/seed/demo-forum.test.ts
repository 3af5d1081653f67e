import { describe, expect, it } from "vitest";
import { toIsoString } from "../lib/iso-date";
import { testAppForFile } from "../test/test-fixtures";
import { DEMO_FORUM_CATEGORIES, seedDemoForum } from "./demo-forum";
import { DEMO_DISCUSSIONS } from "./demo-forum-discussions";
import { DEMO_SOCIAL_POSTS } from "./demo-social-posts";

const t = testAppForFile();

const count = (row: { count: number | string | bigint } | undefined) => Number(row?.count ?? -1);

describe("demo forum seed", () => {
  it("adds at least six categories whose thread and post counts match the rows", async () => {
    const db = t.database.db;
    const categories = await db.selectFrom("forumCategories").selectAll().execute();
    expect(categories.length).toBe(DEMO_FORUM_CATEGORIES.length);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const category of categories) {
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(category.icon).not.toBe("");
      expect(category.pointsReward).toBeGreaterThan(0);
      const threads = count(
        await db
          .selectFrom("forumThreads")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("categoryId", "=", category.id)
          .where("isHidden", "=", false)
          .executeTakeFirst(),
      );
      const replies = count(
        await db
          .selectFrom("forumReplies")
          .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("forumThreads.categoryId", "=", category.id)
          .where("forumThreads.isHidden", "=", false)
          .where("forumReplies.isHidden", "=", false)
          .executeTakeFirst(),
      );
      expect(threads).toBeGreaterThan(0);
      expect(category.threadCount).toBe(threads);
      expect(category.postCount).toBe(threads + replies);
    }
  });

  it("shows a new visitor a long discussion of fifty replies", async () => {
    const longest = await t.database.db
      .selectFrom("forumThreads")
      .select(["title", "replyCount"])
      .orderBy("replyCount", "desc")
      .executeTakeFirstOrThrow();
    expect(longest).toEqual({ title: "What are you playing this weekend?", replyCount: 50 });
  });

  it("writes every discussion by a demo member with exact reply and vote counts", async () => {
    const db = t.database.db;
    const threads = await db.selectFrom("forumThreads").selectAll().execute();
    expect(threads.length).toBe(DEMO_DISCUSSIONS.length);
    for (const thread of threads) {
      expect(thread.authorId).not.toBeNull();
      const replies = count(
        await db
          .selectFrom("forumReplies")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("threadId", "=", thread.id)
          .executeTakeFirst(),
      );
      const up = count(
        await db
          .selectFrom("forumThreadVotes")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("threadId", "=", thread.id)
          .where("value", "=", 1)
          .executeTakeFirst(),
      );
      expect(thread.replyCount).toBe(replies);
      expect(thread.upvotes).toBe(up);
      expect(thread.score).toBe(thread.upvotes - thread.downvotes);
      expect(thread.hotScore).not.toBe(0);
      expect(thread.contentHtml).toContain("<p>");
      const tags = JSON.parse(thread.tags) as string[];
      const keys = await db
        .selectFrom("forumThreadTags")
        .select("tagKey")
        .where("threadId", "=", thread.id)
        .execute();
      expect(keys.map((key) => key.tagKey).sort()).toEqual(
        tags.map((tag) => tag.toLowerCase()).sort(),
      );
    }
    expect(threads.some((thread) => Boolean(thread.isSticky))).toBe(true);
    expect(threads.some((thread) => Boolean(thread.isLocked))).toBe(true);
    expect(threads.some((thread) => Boolean(thread.isFeatured))).toBe(true);
    expect(threads.some((thread) => Boolean(thread.isHotTopic))).toBe(true);
  });

  it("never dates a post before its author joined or a reply before its discussion", async () => {
    const rows = await t.database.db
      .selectFrom("forumReplies")
      .innerJoin("forumThreads", "forumThreads.id", "forumReplies.threadId")
      .innerJoin("users", "users.id", "forumReplies.authorId")
      .select([
        "forumReplies.createdAt as replyAt",
        "forumThreads.createdAt as threadAt",
        "forumThreads.lastActivityAt as lastActivityAt",
        "users.createdAt as joinedAt",
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(50);
    const time = (value: Date | string) => new Date(toIsoString(value)).getTime();
    for (const row of rows) {
      expect(time(row.replyAt)).toBeGreaterThan(time(row.threadAt));
      expect(time(row.replyAt)).toBeGreaterThan(time(row.joinedAt));
      expect(time(row.replyAt)).toBeLessThanOrEqual(time(row.lastActivityAt));
    }
  });

  it("links quotes to the quoted reply and mentions to the member's page", async () => {
    const db = t.database.db;
    const quoting = await db
      .selectFrom("forumReplies")
      .select(["quoteReplyId", "quoteAuthor", "quoteExcerpt"])
      .where("quoteReplyId", "is not", null)
      .execute();
    expect(quoting.length).toBeGreaterThan(10);
    for (const reply of quoting) {
      expect(reply.quoteAuthor).toBeTruthy();
      expect(reply.quoteExcerpt).toBeTruthy();
    }
    const mention = await db
      .selectFrom("forumReplies")
      .select("contentHtml")
      .where("content", "like", "%@ByteBard%")
      .executeTakeFirstOrThrow();
    expect(mention.contentHtml).toMatch(/<a href="\/user\/\d+" class="mention">@ByteBard<\/a>/);
  });

  it("adds the social hub's demo posts once, and nothing again on a later start", async () => {
    const db = t.database.db;
    const before = await db.selectFrom("socialPosts").select("id").execute();
    expect(before.length).toBe(DEMO_SOCIAL_POSTS.length);
    await seedDemoForum(db);
    expect((await db.selectFrom("socialPosts").select("id").execute()).length).toBe(before.length);
    expect((await db.selectFrom("forumThreads").select("id").execute()).length).toBe(
      DEMO_DISCUSSIONS.length,
    );
  });
});
