import type { Kysely } from "kysely";
import type { Database } from "../schema";

/** Game guides, after the games they are about (filled by the guides work). Seeds only while its own table is empty. */
export async function seedDemoGuides(_db: Kysely<Database>, _now: Date): Promise<void> {}
