import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import {
  SEARCH_SOURCES,
  type SearchIndexWriter,
  type SearchSource,
} from "../../lib/search-index-writes";
import type { SearchDocumentInput, SearchDocumentSource } from "../../lib/search-source";
import { vocabularyOf } from "./search-text";

/**
 * Writes the site search's index (tables of migration 0014). Every feature that creates,
 * edits, hides or deletes findable content calls `reindexSearch` of lib/search-index-writes.ts
 * with the ids it changed, inside the transaction of that change, so the index never disagrees
 * with the site; that call lands here. What a row puts in the index is said by its feature's
 * search source (lib/search-source.ts), handed to `createSearchIndex` when the app is built.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Loaders = Readonly<Record<SearchSource, SearchDocumentSource["load"]>>;

/** The index with every source's loader, as buildApp, the seed and the scripts build it. */
export interface SearchIndex extends SearchIndexWriter {
  /** Empties the index and fills it again from every source, in one transaction. */
  rebuild(db: Kysely<Database>, now?: Date): Promise<void>;
  /** On start: builds the index when it was never built or built by another version. */
  ensure(db: Kysely<Database>, now?: Date): Promise<boolean>;
  /**
   * Calls `listener` at every write that changes which documents the index holds (not a
   * view), at the write, inside its transaction; returns the function that stops it.
   */
  onChange(listener: () => void): () => void;
}

