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

/** Merchandise are the "deal" results. */
export const merchandiseSearchSource: SearchDocumentSource = {
  source: "merchandise",
  load: loadMerchandise,
};

async function loadMerchandise(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const items = await selectSourceRows(
    db.selectFrom("merchandiseItems").selectAll(),
    "id",
    rows,
  ).execute();
  return sourceBatchOf(items, (item) => [
    {
      source: "merchandise",
      sourceId: item.id,
      part: 0,
      kind: "deal",
      resultId: String(item.id),
      url: "/merchandise",
      thumbnail: item.image || null,
      title: item.name,
      tags: [item.category],
      body: indexableText(item.description),
      author: null,
      createdAt: toIsoString(item.createdAt),
      showsDate: false,
      views: 0,
    },
  ]);
}
