import { join } from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";
import { acquireFileLock } from "./sqlite-lock";
import { withStatementCache } from "./sqlite-statement-cache";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; absent means SQLite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests use one per app so they never share tables). */
  postgresSchema?: string;
}

export const SQLITE_FILE_NAME = "gamehub.db";

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.postgresSchema)
    : openSqlite(join(options.dataDir, SQLITE_FILE_NAME));
}

function openSqlite(file: string): DatabaseHandle {
  const releaseLock = acquireFileLock(`${file}.lock`);
  let connection: SQLite.Database;
  try {
    connection = new SQLite(file);
    connection.pragma("journal_mode = WAL");
    // FULL: a committed transaction survives power loss, not only a process crash.
    connection.pragma("synchronous = FULL");
    connection.pragma("foreign_keys = ON");
    connection.pragma("busy_timeout = 5000");
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin()],
  });
  return {
    db,
    engine: "sqlite",
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await db.destroy();
      releaseLock();
    },
  };
}

function openPostgres(connectionString: string, schema?: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    engine: "postgres",
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