export function createSearchIndex(sources: readonly SearchDocumentSource[]): SearchIndex {
  const loaders = loadersOf(sources);
  const listeners = new Set<() => void>();
  // After the statements: a search that reads the index from then on waits for (SQLite's one
  // connection) or may read before (PostgreSQL) the commit; the caches handle both.
  const changed = <T>(written: Promise<T>): Promise<T> =>
    written.then((result) => {
      for (const listener of listeners) listener();
      return result;
    });
  return {
    reindex: (db, source, ids) => changed(reindexSearch(db, loaders, source, ids)),
    remove: (db, source, ids) => changed(removeFromSearch(db, source, ids)),
    countView: countSearchView,
    rebuild: (db, now) => changed(rebuildSearchIndex(db, loaders, now)),
    ensure: (db, now) =>
      ensureSearchIndex(db, loaders, now).then((built) => {
        if (built) for (const listener of listeners) listener();
        return built;
      }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One loader per source: a kind of content with none would silently never be found. */
function loadersOf(sources: readonly SearchDocumentSource[]): Loaders {
  const loaders = new Map<SearchSource, SearchDocumentSource["load"]>();
  for (const source of sources) {
    if (loaders.has(source.source)) throw new Error(`Two search sources for "${source.source}"`);
    loaders.set(source.source, (db, rows) => source.load(db, rows));
  }
  const missing = SEARCH_SOURCES.filter((source) => !loaders.has(source));
  if (missing.length > 0) throw new Error(`No search source for ${missing.join(", ")}`);
  return Object.fromEntries(loaders) as Loaders;
}

/**
 * The version of what the loaders (each feature's *-search-source.ts) put in the index. Raise
 * it when that changes: every server then rebuilds the index on its next start.
 */
export const SEARCH_INDEX_VERSION = 2;

/** Rows per statement when writing many documents (well inside SQLite's variable limit). */
const WRITE_CHUNK = 200;
/** Source rows read per step of a rebuild. */
const REBUILD_BATCH = 1_000;

/**
 * Brings the index in step with the given rows of a source: their documents are rewritten,
 * or removed when the rows are gone, hidden or unpublished.
 */
async function reindexSearch(
  db: Db,
  loaders: Loaders,
  source: SearchSource,
  ids: number | readonly number[],
): Promise<void> {
  const sourceIds = typeof ids === "number" ? [ids] : [...ids];
  if (sourceIds.length === 0) return;
  const { documents } = await loaders[source](db, { ids: sourceIds });
  await removeDocuments(db, source, sourceIds);
  await insertDocuments(db, documents);
}

/** Removes the documents of source rows (for a delete the loader can no longer see). */
async function removeFromSearch(
  db: Db,
  source: SearchSource,
  ids: number | readonly number[],
): Promise<void> {
  const sourceIds = typeof ids === "number" ? [ids] : [...ids];
  if (sourceIds.length === 0) return;
  await removeDocuments(db, source, sourceIds);
}

async function removeDocuments(db: Db, source: SearchSource, sourceIds: number[]): Promise<void> {
  const old = await db
    .selectFrom("searchDocuments")
    .select(["id", "title", "tags"])
    .where("source", "=", source)
    .where("sourceId", "in", sourceIds)
    .execute();
  if (old.length === 0) return;
  for (const documentIds of chunksOf(
    old.map((document) => document.id),
    WRITE_CHUNK * 2,
  )) {
    await db.deleteFrom("searchDocumentTags").where("documentId", "in", documentIds).execute();
    await db.deleteFrom("searchDocuments").where("id", "in", documentIds).execute();
  }
  const removed = countWords(old.map((document) => vocabularyOf(document.title, document.tags)));
  // A title like "Is 4K OK?" has no word for the vocabulary, and `in ()` is a syntax error
  // on PostgreSQL: a list is only ever sent with something in it.
  for (const [documents, words] of groupByCount(removed)) {
    for (const chunk of chunksOf(words, WRITE_CHUNK * 2)) {
      await db
        .updateTable("searchWords")
        .set((eb) => ({ documents: eb("documents", "-", documents) }))
        .where("word", "in", chunk)
        .execute();
    }
  }
  for (const chunk of chunksOf([...removed.keys()], WRITE_CHUNK * 2)) {
    await db
      .deleteFrom("searchWords")
      .where("documents", "<=", 0)
      .where("word", "in", chunk)
      .execute();
  }
}

/** Non-empty slices of at most `size` items (none for an empty list). */
function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

async function insertDocuments(db: Db, documents: SearchDocumentInput[]): Promise<void> {
  for (let start = 0; start < documents.length; start += WRITE_CHUNK) {
    const chunk = documents.slice(start, start + WRITE_CHUNK);
    const inserted = await db
      .insertInto("searchDocuments")
      .values(
        chunk.map((document) => ({
          source: document.source,
          sourceId: document.sourceId,
          part: document.part,
          kind: document.kind,
          resultId: document.resultId,
          url: document.url,
          thumbnail: document.thumbnail,
          title: document.title,
          tags: document.tags.join("\n"),
          tagsJson: JSON.stringify(document.tags),
          body: document.body,
          author: document.author,
          createdAt: document.createdAt,
          showsDate: document.showsDate,
          views: document.views,
        })),
      )
      .returning(["id", "source", "sourceId", "part"])
      .execute();
    const idOf = new Map(
      inserted.map((row) => [`${row.source}:${row.sourceId}:${row.part}`, row.id]),
    );
    const tagRows = chunk.flatMap((document) => {
      const documentId = idOf.get(`${document.source}:${document.sourceId}:${document.part}`);
      if (documentId === undefined) return [];
      const byKey = new Map<string, string>();
      for (const name of document.tags.map((tag) => tag.trim()).filter(Boolean)) {
        if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
      }
      return [...byKey].map(([tag, name]) => ({ documentId, tag, name }));
    });
    for (let tagStart = 0; tagStart < tagRows.length; tagStart += WRITE_CHUNK * 2) {
      await db
        .insertInto("searchDocumentTags")
        .values(tagRows.slice(tagStart, tagStart + WRITE_CHUNK * 2))
        .execute();
    }
    await addWords(
      db,
      countWords(chunk.map((document) => vocabularyOf(document.title, document.tags.join(" ")))),
    );
  }
}

async function addWords(db: Db, counts: Map<string, number>): Promise<void> {
  const rows = [...counts].map(([word, documents]) => ({ word, documents }));
  for (let start = 0; start < rows.length; start += WRITE_CHUNK * 2) {
    await db
      .insertInto("searchWords")
      .values(rows.slice(start, start + WRITE_CHUNK * 2))
      .onConflict((oc) =>
        oc.column("word").doUpdateSet((eb) => ({
          documents: eb("searchWords.documents", "+", eb.ref("excluded.documents")),
        })),
      )
      .execute();
  }
}

/** How many documents hold each word (a word counts once per document). */
function countWords(wordsPerDocument: string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const words of wordsPerDocument) {
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

function groupByCount(counts: Map<string, number>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const [word, count] of counts) groups.set(count, [...(groups.get(count) ?? []), word]);
  return groups;
}

interface DocumentKey {
  source: SearchSource;
  sourceId: number;
  createdAt: string;
}

/** Every source row with documents, oldest first (ties in source and id order). */
async function documentsByDate(db: Db, loaders: Loaders): Promise<DocumentKey[]> {
  const keys: DocumentKey[] = [];
  for (const source of SEARCH_SOURCES) {
    let afterId = 0;
    for (;;) {
      const batch = await loaders[source](db, { afterId, limit: REBUILD_BATCH });
      for (const document of batch.documents) {
        // A row's extra parts (a guide's mods) come with it in the second pass.
        if (document.part === 0) {
          const { sourceId, createdAt } = document;
          keys.push({ source, sourceId, createdAt });
        }
      }
      if (batch.lastId === null) break;
      afterId = batch.lastId;
    }
  }
  // A stable sort: equal dates keep the source and id order.
  return keys.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** The documents of some source rows, in the order of `keys`. */
async function loadInOrder(
  db: Db,
  loaders: Loaders,
  keys: DocumentKey[],
): Promise<SearchDocumentInput[]> {
  const idsBySource = new Map<SearchSource, number[]>();
  for (const key of keys) {
    const ids = idsBySource.get(key.source) ?? [];
    ids.push(key.sourceId);
    idsBySource.set(key.source, ids);
  }
  const documents = new Map<string, SearchDocumentInput[]>();
  for (const [source, ids] of idsBySource) {
    const { documents: loaded } = await loaders[source](db, { ids });
    for (const document of loaded) {
      const key = `${source}:${document.sourceId}`;
      const parts = documents.get(key) ?? [];
      parts.push(document);
      documents.set(key, parts);
    }
  }
  return keys.flatMap((key) => documents.get(`${key.source}:${key.sourceId}`) ?? []);
}

async function rebuildSearchIndex(
  db: Kysely<Database>,
  loaders: Loaders,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const isPostgres = trx.getExecutor().adapter instanceof PostgresAdapter;
    // A bulk load is faster through the GIN index's pending list (migration 0016 turns it off
    // for everyday writes); it is sorted in, and turned off again, at the end.
    if (isPostgres) await setGinPendingList(trx, true);
    await trx.deleteFrom("searchDocumentTags").execute();
    await trx.deleteFrom("searchDocuments").execute();
    await trx.deleteFrom("searchWords").execute();
    // Relevance ranks the newest matches by id (search.repo.ts), so ids must follow the
    // dates: a first pass learns every document's date, the second writes them oldest first.
    const order = await documentsByDate(trx, loaders);
    for (let start = 0; start < order.length; start += REBUILD_BATCH) {
      const keys = order.slice(start, start + REBUILD_BATCH);
      await insertDocuments(trx, await loadInOrder(trx, loaders, keys));
    }
    if (isPostgres) {
      // The pending list is unsorted and every search reads it in full until it is sorted in
      // (up to 4 MB: 1.5 ms more for a rare word here).
      await sql`select gin_clean_pending_list('search_documents_document_idx'::regclass)`.execute(
        trx,
      );
      await setGinPendingList(trx, false);
    } else {
      // Written batch by batch, the FTS5 index ends in many segments that every lookup must
      // visit; merged into one, finding a match by rowid (each result's snippet) is about ten
      // times faster. Later writes add small segments, which FTS5 merges as it goes.
      await sql`insert into search_documents_fts (search_documents_fts) values ('optimize')`.execute(
        trx,
      );
    }
    await trx.deleteFrom("searchIndexState").execute();
    await trx
      .insertInto("searchIndexState")
      .values({ id: 1, version: SEARCH_INDEX_VERSION, builtAt: now.toISOString() })
      .execute();
  });
}

/**
 * On start: builds the index when it was never built (a new site, just seeded, or one that
 * had content before search existed) or was built by another version of the loaders.
 */
async function ensureSearchIndex(
  db: Kysely<Database>,
  loaders: Loaders,
  now = new Date(),
): Promise<boolean> {
  const state = await db
    .selectFrom("searchIndexState")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  if (state?.version === SEARCH_INDEX_VERSION) return false;
  await rebuildSearchIndex(db, loaders, now);
  return true;
}

/** One more view of a findable item (the "Most viewed" order), in the view's transaction. */
async function countSearchView(db: Db, source: SearchSource, id: number): Promise<void> {
  await db
    .updateTable("searchDocuments")
    .set((eb) => ({ views: eb("views", "+", 1) }))
    .where("source", "=", source)
    .where("sourceId", "=", id)
    .where("part", "=", 0)
    .execute();
}

async function setGinPendingList(db: Db, on: boolean): Promise<void> {
  await sql`alter index search_documents_document_idx set (fastupdate = ${sql.raw(on ? "on" : "off")})`.execute(
    db,
  );
}
