import { beforeAll, describe, expect, it } from "vitest";
import { AccountClient } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";

// With the anonymous page cache on: a cached discussion must still count its views.
const t = testAppForFile({ seed: false, config: { pageCacheSeconds: 5 } });
let threadId: number;
let hiddenId: number;

beforeAll(async () => {
  const author = await new AccountClient(t.app).register();
  const db = t.database.db;
  const category = await db
    .insertInto("forumCategories")
    .values({
      slug: "meta-test",
      name: "Meta Test",
      description: "Category for the head tests",
      color: "#ff0066",
      icon: "MessageSquare",
      pointsReward: 10,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const base = {
    categoryId: category.id,
    authorId: author.id,
    contentHtml: "<p>unused</p>",
    tags: "[]",
    upvotes: 7,
    replyCount: 3,
    createdAt: "2026-05-01T10:00:00.000Z",
    lastActivityAt: "2026-05-01T10:00:00.000Z",
  };
  threadId = (
    await db
      .insertInto("forumThreads")
      .values({
        ...base,
        title: "Best <co-op> games & more",
        content: "**Bold** opening post about co-op games with [a link](https://example.com).",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  hiddenId = (
    await db
      .insertInto("forumThreads")
      .values({ ...base, title: "Hidden discussion", content: "Hidden body text", isHidden: true })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? "{}") as Record<string, unknown>;
}

describe("discussion page head", () => {
  it("writes the discussion's title, excerpt, canonical link and social tags", async () => {
    const response = await t.app.inject({ method: "GET", url: `/forum/thread/${threadId}` });
    expect(response.statusCode).toBe(200);
    const title = "Best &lt;co-op&gt; games &amp; more | GameHub";
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    expect(response.body).toContain(
      '<meta name="description" content="Bold opening post about co-op games with a link." />',
    );
    expect(response.body).toContain(
      `<link rel="canonical" href="http://gamehub.test/forum/thread/${threadId}" />`,
    );
  });

  it("describes the discussion as DiscussionForumPosting structured data", async () => {
    const response = await t.app.inject({ method: "GET", url: `/forum/thread/${threadId}` });
    const data = jsonLdOf(response.body);
    expect(data["@type"]).toBe("DiscussionForumPosting");
    expect(data.headline).toBe("Best <co-op> games & more");
    expect(data.text).toBe("Bold opening post about co-op games with a link.");
    expect(data.url).toBe(`http://gamehub.test/forum/thread/${threadId}`);
    expect(data.datePublished).toBe("2026-05-01T10:00:00.000Z");
    expect(data.author).toMatchObject({ "@type": "Person" });
    expect(data.interactionStatistic).toEqual([
      expect.objectContaining({
        interactionType: "https://schema.org/CommentAction",
        userInteractionCount: 3,
      }),
      expect.objectContaining({
        interactionType: "https://schema.org/LikeAction",
        userInteractionCount: 7,
      }),
    ]);
  });

  it.each([
    ["an unknown id", () => "999999"],
    ["a hidden discussion", () => String(hiddenId)],
    ["an id beyond the integer column", () => "99999999999"],
    ["a word", () => "not-a-number"],
  ])("answers 404 'Discussion Not Found' for %s", async (_name, idOf) => {
    const response = await t.app.inject({ method: "GET", url: `/forum/thread/${idOf()}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Discussion Not Found | GameHub</title>");
    expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(response.body).not.toContain("DiscussionForumPosting");
  });
});

describe("discussion views", () => {
  it("counts a visitor's view of a discussion served from the anonymous page cache", async () => {
    const before = await viewsOf(threadId);
    const first = await t.app.inject({
      url: `/forum/thread/${threadId}`,
      remoteAddress: "203.0.113.7",
    });
    const second = await t.app.inject({
      url: `/forum/thread/${threadId}`,
      remoteAddress: "203.0.113.8",
    });
    // The same page both times: the second came from the cache.
    expect(second.body).toBe(first.body);
    expect(await viewsOf(threadId)).toBe(before + 2);
  });

  it("counts nothing for an unknown discussion served from the cache", async () => {
    await t.app.inject({ url: "/forum/thread/424242", remoteAddress: "203.0.113.9" });
    const cached = await t.app.inject({
      url: "/forum/thread/424242",
      remoteAddress: "203.0.113.10",
    });
    expect(cached.statusCode).toBe(404);
  });
});

async function viewsOf(id: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("forumThreads")
    .select("views")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.views);
}
