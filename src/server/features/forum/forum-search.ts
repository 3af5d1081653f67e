import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";

/**
 * Full-text search over discussions' titles and opening posts: SQLite FTS5 (porter stemming,
 * kept in step by triggers) or PostgreSQL's generated tsvector (english), behind one function.
 */

/** Words only, each as a quoted prefix term: user input never reaches FTS5's query syntax. */
export function toFtsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((word) => `"${word}"*`)
    .join(" ");
}

/**
 * The condition "this discussion matches the search text", as a rowid set on SQLite so the
 * planner can either read the matches first or keep walking the list order's index.
 */
export function threadMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  if (engine === "postgres") {
    return sql<SqlBool>`forum_threads.search_vector @@ websearch_to_tsquery('english', ${text})`;
  }
  const query = toFtsQuery(text);
  if (!query) return sql<SqlBool>`0 = 1`;
  return sql<SqlBool>`forum_threads.id in (select rowid from forum_threads_fts where forum_threads_fts match ${query})`;
}
