import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { setAdminRole } from "../features/users/admin-bootstrap";

/** `npm run user -- promote <username>` / `npm run user -- demote <username>`. */
const [command, username] = process.argv.slice(2);
if ((command !== "promote" && command !== "demote") || !username) {
  console.error(
    "Usage: npm run user -- promote <username>   |   npm run user -- demote <username>",
  );
  process.exit(2);
}

const database = openDatabase(loadConfig());
try {
  await migrateToLatest(database.db);
  const found = await setAdminRole(database.db, username, command === "promote");
  if (!found) {
    console.error(`No user named "${username}".`);
    process.exitCode = 1;
  } else {
    console.log(
      command === "promote"
        ? `${username} is now an administrator.`
        : `${username} is no longer an administrator.`,
    );
  }
} finally {
  await database.close();
}
