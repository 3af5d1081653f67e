import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** The featured games and the top games (filled by the games work). Seeds only while its own table is empty. */
export async function seedDemoGames(_db: Kysely<Database>, _now: Date): Promise<void> {}
