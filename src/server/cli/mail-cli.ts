import { join } from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import { type AppConfig, loadConfig } from "../config";
import { openDatabase, SQLITE_FILE_NAME } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { SqliteBooleanPlugin } from "../db/sqlite-boolean-plugin";
import { DatabaseLockedError } from "../db/sqlite-lock";
import { getMailStatus, retryFailedMail } from "../features/mail-outbox/mail-outbox.service";

/**
 * `npm run mail -- status`: queued, sent and failed counts and the latest delivery problems.
 * `npm run mail -- retry`: puts failed mail back in the queue; a running server sends it.
 */
const [command] = process.argv.slice(2);
if (command !== "status" && command !== "retry") {
  console.error("Usage: npm run mail -- status   |   npm run mail -- retry");
  process.exit(2);
}

const database = openForCommand(loadConfig());
try {
  if (database.migrate) await migrateToLatest(database.db);
  if (command === "retry") {
    const count = await retryFailedMail(database.db, new Date());
    console.log(
      count === 0
        ? "No failed e-mail to retry."
        : `${count} failed e-mail${count === 1 ? "" : "s"} queued again; a running server sends ${count === 1 ? "it" : "them"} within seconds.`,
    );
  } else {
    const { counts, problems } = await getMailStatus(database.db);
    console.log(`queued: ${counts.queued}   failed: ${counts.failed}   sent: ${counts.sent}`);
    if (problems.length === 0) {
      console.log("No delivery problems.");
    } else {
      console.log("\nRecent delivery problems (newest first):");
      for (const problem of problems) {
        const when =
          problem.status === "queued" ? `retry at ${problem.nextAttemptAt}` : "failed, not retried";
        console.log(
          `#${problem.id}  ${problem.createdAt}  to ${problem.to}  "${problem.subject}"\n` +
            `    ${problem.attempts} attempt${problem.attempts === 1 ? "" : "s"}, ${when}: ${problem.lastError}`,
        );
      }
      if (counts.failed > 0)
        console.log("\nRun `npm run mail -- retry` to queue failed e-mail again.");
    }
  }
} finally {
  await database.close();
}

/**
 * The running server holds the SQLite file's lock (one server per file). SQLite itself lets
 * another process read and write beside it, so the command opens the file directly then,
 * leaving migrations to the server.
 */
function openForCommand(config: AppConfig): {
  db: Kysely<Database>;
  migrate: boolean;
  close(): Promise<void>;
} {
  try {
    const handle = openDatabase(config);
    return { db: handle.db, migrate: true, close: () => handle.close() };
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const connection = new SQLite(join(config.dataDir, SQLITE_FILE_NAME));
    connection.pragma("busy_timeout = 5000");
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: connection }),
      plugins: [new CamelCasePlugin(), new SqliteBooleanPlugin()],
    });
    return { db, migrate: false, close: () => db.destroy() };
  }
}
