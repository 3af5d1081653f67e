import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { ftsQuery, queryWords, tsQuery } from "../../lib/full-text-query";

/**
 * Full-text search over developer updates' titles, content and tags: the FTS5 table
 * developer_updates_fts (porter stemming, kept in step by triggers) on SQLite, the generated
 * search_vector (english) on PostgreSQL. The text is plain words on both engines
 * (lib/full-text-query.ts).
 */
export function updateMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  const words = queryWords(text);
  if (words.length === 0) return sql<SqlBool>`0 = 1`;
  if (engine === "postgres") {
    return sql<SqlBool>`developer_updates.search_vector @@ ${tsQuery(words)}`;
  }
  return sql<SqlBool>`developer_updates.id in (select rowid from developer_updates_fts where developer_updates_fts match ${ftsQuery(words, { prefix: true })})`;
}

/**
 * "This update carries the tag", ignoring case. Tags live in a JSON array on the row (an
 * update has at most 8 and the team writes a few a week, so no tag table is needed).
 */
export function updateHasTag(engine: Engine, tagKey: string): Expression<SqlBool> {
  if (engine === "postgres") {
    return sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(developer_updates.tags::jsonb) as tag(value) where lower(tag.value) = ${tagKey})`;
  }
  return sql<SqlBool>`exists (select 1 from json_each(developer_updates.tags) as tag where lower(tag.value) = ${tagKey})`;
}
