import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { toFtsQuery } from "../forum/forum-search";

/**
 * Full-text search over guides (title, tags, game, description, sections): SQLite FTS5 kept by
 * triggers, or PostgreSQL's generated tsvector, as feedback-search.ts does for feedback.
 */
export function guideMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  if (engine === "postgres") {
    return sql<SqlBool>`guides.search_vector @@ websearch_to_tsquery('english', ${text})`;
  }
  const query = toFtsQuery(text);
  if (!query) return sql<SqlBool>`0 = 1`;
  return sql<SqlBool>`guides.id in (select rowid from guides_fts where guides_fts match ${query})`;
}
