import { type Expression, type SqlBool, sql } from "kysely";
import type { Engine } from "../../db/database";
import { toFtsQuery } from "../forum/forum-search";

/**
 * Full-text search over developer updates' titles, content and tags: the FTS5 table
 * developer_updates_fts (porter stemming, kept in step by triggers) on SQLite, the generated
 * search_vector (english) on PostgreSQL. User text is turned into a safe query the way the
 * forum does it: words only on SQLite, websearch syntax (which never fails) on PostgreSQL.
 */
export function updateMatchesSearch(engine: Engine, text: string): Expression<SqlBool> {
  if (engine === "postgres") {
    return sql<SqlBool>`developer_updates.search_vector @@ websearch_to_tsquery('english', ${text})`;
  }
  const query = toFtsQuery(text);
  if (!query) return sql<SqlBool>`0 = 1`;
  return sql<SqlBool>`developer_updates.id in (select rowid from developer_updates_fts where developer_updates_fts match ${query})`;
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
