import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** The merchandise catalogue (filled by the merchandise work). Seeds only while its own table is empty. */
export async function seedDemoMerchandise(_db: Kysely<Database>, _now: Date): Promise<void> {}
