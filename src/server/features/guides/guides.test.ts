import { describe, expect, it } from "vitest";
import type { Guide, GuideGamesReply, GuidesReply } from "../../../shared/guides";
import { parseGuideId } from "../../../shared/guides-limits";
import { AccountClient } from "../../test/account-client";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { member } from "../../test/test-members";

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);
const secondMember = memberForFile(t);

async function list(query = ""): Promise<GuidesReply> {
  const response = await t.app.inject({ method: "GET", url: `/api/guides?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GuidesReply>();
}

function guideInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Rust: Surviving Your First Raid Night",
    description: "What to do when your base is raided and how to rebuild quickly afterwards.",
    gameSlug: "rust",
    difficulty: "Advanced",
    readTime: 6,
    tags: ["Rust", "PvP"],
    sections: [
      {
        title: "Stay calm",
        type: "tips",
        content: "Count the explosions and guess where they are.",
      },
    ],
    nexusModsLinks: [],
    tips: ["Keep a hidden stash."],
    tricks: ["Build a decoy room."],
    ...overrides,
  };
}

describe("the guide page's id rule", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["7", 7],
    ["999", 999],
    ["abc", null],
    ["guide-10", null],
    ["-3", null],
    ["2.9", 2],
  ])("parses %j as %j", (raw, expected) => {
    expect(parseGuideId(raw)).toBe(expected);
  });
});

describe("GET /api/guides", () => {
  it("lists the seeded guides newest first, with the spec's fields", async () => {
    const reply = await list();
    expect(reply.total).toBeGreaterThanOrEqual(12);
    const dates = reply.guides.map((guide) => guide.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const seven = reply.guides.find((guide) => guide.id === 7);
    expect(seven).toMatchObject({
      game: "GTA V",
      gameSlug: "gta",
      difficulty: "Advanced",
      readTime: 22,
    });
    expect(seven?.rating).toBeGreaterThan(4);
  });

  it("filters by game, by difficulty and by words, together", async () => {
    const gta = await list("game=gta");
    expect(gta.guides.map((guide) => guide.id).sort()).toEqual([1, 7]);
    const advanced = await list("difficulty=Advanced");
    expect(advanced.guides.length).toBeGreaterThan(0);
    expect(advanced.guides.every((guide) => guide.difficulty === "Advanced")).toBe(true);
    const both = await list("game=gta&difficulty=Beginner");
    expect(both.guides.map((guide) => guide.id)).toEqual([1]);
    const words = await list("q=redstone");
    expect(words.guides.map((guide) => guide.id)).toEqual([10]);
    const none = await list("q=zzqqxx");
    expect(none.guides).toEqual([]);
    expect(none.total).toBe(0);
  });

  it("lists the games that have guides, featured or not, for the game filter", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/guides/games" });
    expect(response.statusCode, response.body).toBe(200);
    const { games } = response.json<GuideGamesReply>();
    const titles = games.map((game) => game.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    // Not featured on /games, but they have guides.
    for (const slug of ["minecraft", "counter-strike-2", "valorant"])
      expect(games.map((game) => game.slug)).toContain(slug);
    // No guide is about these, so the filter does not offer them.
    for (const slug of ["league-of-legends", "apex-legends"])
      expect(games.map((game) => game.slug)).not.toContain(slug);
    // Each count is what the list filtered by that game totals.
    for (const game of games)
      expect(game.guideCount, game.slug).toBe((await list(`game=${game.slug}`)).total);
    expect(games.find((game) => game.slug === "gta")?.guideCount).toBeGreaterThanOrEqual(2);
  });

  it("refuses a bad difficulty with a readable message", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/guides?difficulty=Expert" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(
      "difficulty must be Beginner, Intermediate or Advanced",
    );
  });
});

describe("GET /api/guides/:id", () => {
  it("reads guide 7 whole, and answers 404 for 999 and 400 for 'abc'", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/guides/7" });
    expect(response.statusCode).toBe(200);
    const guide = response.json<Guide>();
    expect(guide.sections.map((section) => section.type)).toEqual([
      "text",
      "mods",
      "tips",
      "tricks",
    ]);
    expect(guide.nexusModsLinks.length).toBe(3);
    expect(
      guide.nexusModsLinks.every((link) => link.url.startsWith("https://www.nexusmods.com/")),
    ).toBe(true);
    expect(guide.tips.length).toBeGreaterThan(0);
    expect(guide.tricks.length).toBeGreaterThan(0);
    expect(guide.myRating).toBeNull();

    expect((await t.app.inject({ method: "GET", url: "/api/guides/999" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/guides/abc" })).statusCode).toBe(400);
  });

  it("counts a view once per viewer per hour", async () => {
    const read = (browser: AccountClient) =>
      browser.get("/api/guides/2").then((r) => r.json<Guide>().views);
    const visitor = new AccountClient(t.app, "10.9.8.7");
    const first = await read(visitor);
    expect(await read(visitor)).toBe(first);
    expect(await read(plainMember.browser)).toBe(first + 1);
    expect(await read(plainMember.browser)).toBe(first + 1);
    t.clock.advance(61 * 60_000);
    expect(await read(visitor)).toBe(first + 2);
  });
});

describe("ratings", () => {
  it("needs a signed-in member and a whole number from 1 to 5", async () => {
    const signedOut = await t.app.inject({
      method: "PUT",
      url: "/api/guides/3/rating",
      payload: { rating: 4 },
    });
    expect(signedOut.statusCode).toBe(401);
    for (const rating of [0, 6, 2.5, "5"]) {
      const response = await plainMember.browser.request("PUT", "/api/guides/3/rating", { rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().error).toContain("Rating must be a whole number from 1 to 5");
    }
    expect(
      (await plainMember.browser.request("PUT", "/api/guides/999/rating", { rating: 4 }))
        .statusCode,
    ).toBe(404);
  });

  it("counts one rating per member, which they can change, and shows the average", async () => {
    const before = (await plainMember.browser.get("/api/guides/6")).json<Guide>();
    const first = await plainMember.browser.request("PUT", "/api/guides/6/rating", { rating: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ratingCount: before.ratingCount + 1, myRating: 1 });

    const changed = await plainMember.browser.request("PUT", "/api/guides/6/rating", { rating: 5 });
    expect(changed.json()).toMatchObject({ ratingCount: before.ratingCount + 1, myRating: 5 });
    const other = await secondMember.browser.request("PUT", "/api/guides/6/rating", { rating: 3 });
    expect(other.json().ratingCount).toBe(before.ratingCount + 2);

    const rows = await t.database.db
      .selectFrom("guideRatings")
      .select(["userId", "rating"])
      .where("guideId", "=", 6)
      .execute();
    const sum = rows.reduce((total, row) => total + Number(row.rating), 0);
    expect(other.json().rating).toBe(Math.round((sum / rows.length) * 10) / 10);
    expect(rows.filter((row) => row.userId === plainMember.user.id)).toEqual([
      { userId: plainMember.user.id, rating: 5 },
    ]);
    const after = (await plainMember.browser.get("/api/guides/6")).json<Guide>();
    expect(after.myRating).toBe(5);
  });
});

describe("concurrent ratings", () => {
  it("20 members rating one guide at once give exact totals", async () => {
    const created = await admin.browser.post("/api/guides", guideInput());
    expect(created.statusCode, created.body).toBe(201);
    const guideId = created.json<Guide>().id;
    const raters = await Promise.all(
      Array.from({ length: 20 }, (_, index) => member(t, { ip: `198.51.100.${index + 20}` })),
    );
    const values = raters.map((_, index) => (index % 5) + 1);
    const replies = await Promise.all(
      raters.map((rater, index) =>
        rater.browser.request("PUT", `/api/guides/${guideId}/rating`, { rating: values[index] }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(values.map(() => 200));
    const row = await t.database.db
      .selectFrom("guides")
      .select(["ratingSum", "ratingCount"])
      .where("id", "=", guideId)
      .executeTakeFirstOrThrow();
    const sum = values.reduce((total, value) => total + value, 0);
    expect({ sum: Number(row.ratingSum), count: Number(row.ratingCount) }).toEqual({
      sum,
      count: 20,
    });
    const read = await t.app.inject({ method: "GET", url: `/api/guides/${guideId}` });
    expect(read.json<Guide>()).toMatchObject({ ratingCount: 20, rating: sum / 20 });
  });
});

describe("admins write guides", () => {
  it("refuses visitors and members", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/guides", payload: guideInput() }))
        .statusCode,
    ).toBe(401);
    expect((await plainMember.browser.post("/api/guides", guideInput())).statusCode).toBe(403);
    expect(
      (await plainMember.browser.request("PATCH", "/api/guides/1", { readTime: 3 })).statusCode,
    ).toBe(403);
    expect((await plainMember.browser.request("DELETE", "/api/guides/1")).statusCode).toBe(403);
  });

  it("creates, edits and deletes a guide", async () => {
    const created = await admin.browser.post("/api/guides", guideInput());
    expect(created.statusCode, created.body).toBe(201);
    const guide = created.json<Guide>();
    expect(guide).toMatchObject({
      game: "Rust",
      gameSlug: "rust",
      author: admin.user.username,
      rating: 0,
    });
    expect(guide.id).toBeGreaterThan(12);

    const edited = await admin.browser.request("PATCH", `/api/guides/${guide.id}`, {
      readTime: 9,
      difficulty: "Intermediate",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Guide>()).toMatchObject({
      readTime: 9,
      difficulty: "Intermediate",
      tips: ["Keep a hidden stash."],
    });

    expect((await admin.browser.request("DELETE", `/api/guides/${guide.id}`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `/api/guides/${guide.id}` })).statusCode).toBe(
      404,
    );
  });

  it("refuses bad payloads with readable messages", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Hi" }, "Title must be at least 5 characters"],
      [{ gameSlug: "no-such-game" }, 'Unknown game "no-such-game"'],
      [{ difficulty: "Expert" }, "Difficulty must be Beginner, Intermediate or Advanced"],
      [{ sections: [] }, "A guide needs at least one section"],
      [
        { nexusModsLinks: [{ name: "x", url: "https://evil.example/mod", description: "y" }] },
        "Mod links must be https://www.nexusmods.com/ addresses",
      ],
    ];
    for (const [override, message] of cases) {
      const response = await admin.browser.post("/api/guides", guideInput(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });
});
