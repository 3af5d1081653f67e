import { describe, expect, it } from "vitest";
import type { SearchReply } from "../../../shared/search";
import { reindexSearch } from "../../lib/search-index-writes";
import { contentSearchSources } from "../../search-sources/content-search-sources";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { addCategory, startThread } from "../forum/forum-test-helpers";
import { createSearchIndex } from "./search-index";
import { rareWord } from "./search-test-helpers";

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const writer = memberForFile(t);

async function search(query: string): Promise<SearchReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchReply>();
}

const searchFor = (word: string, extra = "") =>
  search(`q=${encodeURIComponent(word)}${extra ? `&${extra}` : ""}`);

function expectCreated(response: { statusCode: number; body: string }) {
  expect([200, 201], response.body).toContain(response.statusCode);
}

describe("GET /api/search: every kind of content, in step with its changes", () => {
  it("finds a news article once published and loses it once deleted", async () => {
    const word = rareWord();
    const created = await admin.browser.post("/api/blog", {
      title: `Patch notes ${word}`,
      content: `<p>${"A long enough body for the article. ".repeat(3)}</p>`,
      excerpt: "What the patch changes",
      imageUrl: "http://gamehub.test/images/og-default.jpg",
      category: "gaming-news",
    });
    expectCreated(created);
    const post = created.json<{ id: number; author: { name: string } }>();
    const found = await searchFor(word);
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      contentType: "blog",
      id: String(post.id),
      url: `/blog/${post.id}`,
      title: `Patch notes ${word}`,
    });
    expect(found.results[0]?.createdAt).not.toBeNull();

    const deleted = await admin.browser.request("DELETE", `/api/blog/${post.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await searchFor(word)).results).toEqual([]);
  });

  it("files articles of the Hardware category as hardware", async () => {
    const word = rareWord();
    const created = await admin.browser.post("/api/blog", {
      title: `Graphics card ${word}`,
      content: `<p>${"A long enough body about a graphics card. ".repeat(3)}</p>`,
      excerpt: "A graphics card reviewed",
      imageUrl: "http://gamehub.test/images/og-default.jpg",
      category: "hardware",
    });
    expectCreated(created);
    expect((await searchFor(word)).results.map((result) => result.contentType)).toEqual([
      "hardware",
    ]);
  });

  it("finds a game, a guide and the guide's mods, and loses them when deleted", async () => {
    const word = rareWord();
    const slug = `game-${word}`;
    const game = await admin.browser.post("/api/games", {
      slug,
      title: `Game ${word}`,
      description: "A game made by a test, with a description long enough to pass.",
      genre: "Puzzle",
      developer: "Test Studio",
      tags: ["Puzzle", "Indie"],
      image: "/images/games/art/fallback.webp",
      officialUrl: "https://example.com/game",
    });
    expectCreated(game);
    const guide = await admin.browser.post("/api/guides", {
      title: `Guide to ${word}`,
      description: "What to do when your base is raided and how to rebuild quickly afterwards.",
      gameSlug: "rust",
      difficulty: "Advanced",
      readTime: 6,
      tags: ["Rust", "PvP"],
      sections: [{ title: "Stay calm", type: "tips", content: "Count the explosions." }],
      nexusModsLinks: [
        {
          name: `Better Raids ${word}`,
          url: "https://www.nexusmods.com/rust/mods/1",
          description: "Makes raids fairer for small groups.",
        },
      ],
      tips: ["Keep a hidden stash."],
      tricks: ["Build a decoy room."],
    });
    expectCreated(guide);
    const guideId = guide.json<{ guide?: { id: number }; id?: number }>();
    const id = guideId.guide?.id ?? guideId.id;

    const found = await searchFor(word);
    expect(found.results.map((result) => result.contentType).sort()).toEqual([
      "game",
      "guide",
      "mod",
    ]);
    const gameResult = found.results.find((result) => result.contentType === "game");
    expect(gameResult).toMatchObject({ url: `/games/${slug}`, createdAt: null });
    expect(gameResult?.tags).toEqual(["Puzzle", "Indie"]);
    const mod = found.results.find((result) => result.contentType === "mod");
    expect(mod).toMatchObject({ id: `${id}-1`, title: `Better Raids ${word}` });
    expect(mod?.url).toMatch(/^\/guides\//);

    expect((await admin.browser.request("DELETE", `/api/games/${slug}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await admin.browser.request("DELETE", `/api/guides/${id}`)).statusCode).toBeLessThan(
      300,
    );
    expect((await searchFor(word)).results).toEqual([]);
  });

  it("finds a forum discussion, and loses it when hidden or deleted", async () => {
    const word = rareWord();
    const categoryId = await addCategory(t);
    const thread = await startThread(t, writer, categoryId, {
      title: `Which ${word} build is best?`,
      tags: ["Builds"],
    });
    const found = await searchFor(word);
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      contentType: "discussion",
      url: `/forum/thread/${thread.id}`,
      author: writer.user.username,
      tags: ["Builds"],
    });
    const hidden = await admin.browser.request("PATCH", `/api/forum/threads/${thread.id}`, {
      isHidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await searchFor(word)).results).toEqual([]);
    await admin.browser.request("PATCH", `/api/forum/threads/${thread.id}`, { isHidden: false });
    expect((await searchFor(word)).results).toHaveLength(1);

    const deleted = await admin.browser.request("DELETE", `/api/forum/threads/${thread.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await searchFor(word)).results).toEqual([]);
  });

  it("finds developer updates, feedback, streams and arcade games, and loses them when deleted", async () => {
    const word = rareWord();
    const update = await admin.browser.post("/api/developer-updates", {
      title: `Roadmap for ${word}`,
      content: "This is the body of a developer update, long enough to pass the minimum length.",
      updateType: "announcement",
      tags: [],
    });
    expectCreated(update);
    t.clock.advance(120_000);
    const feedback = await writer.browser.post("/api/community-feedback", {
      title: `Please add ${word} support`,
      description: "A feature request with a description long enough to be accepted by the hub.",
      feedbackType: "feature-request",
      priority: "medium",
    });
    expectCreated(feedback);
    const stream = await admin.browser.post("/api/live-streams", {
      title: `Streaming ${word} tonight`,
      description: "A stream made by a test.",
      platform: "twitch",
      category: "tutorial",
      streamUrl: "https://www.twitch.tv/test_channel",
      streamerName: "Tester",
      gameTitle: "Rust",
      tags: ["Test"],
      startedAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expectCreated(stream);
    const retro = await admin.browser.post("/api/retro-games", {
      slug: `classic-${word}`,
      title: `Classic ${word}`,
      developer: "Test Studio",
      description: "A classic made by a test for the arcade.",
      genre: "Puzzle",
      year: 1992,
      image: "/images/retro/lemmings.svg",
    });
    expectCreated(retro);

    const found = await searchFor(word);
    expect(found.results.map((result) => result.contentType).sort()).toEqual([
      "arcade",
      "feedback",
      "stream",
      "update",
    ]);
    expect(found.results.find((result) => result.contentType === "stream")?.url).toBe(
      "/live-streams?tab=upcoming",
    );

    const idOf = (response: { json: <T>() => T }) => {
      const body = response.json<Record<string, { id?: number; slug?: string } | number>>();
      const inner = Object.values(body).find((value) => typeof value === "object");
      return (inner as { id: number } | undefined)?.id ?? (body.id as number);
    };
    const deletions = [
      `/api/developer-updates/${idOf(update)}`,
      `/api/community-feedback/${idOf(feedback)}`,
      `/api/live-streams/${idOf(stream)}`,
      `/api/retro-games/${idOf(retro)}`,
    ];
    for (const url of deletions) {
      const response = await admin.browser.request("DELETE", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    }
    expect((await searchFor(word)).results).toEqual([]);
  });

  it("finds merchandise as deals", async () => {
    const word = rareWord();
    const item = await t.database.db
      .insertInto("merchandiseItems")
      .values({
        slug: `tee-${word}`,
        name: `Tee ${word}`,
        description: "A soft shirt.",
        category: "Apparel",
        priceCents: 2500,
        image: "/images/og-default.jpg",
        createdAt: t.clock.now().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await reindexSearch(t.database.db, "merchandise", item.id);
    const found = await searchFor(word);
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({
      contentType: "deal",
      url: "/merchandise",
      tags: ["Apparel"],
      createdAt: null,
    });
  });
});

describe("rebuilding the index", () => {
  it("numbers the documents oldest first, whatever their source", async () => {
    await createSearchIndex(contentSearchSources).rebuild(t.database.db);
    const rows = await t.database.db
      .selectFrom("searchDocuments")
      .select(["source", "createdAt"])
      .orderBy("id")
      .execute();
    const dates = rows.map((row) => new Date(row.createdAt).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    // Several sources, interleaved by date rather than one after another.
    expect(new Set(rows.map((row) => row.source)).size).toBeGreaterThanOrEqual(8);
    const switches = rows.filter(
      (row, index) => index > 0 && rows[index - 1]?.source !== row.source,
    );
    expect(switches.length).toBeGreaterThan(20);
  });
});
