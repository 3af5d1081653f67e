import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { toFtsQuery } from "../forum/forum-search";

/**
 * Full-text search over feedback titles and descriptions: SQLite FTS5 (porter stemming, kept
 * in step by triggers) or PostgreSQL's generated tsvector (english), behind one function. The
 * member's text becomes quoted prefix terms (the forum's `toFtsQuery`), so it never reaches
 * FTS5's query syntax; PostgreSQL reads it with websearch_to_tsquery, which accepts any text.
 */
export function feedbackMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  if (engine === "postgres") {
    return sql<SqlBool>`feedback_items.search_vector @@ websearch_to_tsquery('english', ${text})`;
  }
  const query = toFtsQuery(text);
  if (!query) return sql<SqlBool>`0 = 1`;
  return sql<SqlBool>`feedback_items.id in (select rowid from feedback_items_fts where feedback_items_fts match ${query})`;
}
