import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Distinct SQL texts kept prepared; the app has a few dozen, so this is never reached in practice. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Kysely prepares a new statement for every query, and preparing was a sixth of the CPU time
 * of a list request (measured with --cpu-prof under `npm run bench`). Statements are reusable,
 * so keep them by SQL text; a statement still being iterated is never handed out twice.
 */
export function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      connection.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = connection.prepare(sql);
      if (!cached) {
        if (statements.size >= MAX_CACHED_STATEMENTS) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
