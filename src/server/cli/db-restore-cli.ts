import { loadConfig } from "../config";
import { exitWithOperationError } from "../features/operations/operation-error";
import { restoreDatabase } from "../features/operations/restore-database";

/**
 * `npm run db:restore -- FILE`: restores a backup of `npm run db:backup` into the empty database
 * that DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) names; refuses one that is not empty.
 */
const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith("-")) {
  console.error("Usage: npm run db:restore -- FILE   (a file written by npm run db:backup)");
  process.exit(2);
}

try {
  const target = await restoreDatabase(loadConfig(), file);
  console.log(`Restored ${file} into the ${target}. Start the server on it as usual.`);
} catch (error) {
  exitWithOperationError(error);
}
