import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Game, GameHub } from "../../../shared/games";
import { insertTestPost } from "../../test/post-factory";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";
import { addCategory, startThread } from "../forum/forum-test-helpers";

/** The site's shipped files (src/client/public). */
const PUBLIC_DIR = fileURLToPath(new URL("../../../client/public", import.meta.url));

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

const FEATURED_SLUGS = [
  "gta",
  "fivem",
  "star-citizen",
  "fortnite",
  "red-dead-redemption",
  "redm",
  "call-of-duty",
  "rust",
];

function newGame(overrides: Record<string, unknown> = {}) {
  const word = unique().replace(/x/g, "-").toLowerCase();
  return {
    slug: `game-${word}`,
    title: `Test Game ${word}`,
    description: "A game made by a test, with a description long enough to pass.",
    genre: "Puzzle",
    developer: "Test Studio",
    tags: ["Puzzle", "Indie"],
    image: "/images/games/art/fallback.webp",
    officialUrl: "https://example.com/game",
    ...overrides,
  };
}

describe("GET /api/games", () => {
  it("lists the spec's eight featured games first, in order, with every field, then the others", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/games" });
    expect(response.statusCode).toBe(200);
    const { games } = response.json<{ games: Game[] }>();
    expect(games.slice(0, 8).map((game) => game.slug)).toEqual(FEATURED_SLUGS);
    expect(games.length).toBeGreaterThanOrEqual(13);
    const gta = games[0];
    expect(gta).toMatchObject({
      title: "GTA V",
      isFeatured: true,
      url: "/games/gta",
      image: "/images/games/art/gta.webp",
      logo: "/images/games/logos/gta.webp",
      officialUrl: "https://www.rockstargames.com/gta-v",
      action: "Explore Los Santos",
      actionUrl: "/games/gta",
    });
    expect(gta?.tags.length).toBeGreaterThanOrEqual(4);
    expect(gta?.description.length).toBeGreaterThan(50);
    // Every featured game has every field of a Game, its action leading to its hub, and a logo
    // that ships with the site.
    for (const game of games.slice(0, 8)) {
      expect(game.genre, game.slug).not.toBe("");
      expect(game.officialUrl, game.slug).toMatch(/^https:\/\//);
      expect(game.action, game.slug).toEqual(expect.any(String));
      expect(game.actionUrl, game.slug).toBe(`/games/${game.slug}`);
      expect(game.logo, game.slug).toBe(`/images/games/logos/${game.slug}.webp`);
      expect(existsSync(join(PUBLIC_DIR, game.logo ?? "")), game.slug).toBe(true);
    }
    expect(games.slice(8).every((game) => !game.isFeatured)).toBe(true);
  });

  it("filters the featured games with ?featured=1", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/games?featured=1" });
    expect(response.json<{ games: Game[] }>().games.map((game) => game.slug)).toEqual(
      FEATURED_SLUGS,
    );
    const bad = await t.app.inject({ method: "GET", url: "/api/games?featured=maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("featured must be 1 or 0");
  });

  it("reads one game by its slug, and 404 for an unknown one", async () => {
    const one = await t.app.inject({ method: "GET", url: "/api/games/red-dead-redemption" });
    expect(one.statusCode).toBe(200);
    expect(one.json<{ game: Game }>().game.title).toBe("Red Dead Redemption 2");
    for (const slug of ["nope", "Not%20A%20Slug", "gta-vi"]) {
      const missing = await t.app.inject({ method: "GET", url: `/api/games/${slug}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Game not found" });
    }
  });
});

describe("the game hub", () => {
  it("gathers the news, guides and forum discussions tagged with the game", async () => {
    const created = await admin.browser.post("/api/games", newGame());
    expect(created.statusCode, created.body).toBe(201);
    const game = created.json<{ game: Game }>().game;

    const postId = await insertTestPost(t.database.db, { tags: [game.title] });
    const otherPostId = await insertTestPost(t.database.db, { tags: ["Something Else"] });
    const categoryId = await addCategory(t);
    const thread = await startThread(t, plainMember, categoryId, { tags: [game.slug] });
    const now = t.clock.now().toISOString();
    const guide = await t.database.db
      .insertInto("guides")
      .values({
        slug: `guide-${game.slug}`,
        title: "How to start",
        description: "First steps",
        gameId: game.id,
        gameTitle: game.title,
        difficulty: "Beginner",
        readTimeMinutes: 4,
        authorName: "Test",
        thumbnail: "/images/games/art/fallback.webp",
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const response = await t.app.inject({ method: "GET", url: `/api/games/${game.slug}/hub` });
    expect(response.statusCode, response.body).toBe(200);
    const hub = response.json<GameHub>();
    expect(hub.game.slug).toBe(game.slug);
    expect(hub.news.map((item) => item.id)).toEqual([postId]);
    expect(hub.news.map((item) => item.id)).not.toContain(otherPostId);
    expect(hub.discussions.map((item) => item.id)).toEqual([thread.id]);
    expect(hub.guides).toEqual([
      expect.objectContaining({
        id: guide.id,
        title: "How to start",
        difficulty: "Beginner",
        readTimeMinutes: 4,
      }),
    ]);
  });

  it("answers 404 for an unknown game", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/games/unknown-game/hub" });
    expect(response.statusCode).toBe(404);
  });
});

describe("the sitemap", () => {
  it("lists every game hub", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    for (const slug of FEATURED_SLUGS) expect(response.body).toContain(`/games/${slug}</loc>`);
  });
});

describe("admins manage the catalogue", () => {
  it("refuses visitors (401) and members (403) on every write", async () => {
    const body = newGame();
    expect(
      (await t.app.inject({ method: "POST", url: "/api/games", payload: body })).statusCode,
    ).toBe(401);
    expect((await plainMember.browser.post("/api/games", body)).statusCode).toBe(403);
    expect(
      (await plainMember.browser.request("PATCH", "/api/games/gta", { genre: "X" })).statusCode,
    ).toBe(403);
    expect((await plainMember.browser.request("DELETE", "/api/games/gta")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/games/gta" })).statusCode).toBe(401);
    const gta = await t.app.inject({ method: "GET", url: "/api/games/gta" });
    expect(gta.statusCode).toBe(200);
  });

  it("creates, edits and deletes a game", async () => {
    const body = newGame({ tags: [" Co-op ", "Puzzle"], isFeatured: false });
    const created = await admin.browser.post("/api/games", body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ game: Game }>().game).toMatchObject({
      slug: body.slug,
      tags: ["Co-op", "Puzzle"],
      fallbackImage: "/images/games/art/fallback.webp",
      url: `/games/${body.slug}`,
      logo: null,
      action: null,
      actionUrl: null,
    });

    const edited = await admin.browser.request("PATCH", `/api/games/${body.slug}`, {
      genre: "Co-op Puzzle",
      players: "1M+",
      logo: "/images/games/logos/rust.webp",
      action: " Play Together ",
      actionUrl: `/games/${body.slug}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ game: Game }>().game).toMatchObject({
      genre: "Co-op Puzzle",
      players: "1M+",
      title: body.title,
      logo: "/images/games/logos/rust.webp",
      action: "Play Together",
      actionUrl: `/games/${body.slug}`,
    });
    const read = await t.app.inject({ method: "GET", url: `/api/games/${body.slug}` });
    expect(read.json<{ game: Game }>().game).toMatchObject({
      action: "Play Together",
      actionUrl: `/games/${body.slug}`,
    });

    const removed = await admin.browser.request("DELETE", `/api/games/${body.slug}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `/api/games/${body.slug}` })).statusCode).toBe(
      404,
    );
    expect((await admin.browser.request("DELETE", `/api/games/${body.slug}`)).statusCode).toBe(404);
  });

  it("refuses a duplicate slug with 409 and bad fields with readable messages", async () => {
    const duplicate = await admin.browser.post("/api/games", newGame({ slug: "gta" }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('A game with the slug "gta" already exists');

    const cases: [Record<string, unknown>, string][] = [
      [{ slug: "Bad Slug" }, "Slug must be lower-case letters, digits and single hyphens"],
      [{ title: "" }, "Title is required"],
      [{ description: "short" }, "Description must be at least 20 characters"],
      [{ officialUrl: "javascript:alert(1)" }, "Official site must be an https:// address"],
      [
        { image: "//evil.example/x.png" },
        "Image must be a site path (/images/...) or an https:// address",
      ],
      [
        { logo: "javascript:alert(1)" },
        "Logo must be a site path (/images/...) or an https:// address",
      ],
      [
        { actionUrl: "//evil.example/" },
        "Action link must be a site path (/games/...) or an https:// address",
      ],
      [{ action: "x".repeat(41) }, "Action must be at most 40 characters"],
    ];
    for (const [override, message] of cases) {
      const response = await admin.browser.post("/api/games", newGame(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().error).toContain(message);
    }
    const empty = await admin.browser.request("PATCH", "/api/games/gta", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain("Nothing to change");
  });
});
