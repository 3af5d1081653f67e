import { loadConfig } from "../config";
import { copySqliteToPostgres } from "../features/operations/copy-to-postgres";
import { exitWithOperationError } from "../features/operations/operation-error";

/**
 * `npm run db:copy -- --to postgres://…`: copies the SQLite database of DATA_DIR (the site may
 * keep running) into an empty PostgreSQL database, then checks the copy. Afterwards, start the
 * site with DATABASE_URL set to that database.
 */
const targetUrl = readTarget(process.argv.slice(2));
if (!targetUrl) {
  console.error(
    "Usage: npm run db:copy -- --to postgres://user:password@host:5432/database\n" +
      "Copies the SQLite database in DATA_DIR into that empty PostgreSQL database.",
  );
  process.exit(2);
}

try {
  const config = loadConfig();
  const started = Date.now();
  const report = await copySqliteToPostgres({
    dataDir: config.dataDir,
    targetUrl,
    log: (line) => console.log(line),
  });
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  for (const note of report.notes) console.log(`checked: ${note}`);
  console.log(
    `Copied ${rows} rows in ${report.tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
      "Start the site with DATABASE_URL set to the new database (and the same DATA_DIR or SESSION_SECRET, so sessions stay valid).",
  );
} catch (error) {
  exitWithOperationError(error);
}

function readTarget(args: readonly string[]): string | undefined {
  const at = args.indexOf("--to");
  const value =
    at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith("--to="))?.slice("--to=".length);
  return value && /^postgres(ql)?:\/\//.test(value) ? value : undefined;
}
