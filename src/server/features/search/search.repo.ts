import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { SearchContentType, SearchSort } from "../../../shared/search-limits";
import type { Database } from "../../db/schema";
import { ftsTerms, tsQuery } from "../../lib/full-text-query";
import { MARK_END, MARK_START } from "./search-text";
import type { WordCandidate } from "./typo-correction";

/**
 * SQL of the site search, for both engines: SQLite's FTS5 table `search_documents_fts`
 * ranked by bm25(), PostgreSQL's weighted `document` tsvector ranked by ts_rank_cd().
 */

/** What narrows a search: its words (all must match) and the filters. */
export interface SearchMatch {
  words: string[];
  kind?: SearchContentType;
  /** Only documents created at or after this instant (ISO 8601). */
  since?: string;
  /** Lower-cased tags; every one must be on the document. */
  tags: string[];
  /** Documents left out: news posts scheduled for later (see findScheduledDocumentIds). */
  hiddenIds?: number[];
}

/**
 * The documents of news posts whose time has not come yet (a post carries its publication
 * time as created_at), ascending, and the earliest date of any document dated after `now`
 * (when what a search finds may change by itself). Almost always none: one short range read
 * on the created_at index, and a search filters only when there are some, so the usual search
 * keeps its index-only path. Other content may be dated ahead (an upcoming stream) and stays
 * findable.
 */
export async function findScheduledDocumentIds(
  db: Kysely<Database>,
  now: Date,
): Promise<{ hiddenIds: number[]; nextDatedAt: string | null }> {
  // Only the date in SQL: given `source = 'post'` too, SQLite (with no statistics gathered)
  // walks the source index over every news post, 160 ms at 100,000 posts, instead of this
  // range of the created_at index, which is empty on most days.
  const rows = await db
    .selectFrom("searchDocuments")
    .select(["id", "source", "createdAt"])
    .where("createdAt", ">", now.toISOString())
    .execute();
  let nextDatedAt: string | null = null;
  for (const row of rows) {
    const at = new Date(row.createdAt).toISOString();
    if (nextDatedAt === null || at < nextDatedAt) nextDatedAt = at;
  }
  const hiddenIds = rows
    .filter((row) => row.source === "post")
    .map((row) => row.id)
    .sort((a, b) => a - b);
  return { hiddenIds, nextDatedAt };
}

/**
 * Relevance ranks only the newest matches, at most this many: ranking every match of a common
 * word among 200,000 documents takes too long, and the newest are what people look for.
 * PostgreSQL finds a common word's newest matches by walking the primary key backwards and
 * testing each row (a word in one document of ten: 24,000 rows for 2,000 candidates, 18 ms),
 * so it ranks fewer; FTS5 reads them straight from its index.
 */
const RELEVANCE_CANDIDATES = { sqlite: 2_000, postgres: 500 } as const;

export function relevanceCandidates(db: Kysely<Database>): number {
  return isPostgres(db) ? RELEVANCE_CANDIDATES.postgres : RELEVANCE_CANDIDATES.sqlite;
}

/** bm25 weights of the FTS5 columns title, tags, body and kind (the kind only filters). */
const BM25_WEIGHTS = sql.raw("10.0, 4.0, 1.0, 0.0");

/** Stand-ins for "<" and ">" while PostgreSQL makes a headline. */
const LESS_THAN_STAND_IN = "\u0003";
const GREATER_THAN_STAND_IN = "\u0004";

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An FTS5 query: each word quoted (so no word is read as syntax), all required. */
function ftsQuery(match: Pick<SearchMatch, "words" | "kind" | "tags">, withFilters = true): string {
  const parts = ftsTerms(match.words);
  if (withFilters && match.kind) parts.push(`kind : "${match.kind}"`);
  if (withFilters) {
    for (const tag of match.tags) {
      const words = tag.match(/[\p{L}\p{N}]+/gu);
      if (words) parts.push(`tags : "${words.join(" ")}"`);
    }
  }
  return parts.join(" AND ");
}

