import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { seedDemoContent } from "../seed/seed-demo-content";

/** `npm run db:seed`: applies migrations and adds demo content to an empty database. */
const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database.db);
  await seedDemoContent(database.db);
  console.log(`Demo content is in place (${database.engine}).`);
} finally {
  await database.close();
}
