import { chmodSync, existsSync, renameSync, rmSync } from "node:fs";
import SQLite from "better-sqlite3";
import { OperationError } from "./operation-error";

/**
 * Copies a live SQLite database, consistent to one moment, with SQLite's online backup API
 * while the server keeps writing (WAL mode: readers never block the writer).
 *
 * The pages go over in one step, inside one read transaction: the default (100 pages, then a
 * pause) restarts from the beginning whenever another connection writes in between, so a
 * busy site's backup could never finish.
 *
 * The copy is switched to the rollback journal, so it is one self-contained file (no -wal or
 * -shm beside it), checked with `pragma integrity_check`, and only then renamed to its name:
 * a file with the final name is always complete.
 */
export async function snapshotSqlite(sourceFile: string, destination: string): Promise<void> {
  if (!existsSync(sourceFile)) {
    throw new OperationError(`There is no SQLite database at ${sourceFile} (check DATA_DIR).`);
  }
  const partial = `${destination}.partial`;
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(partial, { progress: () => ALL_REMAINING_PAGES });
    checkSqliteFile(partial, { makeSelfContained: true });
    chmodSync(partial, 0o600);
    renameSync(partial, destination);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

const ALL_REMAINING_PAGES = 0x7fffffff;

/**
 * Throws unless the file is a sound SQLite database. `makeSelfContained` switches it to the
 * rollback journal first (a backup taken from a WAL database is in WAL mode).
 */
export function checkSqliteFile(file: string, options: { makeSelfContained?: boolean } = {}): void {
  let connection: SQLite.Database | undefined;
  let problems: string[];
  try {
    connection = new SQLite(file, { fileMustExist: true });
    if (options.makeSelfContained) connection.pragma("journal_mode = DELETE");
    const rows = connection.pragma("integrity_check") as { integrity_check: string }[];
    problems = rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
  } catch (error) {
    throw new OperationError(`${file} is not a readable SQLite database: ${String(error)}`);
  } finally {
    connection?.close();
  }
  if (problems.length > 0) {
    throw new OperationError(
      `${file} failed SQLite's integrity check:\n  ${problems.slice(0, 10).join("\n  ")}`,
    );
  }
}
