import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export async function up(_db: Kysely<any>): Promise<void> {}
