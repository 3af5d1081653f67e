import { loadConfig } from "../config";
import { backupDatabase } from "../features/operations/backup-database";
import { exitWithOperationError } from "../features/operations/operation-error";

/**
 * `npm run db:backup`: a consistent copy of the database of DATA_DIR or DATABASE_URL, taken while
 * the site runs, in a new timestamped file under BACKUP_DIR. The last line printed is the
 * file's path alone, for scripts (`file=$(npm run -s db:backup | tail -n 1)`).
 */
try {
  const config = loadConfig();
  const file = await backupDatabase(config);
  console.log(`Backup of the ${config.databaseUrl ? "PostgreSQL" : "SQLite"} database written to:`);
  console.log(file);
} catch (error) {
  exitWithOperationError(error);
}
