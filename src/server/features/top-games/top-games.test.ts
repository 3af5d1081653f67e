import { beforeAll, describe, expect, it } from "vitest";
import type { TopGamesReply } from "../../../shared/top-games";
import { testAppForFile } from "../../test/test-fixtures";
import { recordGameSearch } from "./game-search-counts.repo";
import { TOP_GAMES_RECOMPUTE_MS } from "./top-games.service";

const t = testAppForFile();

beforeAll(async () => {
  // A database kept between runs (PostgreSQL) may hold counts of an earlier run.
  await t.database.db.deleteFrom("gameSearchCounts").execute();
});

async function topGames(): Promise<TopGamesReply> {
  const response = await t.app.inject({ method: "GET", url: "/api/top-games" });
  expect(response.statusCode).toBe(200);
  return response.json<TopGamesReply>();
}

describe("GET /api/top-games", () => {
  it("lists ten games by search count, ranked 1 to 10, with the spec's fields", async () => {
    const { games } = await topGames();
    expect(games).toHaveLength(10);
    expect(games.map((game) => game.metrics.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const counts = games.map((game) => game.metrics.searchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(games[0]).toMatchObject({
      title: "Minecraft",
      website: "https://www.minecraft.net",
      logo: null,
    });
    expect(games[0]?.metrics.players).toBe("300M+");
    // The API returns every tag; the card shows at most four.
    expect(games[0]?.tags.length).toBe(5);
  });

  it("counts searches into the rank, recomputed only every five minutes", async () => {
    const before = await topGames();
    const outside = await t.database.db
      .selectFrom("games")
      .select(["id", "title"])
      .where("slug", "=", "redm")
      .executeTakeFirstOrThrow();
    expect(before.games.map((game) => game.title)).not.toContain("RedM");

    const leader = before.games[0]?.metrics.searchCount ?? 0;
    const baseline = await t.database.db
      .selectFrom("games")
      .select("baselineSearchCount")
      .where("id", "=", outside.id)
      .executeTakeFirstOrThrow();
    // Enough searches to pass the leader: the table holds a day's count, so write it in one step.
    const needed = leader - Number(baseline.baselineSearchCount) + 1;
    await recordGameSearch(t.database.db, outside.id, t.clock.now());
    await t.database.db
      .updateTable("gameSearchCounts")
      .set({ searches: needed })
      .where("gameId", "=", outside.id)
      .execute();

    t.clock.advance(TOP_GAMES_RECOMPUTE_MS - 1000);
    expect((await topGames()).games.map((game) => game.title)).not.toContain("RedM");

    t.clock.advance(2000);
    const after = await topGames();
    expect(after.games[0]).toMatchObject({
      title: "RedM",
      metrics: { ranking: 1, searchCount: leader + 1 },
    });
    expect(after.games).toHaveLength(10);
  });

  it("counts a search per game and UTC day", async () => {
    const game = await t.database.db
      .selectFrom("games")
      .select("id")
      .where("slug", "=", "rust")
      .executeTakeFirstOrThrow();
    const now = t.clock.now();
    await recordGameSearch(t.database.db, game.id, now);
    await recordGameSearch(t.database.db, game.id, now);
    const row = await t.database.db
      .selectFrom("gameSearchCounts")
      .select("searches")
      .where("gameId", "=", game.id)
      .where("day", "=", now.toISOString().slice(0, 10))
      .executeTakeFirstOrThrow();
    expect(Number(row.searches)).toBe(2);
  });
});
