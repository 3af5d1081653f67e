import {
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { SQLITE_FILE_NAME } from "../../db/database";
import { MIGRATIONS } from "../../db/migrations";
import { acquireFileLock, DatabaseLockedError } from "../../db/sqlite-lock";
import { findPostgresTables, findSqliteTables, requireEmpty } from "./database-emptiness";
import { OperationError } from "./operation-error";
import { describePostgres, runPostgresTool } from "./postgres-tools";
import { checkSqliteFile } from "./sqlite-snapshot";

/** DATA_DIR and DATABASE_URL, as loadConfig reads them (absent URL: SQLite). */
export interface RestoreConfig {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * `npm run db:restore -- FILE`: puts a backup of `npm run db:backup` into the empty database
 * that DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) names, and refuses any other
 * (database-emptiness.ts says what empty means). Returns a description of where it went.
 */
export async function restoreDatabase(config: RestoreConfig, file: string): Promise<string> {
  const kind = backupKindOf(file);
  if (config.databaseUrl) {
    if (kind === "sqlite") {
      throw new OperationError(
        `${file} is an SQLite backup, and DATABASE_URL names PostgreSQL. Restore it into a DATA_DIR ` +
          "(without DATABASE_URL), then move it with `npm run db:copy -- --to postgres://…`.",
      );
    }
    return restorePostgres(config.databaseUrl, file);
  }
  if (kind === "postgres") {
    throw new OperationError(
      `${file} is a PostgreSQL backup (pg_dump); set DATABASE_URL to an empty PostgreSQL database to restore it.`,
    );
  }
  return restoreSqlite(join(config.dataDir, SQLITE_FILE_NAME), file);
}

function backupKindOf(file: string): "sqlite" | "postgres" {
  if (!existsSync(file)) throw new OperationError(`There is no file ${file}.`);
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  throw new OperationError(
    `${file} is not a backup of this site: neither an SQLite database nor a pg_dump archive in its custom format.`,
  );
}

/**
 * The file is copied beside the database, checked (integrity, a GameHub database this version
 * can run), and renamed into place, so a failed restore leaves nothing behind. The lock a
 * running server holds is taken for the duration: no server may start on a half-restored file.
 */
function restoreSqlite(target: string, file: string): string {
  let release: () => void;
  try {
    release = acquireFileLock(`${target}.lock`);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    throw new OperationError(
      `Refusing: a server is running on ${target} (${error.message}). Stop it and point DATA_DIR at an empty directory.`,
    );
  }
  const partial = `${target}.restoring`;
  try {
    requireEmpty(`SQLite database ${target}`, findSqliteTables(target));
    copyFileSync(file, partial);
    checkSqliteFile(partial, { makeSelfContained: true });
    checkMigrations(partial, file);
    for (const leftover of [target, `${target}-wal`, `${target}-shm`]) {
      rmSync(leftover, { force: true });
    }
    renameSync(partial, target);
    return `SQLite database ${target}`;
  } finally {
    rmSync(partial, { force: true });
    release();
  }
}

/** A backup of another program, or of a newer version of the site, would not start. */
function checkMigrations(copy: string, file: string): void {
  const connection = new SQLite(copy, { fileMustExist: true, readonly: true });
  try {
    const hasTable = connection
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!hasTable) {
      throw new OperationError(`${file} is an SQLite database, but not one of this site.`);
    }
    const names = connection.prepare("select name from kysely_migration").pluck().all() as string[];
    const unknown = names.filter((name) => !(name in MIGRATIONS));
    if (unknown.length > 0) {
      throw new OperationError(
        `${file} comes from a newer version of the site (migrations ${unknown.join(", ")} are unknown here); update the site first.`,
      );
    }
  } finally {
    connection.close();
  }
}

/**
 * pg_restore in one transaction (a failure leaves the database empty). Owners and grants are
 * left out: the roles of the server the dump came from need not exist here, and the restoring
 * role owns everything, as the site expects.
 */
async function restorePostgres(databaseUrl: string, file: string): Promise<string> {
  const target = describePostgres(databaseUrl);
  requireEmpty(target, await findPostgresTables(databaseUrl));
  await runPostgresTool("pg_restore", databaseUrl, [
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    file,
  ]);
  return target;
}
