import { join } from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { ensureOwnerOnlyFile, narrowToOwner } from "../lib/private-files";
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
  /** PostgreSQL's connection pool, whose counts /metrics reports (SQLite has none). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** Where lost connections are reported (the app's logger once it exists; stderr before). */
  setLogger(logger: DatabaseLogger): void;
  close(): Promise<void>;
}

/** The part of a pino/Fastify logger the database uses. */
export interface DatabaseLogger {
  warn(details: object, message: string): void;
}

const stderrLogger: DatabaseLogger = {
  warn: (details, message) => console.error(message, details),
};

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
    // Owner-only before SQLite opens it: SQLite gives the WAL and shared-memory files it
    // creates the database file's permissions. Files left by an older version are narrowed.
    ensureOwnerOnlyFile(file);
    narrowToOwner(`${file}-wal`);
    narrowToOwner(`${file}-shm`);
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
    // SQLite has no connection to lose; a busy file surfaces as an error of the query itself.
    setLogger: () => {},
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
    // A request waits at most this long for a connection; then it answers 503.
    connectionTimeoutMillis: 5000,
    // Detects a peer that vanished without closing the socket (host down, network cut).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Lets an operator (and the outage test) tell this app's connections apart in
    // pg_stat_activity; a test schema gets its own name. PGAPPNAME or the URL may override.
    ...(schema ? { application_name: `gamehub-${schema}` } : {}),
    fallback_application_name: "gamehub",
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  let logger = stderrLogger;
  // One lost connection can be reported by both the client and the pool: log it once.
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    logger.warn(
      { err: error, code: (error as { code?: string }).code },
      "database connection lost; requests answer 503 until it is back",
    );
  };
  // A connection that dies (restart, pg_terminate_backend, network) emits 'error'. Without a
  // listener Node treats that as an uncaught exception and ends the process. The pool listens
  // on idle clients only; a client handed out to a query or an open transaction needs its own
  // listener. The broken client is discarded on release and the next query connects anew.
  pool.on("error", report);
  pool.on("connect", (client) => {
    client.on("error", report);
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    engine: "postgres",
    pool,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    setLogger: (next) => {
      logger = next;
    },
    close: () => db.destroy(),
  };
}
