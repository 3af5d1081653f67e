import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema";

/**
 * How a feature tells the site search about its writes without knowing how the index works:
 * it calls these inside the transaction of its change (so the index never disagrees with the
 * site), and the search feature, registered when the app is built (or the seed run), does the
 * work. The index lives in the database, so one writer serves every app of the process.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The kinds of findable content, one per content feature that feeds the index. */
export const SEARCH_SOURCES = [
  "post",
  "game",
  "guide",
  "merchandise",
  "thread",
  "update",
  "feedback",
  "stream",
  "retro",
] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export interface SearchIndexWriter {
  /** Rewrites the documents of these rows, or removes them when the rows are gone or hidden. */
  reindex(db: Db, source: SearchSource, ids: number | readonly number[]): Promise<void>;
  /** Removes the documents of these rows (for a delete the index can no longer read). */
  remove(db: Db, source: SearchSource, ids: number | readonly number[]): Promise<void>;
  /** One more view of a findable item. */
  countView(db: Db, source: SearchSource, id: number): Promise<void>;
}

let writer: SearchIndexWriter | undefined;

export function registerSearchIndexWriter(next: SearchIndexWriter): void {
  writer = next;
}

function registered(): SearchIndexWriter {
  // Content written with no index to tell would leave search silently behind: fail instead.
  if (!writer) throw new Error("No search index writer registered (buildApp or the seed does it)");
  return writer;
}

export function reindexSearch(db: Db, source: SearchSource, ids: number | readonly number[]) {
  return registered().reindex(db, source, ids);
}

export function removeFromSearch(db: Db, source: SearchSource, ids: number | readonly number[]) {
  return registered().remove(db, source, ids);
}

export function countSearchView(db: Db, source: SearchSource, id: number) {
  return registered().countView(db, source, id);
}
