import { beforeAll, describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { DAILY_POSTS, DUPLICATE_POST_MESSAGE, POST_INTERVAL_SECONDS } from "./forum-limits";
import { addCategory, insertThreadRow, threadInput, waitForNextPost } from "./forum-test-helpers";

const t = testAppForFile({ seed: false });
let categoryId: number;
beforeAll(async () => {
  categoryId = await addCategory(t);
});

const postThread = (author: Member, overrides: Parameters<typeof threadInput>[1] = {}) =>
  author.browser.post("/api/forum/threads", threadInput(categoryId, overrides));

const postReply = (author: Member, threadId: number, content: string) =>
  author.browser.post(`/api/forum/threads/${threadId}/replies`, { content });

async function countThreads(authorId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("forumThreads")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("authorId", "=", authorId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("posting pace", () => {
  it(`refuses a second post within ${POST_INTERVAL_SECONDS} s with 429, Retry-After and a readable message`, async () => {
    const author = await member(t);
    waitForNextPost(t);
    const first = await postThread(author);
    expect(first.statusCode).toBe(201);
    t.clock.advance(5_000);
    // A reply counts as a post too.
    const refused = await postReply(author, first.json().id, "Quick follow-up");
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBe(POST_INTERVAL_SECONDS - 5);
    expect(refused.json()).toEqual({
      error: `You're posting too quickly. Please wait ${retryAfter} seconds before posting again.`,
    });
    expect((await postThread(author)).statusCode).toBe(429);
    t.clock.advance(retryAfter * 1000);
    expect((await postReply(author, first.json().id, "Quick follow-up")).statusCode).toBe(201);
  });

  it("uses up nothing when the post fails after its allowance was checked", async () => {
    const author = await member(t);
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    const otherThread = await insertThreadRow(t, { categoryId, authorId: null });
    waitForNextPost(t);
    const elsewhere = await postReply(author, otherThread, "A reply in another discussion");
    expect(elsewhere.statusCode).toBe(201);
    waitForNextPost(t);
    // The quote check comes after the allowance, inside the same transaction.
    const refused = await author.browser.post(`/api/forum/threads/${threadId}/replies`, {
      content: "Quoting the wrong discussion",
      quoteReplyId: elsewhere.json().id,
    });
    expect(refused.statusCode).toBe(400);
    expect((await postReply(author, threadId, "Trying again at once")).statusCode).toBe(201);
  });

  it("lets only one of 10 simultaneous posts of one member through", async () => {
    const author = await member(t);
    waitForNextPost(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => postThread(author)));
    expect(replies.map((response) => response.statusCode).sort()).toEqual([
      201,
      ...Array(9).fill(429),
    ]);
    expect(await countThreads(author.user.id)).toBe(1);
  });
});

describe("repeated text", () => {
  it(`refuses the same body twice in a row with 409 '${DUPLICATE_POST_MESSAGE}'`, async () => {
    const author = await member(t);
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    waitForNextPost(t);
    expect((await postReply(author, threadId, "Count me in!")).statusCode).toBe(201);
    waitForNextPost(t);
    const repeated = await postReply(author, threadId, "  Count me in!  ");
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({ error: DUPLICATE_POST_MESSAGE });
    // The refusal used up no pause: another text goes through at once.
    expect((await postReply(author, threadId, "Count me in, twice.")).statusCode).toBe(201);
    const body = "The same opening post, word for word, twice.";
    waitForNextPost(t);
    expect((await postThread(author, { content: body })).statusCode).toBe(201);
    waitForNextPost(t);
    expect((await postThread(author, { content: body })).statusCode).toBe(409);
  });
});

describe("daily numbers", () => {
  it(`lets an account younger than a day start ${DAILY_POSTS.thread.newAccount} discussions a day`, async () => {
    const author = await member(t, { newAccount: true });
    for (let index = 0; index < DAILY_POSTS.thread.newAccount; index += 1) {
      waitForNextPost(t);
      expect((await postThread(author)).statusCode).toBe(201);
    }
    waitForNextPost(t);
    const refused = await postThread(author);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: `New accounts can post ${DAILY_POSTS.thread.newAccount} discussions a day. Please try again later.`,
    });
    expect(await countThreads(author.user.id)).toBe(DAILY_POSTS.thread.newAccount);
  });

  it(`lets an account younger than a day post ${DAILY_POSTS.reply.newAccount} replies a day`, async () => {
    const author = await member(t, { newAccount: true });
    const threadId = await insertThreadRow(t, { categoryId, authorId: null });
    for (let index = 0; index < DAILY_POSTS.reply.newAccount; index += 1) {
      waitForNextPost(t);
      expect((await postReply(author, threadId, `Reply number ${index}`)).statusCode).toBe(201);
    }
    waitForNextPost(t);
    const refused = await postReply(author, threadId, "One reply too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      `New accounts can post ${DAILY_POSTS.reply.newAccount} replies a day. Please try again later.`,
    );
  }, 60_000);

  it(`caps every account at ${DAILY_POSTS.thread.any} discussions a day`, async () => {
    const author = await member(t);
    for (let index = 0; index < DAILY_POSTS.thread.any; index += 1) {
      waitForNextPost(t);
      expect((await postThread(author)).statusCode).toBe(201);
    }
    waitForNextPost(t);
    const refused = await postThread(author);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      `You've reached the limit of ${DAILY_POSTS.thread.any} discussions a day. Please try again later.`,
    );
    t.clock.advance(24 * 3_600_000);
    expect((await postThread(author)).statusCode).toBe(201);
  }, 60_000);
});
