import type { Kysely, SelectQueryBuilder, Transaction } from "kysely";
import type { SearchContentType } from "../../shared/search-limits";
import type { Database } from "../db/schema";
import type { SearchSource } from "./search-index-writes";

/**
 * How a content feature tells the site search what it puts in the index: one source per kind
 * of content, whose loader reads its rows and says which are findable (published, not hidden)
 * and what their result shows. The search feature is handed every source when the app (or the
 * seed, or a script) is built, so it never imports the features it indexes.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface SearchDocumentInput {
  source: SearchSource;
  sourceId: number;
  /** 0 for the row itself; a guide's mods are parts 1, 2, ... */
  part: number;
  kind: SearchContentType;
  resultId: string;
  url: string;
  thumbnail: string | null;
  title: string;
  tags: string[];
  body: string;
  author: string | null;
  createdAt: string;
  showsDate: boolean;
  views: number;
}

/** Which rows to load: the given ids, or the next batch after an id (rebuilding). */
export type SourceRows = { ids: number[] } | { afterId: number; limit: number };

export interface SourceBatch {
  /** The highest id looked at, findable or not (the next batch starts after it). */
  lastId: number | null;
  documents: SearchDocumentInput[];
}

export interface SearchDocumentSource {
  source: SearchSource;
  /** The documents of the rows asked for; a row that is not findable gives none. */
  load(db: Db, rows: SourceRows): Promise<SourceBatch>;
}

/** Narrows a query on `table.id` to the rows asked for, in id order. */
export function selectSourceRows<QB extends SelectQueryBuilder<Database, keyof Database, object>>(
  query: QB,
  idColumn: string,
  rows: SourceRows,
): QB {
  // biome-ignore lint/suspicious/noExplicitAny: the id column is named per table
  const q = query as any;
  if ("ids" in rows) return q.where(idColumn, "in", rows.ids.length ? rows.ids : [-1]);
  return q.where(idColumn, ">", rows.afterId).orderBy(idColumn).limit(rows.limit);
}

export function sourceBatchOf<Row extends { id: number }>(
  rows: Row[],
  toDocuments: (row: Row) => SearchDocumentInput[],
): SourceBatch {
  return { lastId: rows.at(-1)?.id ?? null, documents: rows.flatMap(toDocuments) };
}
