import { type Kysely, Migrator, PostgresAdapter, sql } from "kysely";
import { MIGRATIONS } from "./migrations";
import type { Database } from "./schema";

/** Brings the schema up to date; runs on every start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Kysely looks for its bookkeeping tables in every schema unless told where they live; a
    // second Kysely-managed schema in the same database would then fool it.
    migrationTableSchema: await currentPostgresSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${String(error)}`);
  }
}

async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}

/**
 * Runs `work` (the migrations, demo content and search index of a start) in one server process
 * at a time. Kysely's own lock covers the migrations alone; several processes starting together
 * on an empty PostgreSQL database would still race to seed it (each sees no posts, each inserts
 * them, all but one fail on the unique slugs). A session advisory lock, per schema, is held on
 * one pooled connection while `work` runs on the others; it is released when the connection
 * ends too, so a process killed mid-start never blocks the next one. SQLite has one process.
 */
export async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    const key = sql`hashtext('gamehub-startup:' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