/** The filters both engines check on the document row `d`. */
function rowFilters(match: SearchMatch, options: { kind: boolean }): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (options.kind && match.kind) conditions.push(sql`d.kind = ${match.kind}`);
  if (match.since) conditions.push(sql`d.created_at >= ${match.since}`);
  if (match.hiddenIds?.length) conditions.push(sql`d.id not in (${sql.join(match.hiddenIds)})`);
  for (const tag of match.tags) {
    conditions.push(
      sql`exists (select 1 from search_document_tags t where t.document_id = d.id and t.tag = ${tag})`,
    );
  }
  return conditions.length ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The ids and scores of one page, best first. */
export async function findRankedIds(
  db: Kysely<Database>,
  match: SearchMatch,
  sort: SearchSort,
  page: { offset: number; limit: number },
): Promise<number[]> {
  if (sort !== "relevance") return findSortedIds(db, match, sort, page);
  if (isPostgres(db)) {
    const query = tsQuery(match.words);
    // The candidates carry their tsvector, so ranking them reads no row a second time.
    const rows = await sql<{ id: number }>`
      select c.id from (
        select d.id, d.document from search_documents d
        where d.document @@ ${query} ${rowFilters(match, { kind: true })}
        order by d.id desc limit ${RELEVANCE_CANDIDATES.postgres}
      ) c
      order by ts_rank_cd(c.document, ${query}, 1) desc, c.id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    return rows.rows.map((row) => row.id);
  }
  // The FTS table answers in rowid order, so the newest candidates are the head of the match.
  // bm25() first counts, over the whole index, the documents holding each phrase of the
  // expression it ranks: about 5 ms per 100,000 documents. The content type and tags are
  // phrases too (a tab's "kind" phrase matches up to half the index), so the ranked
  // expression holds the words only, as PostgreSQL ranks the words only, and the filters
  // pick the candidates.
  const fts = ftsQuery(match);
  const words = ftsQuery(match, false);
  const hidesSome = (match.hiddenIds?.length ?? 0) > 0;
  const hasFilters =
    match.kind !== undefined || match.since !== undefined || match.tags.length > 0 || hidesSome;
  if (!hasFilters) {
    // The lowest rowid among the newest candidates bounds the ranked scan, so bm25() is
    // computed for those candidates only.
    const floor = await sql<{ id: number }>`
      select rowid as id from search_documents_fts where search_documents_fts match ${fts}
      order by rowid desc limit 1 offset ${RELEVANCE_CANDIDATES.sqlite - 1}`.execute(db);
    const lowestId = floor.rows[0]?.id ?? 0;
    const rows = await sql<{ id: number }>`
      select rowid as id from search_documents_fts
      where search_documents_fts match ${words} and rowid >= cast(${lowestId} as integer)
      order by bm25(search_documents_fts, ${BM25_WEIGHTS}), rowid desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    return rows.rows.map((row) => row.id);
  }
  const needsRow = match.since !== undefined || match.tags.length > 0 || hidesSome;
  const join = needsRow ? sql`join search_documents d on d.id = search_documents_fts.rowid` : sql``;
  const filters = needsRow ? rowFilters(match, { kind: false }) : sql``;
  const candidates = await sql<{ id: number }>`
    select search_documents_fts.rowid as id from search_documents_fts ${join}
    where search_documents_fts match ${fts} ${filters}
    order by search_documents_fts.rowid desc limit ${RELEVANCE_CANDIDATES.sqlite}`.execute(db);
  const ids = candidates.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  // The words' matches between the lowest and highest candidate, narrowed to the candidates:
  // `+rowid` keeps the list a filter, where a rowid constraint would make FTS5 seek each one.
  const rows = await sql<{ id: number }>`
    select rowid as id from search_documents_fts
    where search_documents_fts match ${words}
      and rowid >= cast(${ids.at(-1)} as integer) and rowid <= cast(${ids[0]} as integer)
      and +rowid in (select value from json_each(${JSON.stringify(ids)}))
    order by bm25(search_documents_fts, ${BM25_WEIGHTS}), rowid desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.rows.map((row) => row.id);
}

const SORT_ORDER: Record<Exclude<SearchSort, "relevance">, RawBuilder<unknown>> = {
  date_desc: sql`d.created_at desc, d.id desc`,
  date_asc: sql`d.created_at asc, d.id asc`,
  views_desc: sql`d.views desc, d.id desc`,
  title_asc: sql`lower(d.title) asc, d.id asc`,
};

/**
 * SQLite's date orders walk the created_at index and ask FTS5 about each document in turn
 * (a lookup by rowid, about 2 µs), when a word matches so many documents that the newest
 * few are near the top: "raid" (one document in eleven) reads about 230 rows for a first
 * page, where sorting all of its 17,800 matches by date took 23 ms. A word with fewer matches
 * than this sorts them instead, which is cheap for so few.
 */
const DATE_WALK_MIN_MATCHES = 2_000;
/**
 * Rows the walk reads at most before it falls back to sorting every match: enough for a first
 * page of any word in one document of a hundred among the newest.
 */
const DATE_WALK_ROWS = 2_000;

/** Every match in a fixed order (dates, views, titles): exact over the whole set. */
async function findSortedIds(
  db: Kysely<Database>,
  match: SearchMatch,
  sort: Exclude<SearchSort, "relevance">,
  page: { offset: number; limit: number },
): Promise<number[]> {
  if (!isPostgres(db) && (sort === "date_desc" || sort === "date_asc")) {
    const walked = await walkByDate(db, match, sort, page);
    if (walked) return walked;
  }
  const rows = await sql<{ id: number }>`
    select d.id from ${matchingDocuments(db, match, { kind: true })}
    order by ${SORT_ORDER[sort]} limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows.rows.map((row) => row.id);
}

