import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig } from "../../config";
import { SQLITE_FILE_NAME } from "../../db/database";
import { backupDirOf, backupFileName } from "./backup-paths";
import { runPostgresTool } from "./postgres-tools";
import { snapshotSqlite } from "./sqlite-snapshot";

export type BackupConfig = Pick<AppConfig, "dataDir" | "backupDir" | "databaseUrl">;

/**
 * `npm run db:backup`: a consistent copy of the site's database, taken while it runs, written
 * to a new timestamped file under BACKUP_DIR. Returns the file's path.
 *
 * - SQLite: the online backup API (sqlite-snapshot.ts), a plain database file.
 * - PostgreSQL: pg_dump in its custom format (one snapshot of the whole database, compressed,
 *   restored with pg_restore). The file is readable by its owner only: it holds password
 *   hashes and e-mail addresses.
 */
export async function backupDatabase(config: BackupConfig, now = new Date()): Promise<string> {
  const dir = backupDirOf(config);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const engine = config.databaseUrl ? "postgres" : "sqlite";
  const file = freePath(dir, engine, now);
  if (!config.databaseUrl) {
    await snapshotSqlite(join(config.dataDir, SQLITE_FILE_NAME), file);
    return file;
  }
  const partial = `${file}.partial`;
  try {
    await runPostgresTool("pg_dump", config.databaseUrl, ["--format=custom", `--file=${partial}`]);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return file;
}

/** Two backups in the same millisecond get distinct names. */
function freePath(dir: string, engine: "sqlite" | "postgres", now: Date): string {
  for (let offset = 0; ; offset++) {
    const file = join(dir, backupFileName(engine, new Date(now.getTime() + offset)));
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return file;
  }
}
