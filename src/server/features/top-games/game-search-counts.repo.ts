import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Searches on this site that matched a game, counted per UTC day. */

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Counts one search that matched the game (the search issue calls this). */
export async function recordGameSearch(
  db: Kysely<Database>,
  gameId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto("gameSearchCounts")
    .values({ gameId, day: utcDay(now), searches: 1 })
    .onConflict((oc) =>
      oc
        .columns(["gameId", "day"])
        .doUpdateSet((eb) => ({ searches: eb("gameSearchCounts.searches", "+", 1) })),
    )
    .execute();
}

/** Every game with its seeded baseline plus the searches of the last `days` days. */
export function findGamesWithSearchCounts(db: Kysely<Database>, now: Date, days: number) {
  const since = utcDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  return db
    .selectFrom("games")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("gameSearchCounts")
          .select((inner) => ["gameId", inner.fn.sum<number | string>("searches").as("recent")])
          .where("day", ">=", since)
          .groupBy("gameId")
          .as("counts"),
      (join) => join.onRef("counts.gameId", "=", "games.id"),
    )
    .leftJoin("gameLogos", "gameLogos.gameId", "games.id")
    .selectAll("games")
    .select(["counts.recent", "gameLogos.uploadedAt"])
    .execute();
}
