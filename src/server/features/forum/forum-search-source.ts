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

/** Discussions that are not hidden are the "discussion" results (replies are not indexed). */
export const forumSearchSource: SearchDocumentSource = {
  source: "thread",
  load: loadThreads,
};

async function loadThreads(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const threads = await selectSourceRows(
    db
      .selectFrom("forumThreads")
      .leftJoin("users", "users.id", "forumThreads.authorId")
      .select([
        "forumThreads.id",
        "forumThreads.title",
        "forumThreads.contentHtml",
        "forumThreads.tags",
        "forumThreads.views",
        "forumThreads.isHidden",
        "forumThreads.createdAt",
        "users.username",
      ]),
    "forumThreads.id",
    rows,
  ).execute();
  return sourceBatchOf(threads, (thread) =>
    thread.isHidden
      ? []
      : [
          {
            source: "thread",
            sourceId: thread.id,
            part: 0,
            kind: "discussion",
            resultId: String(thread.id),
            url: `/forum/thread/${thread.id}`,
            thumbnail: null,
            title: thread.title,
            tags: parseStringList(thread.tags),
            body: indexableText(plainTextOfHtml(thread.contentHtml)),
            author: thread.username ?? "Deleted user",
            createdAt: toIsoString(thread.createdAt),
            showsDate: true,
            views: thread.views,
          },
        ],
  );
}
