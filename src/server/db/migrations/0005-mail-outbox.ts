import type { Kysely } from "kysely";

// Filled in by the change that needs these tables.
export async function up(_db: Kysely<unknown>): Promise<void> {}
