import { type RawBuilder, sql } from "kysely";

/**
 * Search text as every full-text search of the site reads it: plain words, all required, on
 * both engines. Nothing a visitor types is read as query syntax: no `OR`, no `-` to exclude,
 * no quotes or prefixes of FTS5 or of PostgreSQL's websearch syntax, so one query finds the
 * same things on SQLite and on PostgreSQL.
 */

/**
 * Most words a query keeps. Each word is one more lookup in the index; a longer query (or one
 * word repeated a hundred times) would cost the server more without finding anything better.
 */
export const QUERY_WORDS_MAX = 12;

/** The words of search text: lower-cased runs of letters and digits, each once, the first few. */
export function queryWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, QUERY_WORDS_MAX);
}

/**
 * The FTS5 terms of words, each quoted so it is never read as syntax; `prefix` also matches
 * longer words starting with it ("mine" finds "minecraft").
 */
export function ftsTerms(words: readonly string[], options: { prefix?: boolean } = {}): string[] {
  return words.map((word) => `"${word.replaceAll('"', '""')}"${options.prefix ? "*" : ""}`);
}

/** An FTS5 query needing every word (null for no words: such a search matches nothing). */
export function ftsQuery(
  words: readonly string[],
  options: { prefix?: boolean } = {},
): string | null {
  return words.length === 0 ? null : ftsTerms(words, options).join(" AND ");
}

/**
 * A PostgreSQL tsquery needing every word ('english': stop words dropped, the rest stemmed, as
 * the tsvector columns are built). Each word is quoted, so none is read as an operator.
 */
export function tsQuery(words: readonly string[]): RawBuilder<unknown> {
  const text = words.map((word) => `'${word.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`);
  return sql`to_tsquery('english', ${text.join(" & ")})`;
}
