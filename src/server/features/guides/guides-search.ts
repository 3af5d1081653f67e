import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { ftsQuery, queryWords, tsQuery } from "../../lib/full-text-query";

/**
 * Full-text search over guides (title, tags, game, description, sections): SQLite FTS5 kept by
 * triggers, or PostgreSQL's generated tsvector, as feedback-search.ts does for feedback.
 */
export function guideMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  const words = queryWords(text);
  if (words.length === 0) return sql<SqlBool>`0 = 1`;
  if (engine === "postgres") {
    return sql<SqlBool>`guides.search_vector @@ ${tsQuery(words)}`;
  }
  return sql<SqlBool>`guides.id in (select rowid from guides_fts where guides_fts match ${ftsQuery(words, { prefix: true })})`;
}
