import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/test-fixtures";
import { seedDemoGames } from "./demo-games";

const t = testAppForFile();

function readGame(slug: string) {
  return t.database.db
    .selectFrom("games")
    .select(["logo", "actionLabel", "actionUrl"])
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
}

describe("demo games seed", () => {
  it("gives games seeded without a logo and an action the demo ones, unless an admin edited them", async () => {
    const blank = { logo: null, actionLabel: null, actionUrl: null };
    // As a site seeded before the fields existed: untouched since the seed.
    await t.database.db.updateTable("games").set(blank).where("slug", "=", "rust").execute();
    // An admin cleared them on purpose (the edit moved updated_at).
    await t.database.db
      .updateTable("games")
      .set({ ...blank, updatedAt: new Date(Date.now() + 60_000).toISOString() })
      .where("slug", "=", "fortnite")
      .execute();

    await seedDemoGames(t.database.db, t.clock.now());

    expect(await readGame("rust")).toEqual({
      logo: "/images/games/logos/rust.webp",
      actionLabel: "Survive",
      actionUrl: "/games/rust",
    });
    expect(await readGame("fortnite")).toEqual(blank);
  });
});
