import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { ftsQuery, queryWords, tsQuery } from "../../lib/full-text-query";

/**
 * Full-text search over discussions' titles and opening posts: SQLite FTS5 (porter stemming,
 * kept in step by triggers) or PostgreSQL's generated tsvector (english), behind one function.
 */

/**
 * The condition "this discussion matches the search text", as a rowid set on SQLite so the
 * planner can either read the matches first or keep walking the list order's index. The text
 * is plain words on both engines (lib/full-text-query.ts), prefixes of longer words on SQLite.
 */
export function threadMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  const words = queryWords(text);
  if (words.length === 0) return sql<SqlBool>`0 = 1`;
  if (engine === "postgres") {
    return sql<SqlBool>`forum_threads.search_vector @@ ${tsQuery(words)}`;
  }
  return sql<SqlBool>`forum_threads.id in (select rowid from forum_threads_fts where forum_threads_fts match ${ftsQuery(words, { prefix: true })})`;
}
