import { beforeAll, describe, expect, it } from "vitest";
import type { VoteReply } from "../../../shared/forum";
import { MINUTE_MS } from "../../../shared/time-units";
import { recordAttempt } from "../../lib/attempt-limiter";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { AWARD_RULES } from "../gamification/award-rules";
import { expectLedgerMatchesTotals } from "../gamification/ledger-check";
import { createTestCategory, insertTestReply, insertTestThread } from "./forum-test-data";
import {
  VOTE_DAILY_LIMIT_MESSAGE,
  VOTES_DAILY,
  VOTES_PER_DAY,
  VOTES_PER_MINUTE,
} from "./votes.service";

const t = testAppForFile({ seed: false });
let categoryId: number;

const data = () => ({ db: t.database.db, engine: t.database.engine, now: t.clock.now });

beforeAll(async () => {
  categoryId = await createTestCategory(data());
});

async function member(prefix = "voter") {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity(prefix));
  // Remembered, so moving the clock by days keeps the session.
  await browser.login(user.username, user.password, true);
  return { browser, user };
}

async function threadBy(authorId: number) {
  return insertTestThread(data(), { authorId, categoryId });
}

async function vote(browser: AccountClient, path: string, value: number) {
  const response = await browser.post(`/api/forum/${path}/vote`, { value });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VoteReply>();
}

