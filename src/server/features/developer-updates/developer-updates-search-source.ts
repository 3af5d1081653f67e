import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { indexableText, plainTextOfHtml } from "../../lib/indexable-text";
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

/** Every developer update is an "update" result. */
export const developerUpdatesSearchSource: SearchDocumentSource = {
  source: "update",
  load: loadUpdates,
};

async function loadUpdates(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const updates = await selectSourceRows(
    db.selectFrom("developerUpdates").selectAll(),
    "id",
    rows,
  ).execute();
  return sourceBatchOf(updates, (update) => [
    {
      source: "update",
      sourceId: update.id,
      part: 0,
      kind: "update",
      resultId: String(update.id),
      url: `/developer-updates/${update.slug}`,
      thumbnail: update.featuredImage,
      title: update.title,
      tags: parseStringList(update.tags),
      body: indexableText(plainTextOfHtml(update.contentHtml), update.gameTitle),
      author: update.authorName,
      createdAt: toIsoString(update.publishedAt),
      showsDate: true,
      views: 0,
    },
  ]);
}
