import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { ftsQuery, queryWords, tsQuery } from "../../lib/full-text-query";

/**
 * Full-text search over feedback titles and descriptions: SQLite FTS5 (porter stemming, kept
 * in step by triggers) or PostgreSQL's generated tsvector (english), behind one function. The
 * member's text is plain words on both engines (lib/full-text-query.ts), so `-word` or `OR`
 * finds what those words find and never reaches either engine's query syntax.
 */
export function feedbackMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  const words = queryWords(text);
  if (words.length === 0) return sql<SqlBool>`0 = 1`;
  if (engine === "postgres") {
    return sql<SqlBool>`feedback_items.search_vector @@ ${tsQuery(words)}`;
  }
  return sql<SqlBool>`feedback_items.id in (select rowid from feedback_items_fts where feedback_items_fts match ${ftsQuery(words, { prefix: true })})`;
}
