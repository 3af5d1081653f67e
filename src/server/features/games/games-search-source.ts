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
import { parseStringList } from "../../lib/string-list-column";

type Db = Kysely<Database> | Transaction<Database>;

/** Every game of the catalogue is findable. */
export const gamesSearchSource: SearchDocumentSource = {
  source: "game",
  load: loadGames,
};

async function loadGames(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const games = await selectSourceRows(db.selectFrom("games").selectAll(), "id", rows).execute();
  return sourceBatchOf(games, (game) => [
    {
      source: "game",
      sourceId: game.id,
      part: 0,
      kind: "game",
      resultId: String(game.id),
      url: `/games/${game.slug}`,
      thumbnail: game.image || null,
      title: game.title,
      tags: parseStringList(game.tags),
      body: indexableText(game.description, game.genre, game.developer),
      author: game.developer,
      createdAt: toIsoString(game.createdAt),
      showsDate: false,
      views: 0,
    },
  ]);
}
