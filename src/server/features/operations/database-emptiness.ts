import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import pg from "pg";
import { OperationError } from "./operation-error";
import { describePostgres } from "./postgres-tools";

/**
 * What "empty" means for a restore or a copy: the database holds no tables (nor views or
 * sequences) of its own. A database the server has started on once is not empty: starting
 * applies the migrations, which create every table (and the bookkeeping table
 * kysely_migration). Refusing anything else means a restore never mixes two sites' rows.
 */
const SHOWN = 5;

/** The tables of an SQLite file; none when the file does not exist (or has zero bytes). */
export function findSqliteTables(file: string): string[] {
  if (!existsSync(file)) return [];
  let connection: SQLite.Database | undefined;
  try {
    connection = new SQLite(file, { fileMustExist: true });
    const rows = connection
      .prepare(
        "select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite\\_%' escape '\\' order by name",
      )
      .all() as { name: string }[];
    return rows.map((row) => row.name);
  } catch (error) {
    throw new OperationError(`${file} is not a readable SQLite database: ${String(error)}`);
  } finally {
    connection?.close();
  }
}

/** The relations of a PostgreSQL database outside the system schemas, as schema.name. */
export async function findPostgresTables(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect().catch((error: { code?: string; message?: string }) => {
    throw new OperationError(
      error.code === "3D000"
        ? `The ${describePostgres(databaseUrl)} does not exist; create it first (createdb, or CREATE DATABASE).`
        : `Could not connect to the ${describePostgres(databaseUrl)}: ${error.message}`,
    );
  });
  try {
    const result = await client.query<{ name: string }>(`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by 1`);
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** Throws unless the list of tables is empty, naming a few of them. */
export function requireEmpty(what: string, tables: readonly string[]): void {
  if (tables.length === 0) return;
  const shown = tables.slice(0, SHOWN).join(", ");
  const more = tables.length > SHOWN ? ` and ${tables.length - SHOWN} more` : "";
  throw new OperationError(
    `Refusing: the ${what} is not empty (it has ${tables.length} table${tables.length === 1 ? "" : "s"}: ${shown}${more}). ` +
      "Restore and copy only write into an empty database, so they never mix two sites' data; " +
      "point DATA_DIR or DATABASE_URL (or --to) at a new, empty one.",
  );
}
