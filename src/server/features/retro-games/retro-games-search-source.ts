import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { indexableText } from "../../lib/indexable-text";
import { toIsoString } from "../../lib/iso-date";
import {
  type SearchDocumentSource,
  type SourceBatch,
  type SourceRows,
  selectSourceRows,
  sourceBatchOf,
} from "../../lib/search-source";

type Db = Kysely<Database> | Transaction<Database>;

/** Every retro game is an "arcade" result, opening its game on the arcade page. */
export const retroGamesSearchSource: SearchDocumentSource = {
  source: "retro",
  load: loadRetroGames,
};

async function loadRetroGames(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const games = await selectSourceRows(
    db.selectFrom("retroGames").selectAll(),
    "id",
    rows,
  ).execute();
  return sourceBatchOf(games, (game) => [
    {
      source: "retro",
      sourceId: game.id,
      part: 0,
      kind: "arcade",
      resultId: String(game.id),
      url: `/retro-games?game=${game.slug}`,
      thumbnail: game.image || null,
      title: game.title,
      tags: [game.genre, String(game.year)],
      body: indexableText(game.description, game.developer),
      author: game.developer,
      createdAt: toIsoString(game.createdAt),
      showsDate: false,
      views: 0,
    },
  ]);
}