/**
 * The page in date order from the walk of the created_at index (SQLite), or null when the
 * words match too few documents for a walk to pay, or the walk met too few of them. Exact:
 * every document newer (or older) than the last one walked was asked about.
 */
async function walkByDate(
  db: Kysely<Database>,
  match: SearchMatch,
  sort: "date_desc" | "date_asc",
  page: { offset: number; limit: number },
): Promise<number[] | null> {
  const fts = ftsQuery(match);
  const few = await sql<{ matches: number }>`
    select count(*) as matches from (select rowid from search_documents_fts
      where search_documents_fts match ${fts} limit ${DATE_WALK_MIN_MATCHES})`.execute(db);
  if ((few.rows[0]?.matches ?? 0) < DATE_WALK_MIN_MATCHES) return null;
  const wanted = page.offset + page.limit;
  const newest = sort === "date_desc";
  const direction = sql.raw(newest ? "desc" : "asc");
  // The walk stops at the date of the DATE_WALK_ROWS-th document from its end (all of them
  // when there are fewer), found in the index; the row filters narrow it further. The
  // correlated lookup gives FTS5 the rowid, so it seeks that document in each word's list.
  // SQLite keeps dates as ISO 8601 text: '' and '9999' lie beyond every date.
  const bound = sql`coalesce((select created_at from search_documents
    order by created_at ${direction} limit 1 offset ${DATE_WALK_ROWS - 1}), ${newest ? "" : "9999"})`;
  const rows = await sql<{ id: number }>`
    select d.id from search_documents d
    where d.created_at ${sql.raw(newest ? ">=" : "<=")} ${bound}
      ${rowFilters(match, { kind: false })}
      and exists (select 1 from search_documents_fts f
        where f.search_documents_fts match ${fts} and f.rowid = d.id)
    order by d.created_at ${direction}, d.id ${direction} limit ${wanted}`.execute(db);
  if (rows.rows.length < wanted) return null;
  return rows.rows.slice(page.offset).map((row) => row.id);
}

/** `search_documents d` narrowed to the matches, as a FROM clause plus WHERE. */
function matchingDocuments(
  db: Kysely<Database>,
  match: SearchMatch,
  options: { kind: boolean },
): RawBuilder<unknown> {
  if (isPostgres(db)) {
    return sql`search_documents d where d.document @@ ${tsQuery(match.words)} ${rowFilters(match, options)}`;
  }
  const fts = ftsQuery({ ...match, kind: options.kind ? match.kind : undefined });
  return sql`search_documents_fts join search_documents d on d.id = search_documents_fts.rowid
    where search_documents_fts match ${fts} ${rowFilters(match, { kind: false })}`;
}

/**
 * The ids of every document holding all the words, with no other filter, read from the
 * full-text index alone (FTS5's rowids; PostgreSQL's rows), as one text: a list of ids as
 * rows cost more than the counting they serve.
 */
