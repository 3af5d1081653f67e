import { beforeAll, describe, expect, it } from "vitest";
import type { BlogListReply, BlogPost } from "../../../shared/blog";
import { COMMENT_MIN_INTERVAL_SECONDS, COMMENTS_PER_DAY } from "../../../shared/blog-limits";
import { HOUR_MS } from "../../../shared/time-units";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";

/** Comments are paced and capped per account; views count once per viewer per hour. */
const t = testAppForFile();
let postId: number;

beforeAll(async () => {
  const { posts } = (
    await t.app.inject({ method: "GET", url: "/api/blog?limit=1" })
  ).json<BlogListReply>();
  postId = (posts[0] as BlogPost).id;
});

async function signedIn() {
  const browser = new AccountClient(t.app);
  const user = await browser.register(newIdentity("limited"));
  await browser.login(user.username, user.password, true);
  return { browser, user };
}

async function commentRows(userId: number) {
  const row = await t.database.db
    .selectFrom("comments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("authorId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("comment limits", () => {
  it(`refuses a second comment within ${COMMENT_MIN_INTERVAL_SECONDS} s with 429, Retry-After and a readable message`, async () => {
    const { browser, user } = await signedIn();
    expect(
      (await browser.post(`/api/blog/${postId}/comments`, { content: "First" })).statusCode,
    ).toBe(201);
    t.clock.advance(5_000);
    const refused = await browser.post(`/api/blog/${postId}/comments`, { content: "Second" });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(COMMENT_MIN_INTERVAL_SECONDS);
    expect(refused.json()).toEqual({
      error: `You're commenting too quickly. Please wait ${retryAfter} seconds before posting again.`,
    });
    expect(await commentRows(user.id)).toBe(1);
    t.clock.advance(COMMENT_MIN_INTERVAL_SECONDS * 1000);
    expect(
      (await browser.post(`/api/blog/${postId}/comments`, { content: "Second" })).statusCode,
    ).toBe(201);
  });

  it("lets only one of 20 simultaneous comments of one account through", async () => {
    const { browser, user } = await signedIn();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        browser.post(`/api/blog/${postId}/comments`, { content: `Burst ${index}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(429)]);
    expect(await commentRows(user.id)).toBe(1);
  });

  it(`caps an account at ${COMMENTS_PER_DAY} comments a day`, async () => {
    const { browser, user } = await signedIn();
    for (let index = 0; index < COMMENTS_PER_DAY; index += 1) {
      t.clock.advance(COMMENT_MIN_INTERVAL_SECONDS * 1000);
      const reply = await browser.post(`/api/blog/${postId}/comments`, { content: `#${index}` });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    t.clock.advance(COMMENT_MIN_INTERVAL_SECONDS * 1000);
    const refused = await browser.post(`/api/blog/${postId}/comments`, { content: "One more" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: `You've reached the limit of ${COMMENTS_PER_DAY} comments a day. Please try again later.`,
    });
    expect(await commentRows(user.id)).toBe(COMMENTS_PER_DAY);
    t.clock.advance(24 * HOUR_MS);
    expect(
      (await browser.post(`/api/blog/${postId}/comments`, { content: "Next day" })).statusCode,
    ).toBe(201);
  }, 60_000);
});

describe("article views", () => {
  const views = async () =>
    (
      await t.database.db
        .selectFrom("posts")
        .select("viewCount")
        .where("id", "=", postId)
        .executeTakeFirstOrThrow()
    ).viewCount;
  const open = (ip: string, cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/blog/${postId}`,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it("counts an anonymous viewer once per hour, by address", async () => {
    const start = await views();
    const first = await open("203.0.113.7");
    expect(first.json<BlogPost>().views).toBe(start + 1);
    await open("203.0.113.7");
    await Promise.all(Array.from({ length: 10 }, () => open("203.0.113.7")));
    expect(await views()).toBe(start + 1);
    await open("203.0.113.8");
    expect(await views()).toBe(start + 2);
    t.clock.advance(HOUR_MS);
    await open("203.0.113.7");
    expect(await views()).toBe(start + 3);
  });

  it("counts a signed-in viewer once per hour whatever the address", async () => {
    const { browser } = await signedIn();
    const start = await views();
    await open("198.51.100.1", browser.cookie);
    await open("198.51.100.2", browser.cookie);
    expect(await views()).toBe(start + 1);
  });

  it("never stores the viewer's address", async () => {
    await open("192.0.2.55");
    const rows = await t.database.db.selectFrom("postViews").select("viewer").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.viewer.includes("192.0.2.55"))).toBe(false);
    expect(rows.every((row) => /^(user:\d+|ip:[0-9a-f]{32})$/.test(row.viewer))).toBe(true);
  });
});
