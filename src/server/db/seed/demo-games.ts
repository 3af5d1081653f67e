import type { Kysely } from "kysely";
import { createGameSchema } from "../../../shared/games";
import { countGames, insertGame } from "../../features/games/games.repo";
import type { Database } from "../schema";
import { DEMO_GAMES } from "./demo-games-data";

/** The featured and top games, through the admins' create schema; only while the table is empty. */
export async function seedDemoGames(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await countGames(db)) > 0) return;
  await db.transaction().execute(async (trx) => {
    for (const game of DEMO_GAMES) await insertGame(trx, createGameSchema.parse(game), now);
  });
}