export async function findMatchingIds(db: Kysely<Database>, words: string[]): Promise<number[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ ids: string | null }>`
        select string_agg(id::text, ',') as ids from search_documents
        where document @@ ${tsQuery(words)}`.execute(db)
    : await sql<{ ids: string | null }>`
        select group_concat(rowid) as ids from search_documents_fts
        where search_documents_fts match ${ftsQuery({ words, tags: [] }, false)}`.execute(db);
  const ids = rows[0]?.ids;
  return ids ? ids.split(",").map(Number) : [];
}

/** The content type and tags of some documents, by their ids or the next ones after an id. */
export async function findDocumentFacets(
  db: Kysely<Database>,
  which: { ids: number[] } | { afterId: number; limit: number },
): Promise<{ id: number; kind: string; tags: { tag: string; name: string }[] }[]> {
  let query = db.selectFrom("searchDocuments").select(["id", "kind"]).orderBy("id");
  query =
    "ids" in which
      ? query.where("id", "in", which.ids.length ? which.ids : [-1])
      : query.where("id", ">", which.afterId).limit(which.limit);
  const documents = await query.execute();
  if (documents.length === 0) return [];
  const tagQuery = db.selectFrom("searchDocumentTags").select(["documentId", "tag", "name"]);
  const tags = await ("ids" in which
    ? tagQuery.where(
        "documentId",
        "in",
        documents.map((document) => document.id),
      )
    : tagQuery
        .where("documentId", ">=", documents[0]?.id ?? 0)
        .where("documentId", "<=", documents.at(-1)?.id ?? 0)
  )
    .orderBy("documentId")
    .orderBy("tag")
    .execute();
  const byDocument = new Map<number, { tag: string; name: string }[]>();
  for (const row of tags) {
    const list = byDocument.get(row.documentId) ?? [];
    list.push({ tag: row.tag, name: row.name });
    byDocument.set(row.documentId, list);
  }
  return documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    tags: byDocument.get(document.id) ?? [],
  }));
}

