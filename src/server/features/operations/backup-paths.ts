import { join } from "node:path";
import type { AppConfig } from "../../config";
import type { Engine } from "../../db/database";

/** BACKUP_DIR, or DATA_DIR/backups when it is not set. */
export function backupDirOf(config: Pick<AppConfig, "dataDir" | "backupDir">): string {
  return config.backupDir ?? join(config.dataDir, "backups");
}

/**
 * `gamehub-2026-11-26T10-00-35-123Z.db` (SQLite) or `.dump` (pg_dump's custom format): names
 * sort by time, and the extension says which engine, and so which restore, a file is for.
 */
export function backupFileName(engine: Engine, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return `gamehub-${stamp}.${engine === "sqlite" ? "db" : "dump"}`;
}
