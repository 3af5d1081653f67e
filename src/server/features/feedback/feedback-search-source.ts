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

type Db = Kysely<Database> | Transaction<Database>;

/** Feedback that is visible and not merged into another item (the item merged into is). */
export const feedbackSearchSource: SearchDocumentSource = {
  source: "feedback",
  load: loadFeedback,
};

async function loadFeedback(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const items = await selectSourceRows(
    db
      .selectFrom("feedbackItems")
      .leftJoin("users", "users.id", "feedbackItems.authorId")
      .select([
        "feedbackItems.id",
        "feedbackItems.title",
        "feedbackItems.descriptionHtml",
        "feedbackItems.feedbackType",
        "feedbackItems.category",
        "feedbackItems.isHidden",
        "feedbackItems.mergedIntoId",
        "feedbackItems.createdAt",
        "users.username",
      ]),
    "feedbackItems.id",
    rows,
  ).execute();
  return sourceBatchOf(items, (item) =>
    item.isHidden || item.mergedIntoId !== null
      ? []
      : [
          {
            source: "feedback",
            sourceId: item.id,
            part: 0,
            kind: "feedback",
            resultId: String(item.id),
            url: `/community-feedback/${item.id}`,
            thumbnail: null,
            title: item.title,
            tags: [item.feedbackType, ...(item.category ? [item.category] : [])],
            body: indexableText(plainTextOfHtml(item.descriptionHtml)),
            author: item.username ?? "Deleted user",
            createdAt: toIsoString(item.createdAt),
            showsDate: true,
            views: 0,
          },
        ],
  );
}
