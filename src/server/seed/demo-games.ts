import type { Kysely } from "kysely";
import { createGameSchema } from "../../shared/games";
import type { Database } from "../db/schema";
import { countGames, insertGame } from "../features/games/games.repo";
import { DEMO_GAMES } from "./demo-games-data";

/** The featured and top games, through the admins' create schema; only while the table is empty. */
export async function seedDemoGames(db: Kysely<Database>, now: Date): Promise<void> {
  if ((await countGames(db)) > 0) {
    await fillDemoGameLogosAndActions(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const game of DEMO_GAMES) await insertGame(trx, createGameSchema.parse(game), now);
  });
}

/**
 * Sites seeded before the games had a logo and a call to action get the demo values, but only
 * on rows no admin has edited since the seed (an edit moves `updated_at`), so a choice made
 * in the admin API is never overwritten.
 */
async function fillDemoGameLogosAndActions(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const game of DEMO_GAMES) {
      const { logo, action, actionUrl } = createGameSchema.parse(game);
      await trx
        .updateTable("games")
        .set({ logo, actionLabel: action, actionUrl })
        .where("slug", "=", game.slug)
        .where("logo", "is", null)
        .where("actionLabel", "is", null)
        .where("actionUrl", "is", null)
        .whereRef("updatedAt", "=", "createdAt")
        .execute();
    }
  });
}
