import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { memberForFile, testAppForFile } from "../test/test-fixtures";
import { unique } from "../test/unique";

// The page cache's few seconds, on (the other API tests run with it off).
const t = testAppForFile({ config: { pageCacheSeconds: 5 } });
const admin = memberForFile(t, { admin: true });
const member = memberForFile(t);
// Another member answers: one member's posts are spaced by the forum's flood limit.
const replier = memberForFile(t);

const BROWSER = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

/** A visitor's read of `url`, decoded from whatever encoding it came in. */
async function visitorRead<T>(url: string): Promise<{ body: T; encoding: string | undefined }> {
  const response = await t.app.inject({ method: "GET", url, headers: BROWSER });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  const encoding = response.headers["content-encoding"] as string | undefined;
  const text =
    encoding === "br" ? brotliDecompressSync(response.rawPayload).toString() : response.body;
  return { body: JSON.parse(text) as T, encoding };
}

const retroTitles = async () =>
  (await visitorRead<{ games: { title: string }[] }>("/api/retro-games")).body.games.map(
    (game) => game.title,
  );
const gameTitles = async () =>
  (await visitorRead<{ games: { title: string }[] }>("/api/games")).body.games.map(
    (game) => game.title,
  );

/** A change that bypasses the API (a script, another tool): nothing announces it. */
async function renameFirstRetroGameDirectly(title: string): Promise<void> {
  const first = await t.database.db
    .selectFrom("retroGames")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  await t.database.db.updateTable("retroGames").set({ title }).where("id", "=", first.id).execute();
}

function newRetroGame() {
  const word = unique().toLowerCase().replace(/x/g, "-");
  return {
    slug: `kept-${word}`,
    title: `Kept Classic ${word}`,
    developer: "Test Studio",
    description: "A classic made by a test for the arcade.",
    genre: "Puzzle",
    year: 1992,
    image: "/images/retro/lemmings.svg",
  };
}

describe("visitors' list replies kept between requests", () => {
  it("sends a visitor the same list again, compressed when the browser takes it", async () => {
    const first = await visitorRead<{ games: unknown[] }>("/api/games");
    const second = await visitorRead<{ games: unknown[] }>("/api/games");
    expect(second.encoding).toBe("br");
    expect(second.body).toEqual(first.body);
  });

  it("shows a retro game an admin adds, renames and removes in a visitor's next read", async () => {
    const before = await retroTitles();
    const created = await admin.browser.post("/api/retro-games", newRetroGame());
    expect(created.statusCode).toBe(201);
    const game = created.json<{ game: { id: number; title: string } }>().game;
    expect(await retroTitles()).toEqual(expect.arrayContaining([...before, game.title]));

    const renamed = `${game.title} Deluxe`;
    const patched = await admin.browser.request("PATCH", `/api/retro-games/${game.id}`, {
      title: renamed,
    });
    expect(patched.statusCode).toBe(200);
    const afterRename = await retroTitles();
    expect(afterRename).toContain(renamed);
    expect(afterRename).not.toContain(game.title);

    const removed = await admin.browser.request("DELETE", `/api/retro-games/${game.id}`);
    expect(removed.statusCode).toBeLessThan(300);
    expect(await retroTitles()).not.toContain(renamed);
  });

  it("shows a game an admin adds in a visitor's next read", async () => {
    await gameTitles();
    const word = unique().replace(/x/g, "-").toLowerCase();
    const created = await admin.browser.post("/api/games", {
      slug: `kept-${word}`,
      title: `Kept Game ${word}`,
      description: "A game made by a test, with a description long enough to pass.",
      genre: "Puzzle",
      developer: "Test Studio",
      tags: ["Puzzle", "Indie"],
      image: "/images/games/art/fallback.webp",
      officialUrl: "https://example.com/game",
    });
    expect(created.statusCode).toBe(201);
    expect(await gameTitles()).toContain(`Kept Game ${word}`);
  });

  it("shows a change made without the API once the kept time has passed", async () => {
    const word = unique().toLowerCase();
    await retroTitles();
    await renameFirstRetroGameDirectly(`Renamed Directly ${word}`);
    expect(await retroTitles()).not.toContain(`Renamed Directly ${word}`);
    t.clock.advance(5_001);
    expect(await retroTitles()).toContain(`Renamed Directly ${word}`);
  });

  it("answers a signed-in member from the database, not from a visitor's kept reply", async () => {
    await retroTitles();
    const word = unique().toLowerCase();
    await renameFirstRetroGameDirectly(`Member Sees ${word}`);
    const response = await admin.browser.get("/api/retro-games");
    expect(response.statusCode).toBe(200);
    const titles = response.json<{ games: { title: string }[] }>().games.map((game) => game.title);
    expect(titles).toContain(`Member Sees ${word}`);
  });

  it("keeps the list through a retro game's play, which changes nothing a visitor sees", async () => {
    await retroTitles();
    const word = unique().toLowerCase();
    await renameFirstRetroGameDirectly(`Unseen Play ${word}`);
    const games = (await admin.browser.get("/api/retro-games")).json<{ games: { id: number }[] }>();
    const play = await admin.browser.post(`/api/retro-games/${games.games[0]?.id}/plays`, {
      phase: "start",
    });
    expect(play.statusCode).toBe(200);
    expect(await retroTitles()).not.toContain(`Unseen Play ${word}`);
  });

  it("shows a visitor the discussion and the reply a member posts in the next read", async () => {
    const latest = "/api/forum/threads?sortBy=latest";
    const titles = async () =>
      (await visitorRead<{ threads: { title: string }[] }>(latest)).body.threads.map(
        (thread) => thread.title,
      );
    await titles();
    const categories = (await visitorRead<{ id: number }[]>("/api/forum/categories")).body;
    const title = `Kept discussion ${unique()}`;
    const started = await member.browser.post("/api/forum/threads", {
      title,
      content: "A discussion a test starts to see the visitors' kept list dropped.",
      categoryId: categories[0]?.id,
      tags: [],
    });
    expect(started.statusCode).toBe(201);
    expect(await titles()).toContain(title);

    const threadId = started.json<{ id: number }>().id;
    const repliesUrl = `/api/forum/threads/${threadId}/replies`;
    const replies = async () =>
      (await visitorRead<{ replies: { content: string }[] }>(repliesUrl)).body.replies.length;
    expect(await replies()).toBe(0);
    const replied = await replier.browser.post(repliesUrl, {
      content: "A reply the visitor's next read of the replies shows.",
    });
    expect(replied.statusCode).toBe(201);
    expect(await replies()).toBe(1);
  });
});
