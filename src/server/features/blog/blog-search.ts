import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";
import { ftsQuery, queryWords, tsQuery } from "../../lib/full-text-query";

/**
 * Full-text search over title, excerpt and content: SQLite FTS5 (porter stemming) or
 * PostgreSQL tsvector (english), behind one function each for matching and ranking. The text
 * is plain words on both engines (lib/full-text-query.ts), prefixes of longer words on SQLite.
 */

/**
 * The search condition. On SQLite the query must also join `posts_fts` (see joinSearchIndex):
 * matching through the join lets FTS5 hand over its rowids and its rank in one pass.
 */
export function matchesSearch(
  engine: Engine,
  eb: ExpressionBuilder<Database, "posts">,
  text: string,
): Expression<SqlBool> {
  const words = queryWords(text);
  if (words.length === 0) return eb.val(false) as unknown as Expression<SqlBool>;
  if (engine === "postgres") return sql<SqlBool>`posts.search_vector @@ ${tsQuery(words)}`;
  return sql<SqlBool>`posts_fts match ${ftsQuery(words, { prefix: true })}`;
}

/** SQLite only: the FTS5 table joined by rowid, which matchesSearch and searchRank refer to. */
export const SEARCH_INDEX_TABLE = "posts_fts";

/** Higher is more relevant. */
export function searchRank(engine: Engine, text: string) {
  if (engine === "postgres") {
    return sql<number>`ts_rank(posts.search_vector, ${tsQuery(queryWords(text))})`;
  }
  // FTS5's rank is bm25, lower-is-better; negate it so both engines sort descending.
  return sql<number>`-posts_fts.rank`;
}