async function threadRow(id: number) {
  return t.database.db
    .selectFrom("forumThreads")
    .select(["upvotes", "downvotes", "score", "hotScore"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function points(userId: number) {
  const row = await t.database.db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.points;
}

describe("who may vote", () => {
  it("refuses anonymous votes with 401 on discussions and replies", async () => {
    const { user } = await member("author");
    const threadId = await threadBy(user.id);
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id });
    for (const path of [`threads/${threadId}`, `replies/${replyId}`]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/forum/${path}/vote`,
        payload: { value: 1 },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("refuses a vote on one's own discussion or reply with 403", async () => {
    const { browser, user } = await member("author");
    const threadId = await threadBy(user.id);
    const replyId = await insertTestReply(data(), { threadId, authorId: user.id });
    for (const path of [`threads/${threadId}`, `replies/${replyId}`]) {
      const response = await browser.post(`/api/forum/${path}/vote`, { value: 1 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: "You cannot vote on your own post" });
    }
  });

  it("answers 404 for an unknown or hidden post", async () => {
    const { user } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(user.id);
    await t.database.db
      .updateTable("forumThreads")
      .set({ isHidden: true })
      .where("id", "=", threadId)
      .execute();
    expect(
      (await browser.post(`/api/forum/threads/${threadId}/vote`, { value: 1 })).statusCode,
    ).toBe(404);
    expect((await browser.post("/api/forum/threads/999999/vote", { value: 1 })).statusCode).toBe(
      404,
    );
    expect((await browser.post("/api/forum/replies/999999/vote", { value: 1 })).statusCode).toBe(
      404,
    );
    expect((await browser.post("/api/forum/threads/abc/vote", { value: 1 })).statusCode).toBe(404);
  });

  it("refuses a value other than 1, -1 or 0 with 400", async () => {
    const { user } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(user.id);
    const response = await browser.post(`/api/forum/threads/${threadId}/vote`, { value: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Vote must be 1, -1 or 0");
  });
});

describe("voting on a discussion", () => {
  it("counts one vote per member, changeable and removable, and answers myVote", async () => {
    const { user } = await member("author");
    const { browser: first } = await member();
    const { browser: second } = await member();
    const threadId = await threadBy(user.id);
    const path = `threads/${threadId}`;
    expect(await vote(first, path, 1)).toEqual({ upvotes: 1, downvotes: 0, myVote: 1 });
    expect(await vote(first, path, 1)).toEqual({ upvotes: 1, downvotes: 0, myVote: 1 });
    expect(await vote(second, path, 1)).toEqual({ upvotes: 2, downvotes: 0, myVote: 1 });
    expect(await vote(first, path, -1)).toEqual({ upvotes: 1, downvotes: 1, myVote: -1 });
    expect(await threadRow(threadId)).toMatchObject({ upvotes: 1, downvotes: 1, score: 0 });
    expect(await vote(first, path, 0)).toEqual({ upvotes: 1, downvotes: 0, myVote: 0 });
    expect(await threadRow(threadId)).toMatchObject({ upvotes: 1, downvotes: 0, score: 1 });
    const rows = await t.database.db
      .selectFrom("forumThreadVotes")
      .select("value")
      .where("threadId", "=", threadId)
      .execute();
    expect(rows).toEqual([{ value: 1 }]);
  });

  it("raises the hot score with upvotes", async () => {
    const { user } = await member("author");
    const threadId = await threadBy(user.id);
    const before = Number((await threadRow(threadId)).hotScore);
    for (let index = 0; index < 3; index += 1) {
      const { browser } = await member();
      await vote(browser, `threads/${threadId}`, 1);
    }
    expect(Number((await threadRow(threadId)).hotScore)).toBeGreaterThan(before);
  });

  it("keeps exactly one row after 50 concurrent identical votes by one member", async () => {
    const { user } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(user.id);
    const before = await points(user.id);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        browser.post(`/api/forum/threads/${threadId}/vote`, { value: 1 }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(50).fill(200));
    const rows = await t.database.db
      .selectFrom("forumThreadVotes")
      .selectAll()
      .where("threadId", "=", threadId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await threadRow(threadId)).toMatchObject({ upvotes: 1, downvotes: 0, score: 1 });
    expect(await points(user.id)).toBe(before + AWARD_RULES.forumUpvoteReceived.points);
    await expectLedgerMatchesTotals(t.database.db, user.id);
  });

  it("counts concurrent votes of different members exactly", async () => {
    const { user } = await member("author");
    const threadId = await threadBy(user.id);
    const voters = await Promise.all(Array.from({ length: 8 }, () => member()));
    await Promise.all(
      voters.map(({ browser }, index) =>
        browser.post(`/api/forum/threads/${threadId}/vote`, { value: index % 4 === 0 ? -1 : 1 }),
      ),
    );
    expect(await threadRow(threadId)).toMatchObject({ upvotes: 6, downvotes: 2, score: 4 });
  });

  it("lets two members vote on each other's posts at the same time", async () => {
    const { browser: first, user: firstUser } = await member("author");
    const { browser: second, user: secondUser } = await member("author");
    const firstThreads = [await threadBy(firstUser.id), await threadBy(firstUser.id)];
    const secondThreads = [await threadBy(secondUser.id), await threadBy(secondUser.id)];
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? first.post(`/api/forum/threads/${secondThreads[index % 4 === 0 ? 0 : 1]}/vote`, {
              value: index % 3 === 0 ? 1 : -1,
            })
          : second.post(`/api/forum/threads/${firstThreads[index % 4 === 1 ? 0 : 1]}/vote`, {
              value: index % 3 === 0 ? -1 : 1,
            }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    for (const threadId of [...firstThreads, ...secondThreads]) {
      const row = await threadRow(threadId);
      expect(Number(row.upvotes) + Number(row.downvotes)).toBe(1);
    }
    await expectLedgerMatchesTotals(t.database.db, firstUser.id);
    await expectLedgerMatchesTotals(t.database.db, secondUser.id);
  });
});

describe("voting on a reply", () => {
  it("counts the reply's votes and answers myVote", async () => {
    const { user: author } = await member("author");
    const { user: replier } = await member("replier");
    const { browser } = await member();
    const threadId = await threadBy(author.id);
    const replyId = await insertTestReply(data(), { threadId, authorId: replier.id });
    const path = `replies/${replyId}`;
    expect(await vote(browser, path, -1)).toEqual({ upvotes: 0, downvotes: 1, myVote: -1 });
    expect(await vote(browser, path, 1)).toEqual({ upvotes: 1, downvotes: 0, myVote: 1 });
    expect(await vote(browser, path, 0)).toEqual({ upvotes: 0, downvotes: 0, myVote: 0 });
    // The discussion's own votes are not the reply's.
    expect(await threadRow(threadId)).toMatchObject({ upvotes: 0, downvotes: 0 });
  });

  it("keeps exactly one row after 50 concurrent identical votes by one member", async () => {
    const { user: author } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(author.id);
    const { user: replier } = await member("replier");
    const replyId = await insertTestReply(data(), { threadId, authorId: replier.id });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        browser.post(`/api/forum/replies/${replyId}/vote`, { value: -1 }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(50).fill(200));
    const rows = await t.database.db
      .selectFrom("forumReplyVotes")
      .selectAll()
      .where("replyId", "=", replyId)
      .execute();
    expect(rows).toHaveLength(1);
    const reply = await t.database.db
      .selectFrom("forumReplies")
      .select(["upvotes", "downvotes"])
      .where("id", "=", replyId)
      .executeTakeFirstOrThrow();
    expect(reply).toEqual({ upvotes: 0, downvotes: 1 });
  });
});

describe("the upvote award", () => {
  it("credits the author once per voter, takes it back when withdrawn, and pays no more on a new upvote", async () => {
    const { user: author } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(author.id);
    const replyId = await insertTestReply(data(), { threadId, authorId: author.id });
    const before = await points(author.id);
    const earned = AWARD_RULES.forumUpvoteReceived.points;
    await vote(browser, `threads/${threadId}`, 1);
    await vote(browser, `replies/${replyId}`, 1);
    expect(await points(author.id)).toBe(before + 2 * earned);
    await vote(browser, `threads/${threadId}`, -1);
    expect(await points(author.id)).toBe(before + earned);
    await vote(browser, `replies/${replyId}`, 0);
    expect(await points(author.id)).toBe(before);
    await vote(browser, `threads/${threadId}`, 1);
    expect(await points(author.id)).toBe(before);
    await expectLedgerMatchesTotals(t.database.db, author.id);
  });

  it("earns nothing for a downvote", async () => {
    const { user: author } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(author.id);
    const before = await points(author.id);
    await vote(browser, `threads/${threadId}`, -1);
    expect(await points(author.id)).toBe(before);
  });

  it("pays the author at most the daily cap of upvotes; the rest earn 0", async () => {
    const { user: author } = await member("author");
    const { browser } = await member();
    const rule = AWARD_RULES.forumUpvoteReceived;
    // The start of a UTC day, so the whole run stays inside one.
    const now = t.clock.now();
    const nextMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    t.clock.advance(nextMidnight - now.getTime() + 1000);
    const threads: number[] = [];
    for (let index = 0; index <= rule.dailyCap; index += 1) threads.push(await threadBy(author.id));
    const before = await points(author.id);
    for (const threadId of threads) await vote(browser, `threads/${threadId}`, 1);
    expect(await points(author.id)).toBe(before + rule.dailyCap * rule.points);
    const rows = await t.database.db
      .selectFrom("pointLedger")
      .select("points")
      .where("userId", "=", author.id)
      .where("reason", "=", rule.reason)
      .execute();
    expect(rows).toHaveLength(rule.dailyCap + 1);
    expect(rows.filter((row) => row.points === 0)).toHaveLength(1);
    await expectLedgerMatchesTotals(t.database.db, author.id);
  });
});

describe("vote limits", () => {
  it("refuses more votes a minute than allowed with 429 and Retry-After, and allows them a minute later", async () => {
    const { user: author } = await member("author");
    const { browser } = await member();
    const threadId = await threadBy(author.id);
    const path = `/api/forum/threads/${threadId}/vote`;
    for (let index = 0; index < VOTES_PER_MINUTE; index += 1) {
      const response = await browser.post(path, { value: index % 2 === 0 ? 1 : -1 });
      expect(response.statusCode, response.body).toBe(200);
    }
    const fast = await browser.post(path, { value: 1 });
    expect(fast.statusCode).toBe(429);
    expect(Number(fast.headers["retry-after"])).toBeGreaterThan(0);
    expect(fast.json().error).toMatch(/voting too quickly/);
    t.clock.advance(MINUTE_MS + 1000);
    expect((await browser.post(path, { value: 1 })).statusCode).toBe(200);
  }, 60_000);

  it("refuses votes beyond the daily limit with 429, Retry-After and the limit's message", async () => {
    const { user: author } = await member("author");
    const { browser, user } = await member();
    const threadId = await threadBy(author.id);
    // The day's earlier votes, recorded as the limiter records them.
    const earlier = new Date(t.clock.now().getTime() - 2 * 60 * 60 * 1000);
    await recordAttempt(
      { db: t.database.db },
      VOTES_DAILY.kind,
      Array(VOTES_PER_DAY - 1).fill(`user:${user.id}`),
      earlier,
    );
    const path = `/api/forum/threads/${threadId}/vote`;
    expect((await browser.post(path, { value: 1 })).statusCode).toBe(200);
    const refused = await browser.post(path, { value: -1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: VOTE_DAILY_LIMIT_MESSAGE });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60 * 60);
    expect(await threadRow(threadId)).toMatchObject({ upvotes: 1, downvotes: 0 });
  });
});