/** Matches per content type (the tab filter left out, so every tab has its count). */
export async function countByKind(
  db: Kysely<Database>,
  match: SearchMatch,
): Promise<{ kind: string; count: number }[]> {
  const rows = await sql<{ kind: string; count: number | string }>`
    select d.kind, count(*) as count from ${matchingDocuments(db, match, { kind: false })}
    group by d.kind`.execute(db);
  return rows.rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/** The most frequent tags among the matches. */
export async function countTags(
  db: Kysely<Database>,
  match: SearchMatch,
  limit: number,
): Promise<{ name: string; count: number }[]> {
  const rows = await sql<{ name: string; count: number | string }>`
    select min(t.name) as name, count(*) as count
    from search_document_tags t
    join (select d.id from ${matchingDocuments(db, match, { kind: true })}) m on m.id = t.document_id
    group by t.tag order by count(*) desc, t.tag limit ${limit}`.execute(db);
  return rows.rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

export interface SearchDocumentRow {
  id: number;
  kind: string;
  resultId: string;
  url: string;
  thumbnail: string | null;
  title: string;
  tagsJson: string;
  author: string | null;
  createdAt: Date | string;
  showsDate: boolean | number;
  /** The body around the matched words, matched words between MARK_START and MARK_END. */
  snippet: string;
}

/** The documents of a page with their highlighted snippets, in the order of `ids`. */
export async function findDocuments(
  db: Kysely<Database>,
  ids: number[],
  words: string[],
): Promise<SearchDocumentRow[]> {
  if (ids.length === 0) return [];
  const documents = await db
    .selectFrom("searchDocuments")
    .select([
      "id",
      "kind",
      "resultId",
      "url",
      "thumbnail",
      "title",
      "tagsJson",
      "author",
      "createdAt",
      "showsDate",
    ])
    .where("id", "in", ids)
    .execute();
  const snippets = await findSnippets(db, ids, words);
  const byId = new Map(documents.map((document) => [document.id, document]));
  return ids.flatMap((id) => {
    const document = byId.get(id);
    return document ? [{ ...document, snippet: snippets.get(id) ?? "" }] : [];
  });
}

async function findSnippets(
  db: Kysely<Database>,
  ids: number[],
  words: string[],
): Promise<Map<number, string>> {
  const snippets = new Map<number, string>();
  if (isPostgres(db)) {
    const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=16, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;
    // ts_headline reads "<b>" in plain text as a tag and drops it, so angle brackets travel
    // as two control characters (never in indexed text) and come back after.
    const rows = await sql<{ id: number; snippet: string }>`
      select id, ts_headline('english', translate(body, '<>', ${LESS_THAN_STAND_IN + GREATER_THAN_STAND_IN}), ${tsQuery(words)}, ${options}) as snippet
      from search_documents where id in (${sql.join(ids)})`.execute(db);
    for (const row of rows.rows) {
      snippets.set(
        row.id,
        row.snippet.replaceAll(LESS_THAN_STAND_IN, "<").replaceAll(GREATER_THAN_STAND_IN, ">"),
      );
    }
    return snippets;
  }
  // One lookup per document: FTS5 finds a rowid within a match directly, where a list of
  // rowids would make it walk every match. The cast matters: better-sqlite3 binds a number as
  // a real, and FTS5 then drops the rowid constraint altogether (SQLite 3.53).
  const fts = ftsQuery({ words, tags: [] }, false);
  for (const id of ids) {
    const row = await sql<{ snippet: string }>`
      select snippet(search_documents_fts, 2, ${MARK_START}, ${MARK_END}, '…', 28) as snippet
      from search_documents_fts where search_documents_fts match ${fts} and rowid = cast(${id} as integer)`.execute(
      db,
    );
    snippets.set(id, row.rows[0]?.snippet ?? "");
  }
  return snippets;
}

/** Whether a single word matches anything (stop words count as matching: they are ignored). */
export async function wordMatches(db: Kysely<Database>, word: string): Promise<boolean> {
  if (isPostgres(db)) {
    // Planned alone (materialized), the lookup uses the GIN index: inside EXISTS the planner
    // expects an early hit and picks a sequential scan, which reads the whole table when the
    // word matches nothing (the very case that asks: 130 ms on 200,000 documents).
    const rows = await sql<{ nodes: number; found: boolean }>`
      with matches as materialized (
        select 1 from search_documents where document @@ ${tsQuery([word])}
      )
      select numnode(${tsQuery([word])}) as nodes, exists (select 1 from matches) as found`.execute(
      db,
    );
    const row = rows.rows[0];
    return !row || row.nodes === 0 || row.found;
  }
  const rows =
    await sql`select 1 from search_documents_fts where search_documents_fts match ${ftsTerms([word]).join("")} limit 1`.execute(
      db,
    );
  return rows.rows.length > 0;
}

/**
 * Whether the database has the trigram index of the search words (PostgreSQL with pg_trgm).
 * The answer does not change while the server runs: the search service asks once.
 */
export async function hasTrigramIndex(db: Kysely<Database>): Promise<boolean> {
  if (!isPostgres(db)) return false;
  const result = await sql<{ found: boolean }>`
    select exists (select 1 from pg_indexes
      where schemaname = current_schema() and indexname = 'search_words_trigram_idx') as found`.execute(
    db,
  );
  return result.rows[0]?.found === true;
}

/**
 * Indexed words that might be what a misspelt word meant. PostgreSQL with pg_trgm: the words
 * most similar by trigrams (any letter may be wrong). Otherwise: the words of about the same
 * length sharing the first letter (people rarely mistype that one).
 */
export async function findWordCandidates(
  db: Kysely<Database>,
  word: string,
  maxEdits: number,
  hasTrigrams: boolean,
): Promise<WordCandidate[]> {
  if (hasTrigrams) {
    const rows = await sql<WordCandidate>`
      select word, documents from search_words
      where word operator(public.%) ${word}
      order by public.similarity(word, ${word}) desc, documents desc limit 20`.execute(db);
    return rows.rows;
  }
  const first = word.slice(0, 1);
  return db
    .selectFrom("searchWords")
    .select(["word", "documents"])
    .where("word", ">=", first)
    .where("word", "<", `${first}\uffff`)
    .where(sql`length(word)`, ">=", word.length - maxEdits)
    .where(sql`length(word)`, "<=", word.length + maxEdits)
    .limit(5_000)
    .execute();
}
