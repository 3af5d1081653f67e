import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import type { Database } from "../../db/schema";

/**
 * Full-text search over title, excerpt and content: SQLite FTS5 (porter stemming) or
 * PostgreSQL tsvector (english), behind one function each for matching and ranking.
 */

/** Words only, each as a quoted prefix term: user input never reaches FTS5's query syntax. */
function toFtsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((word) => `"${word}"*`)
    .join(" ");
}

/**
 * The search condition. On SQLite the query must also join `posts_fts` (see joinSearchIndex):
 * matching through the join lets FTS5 hand over its rowids and its rank in one pass.
 */
export function matchesSearch(
  engine: Engine,
  eb: ExpressionBuilder<Database, "posts">,
  text: string,
): Expression<SqlBool> {
  if (engine === "postgres") {
    return sql<SqlBool>`posts.search_vector @@ websearch_to_tsquery('english', ${text})`;
  }
  const query = toFtsQuery(text);
  if (!query) return eb.val(false) as unknown as Expression<SqlBool>;
  return sql<SqlBool>`posts_fts match ${query}`;
}

/** SQLite only: the FTS5 table joined by rowid, which matchesSearch and searchRank refer to. */
export const SEARCH_INDEX_TABLE = "posts_fts";

/** Higher is more relevant. */
export function searchRank(engine: Engine, text: string) {
  if (engine === "postgres") {
    return sql<number>`ts_rank(posts.search_vector, websearch_to_tsquery('english', ${text}))`;
  }
  // FTS5's rank is bm25, lower-is-better; negate it so both engines sort descending.
  return sql<number>`-posts_fts.rank`;
}
