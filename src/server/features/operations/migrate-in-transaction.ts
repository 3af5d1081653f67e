import { CamelCasePlugin, Kysely, Migrator, PostgresDialect } from "kysely";
import type pg from "pg";
import { MIGRATIONS } from "../../db/migrations";
import type { Database } from "../../db/schema";
import { OperationError } from "./operation-error";

/**
 * Applies the migrations through one pg client that is already inside a transaction, so the
 * schema and the copied rows commit together: a copy that fails anywhere leaves the target as
 * empty as it found it (and so it can be tried again). PostgreSQL's DDL is transactional.
 *
 * Kysely's migrator normally opens its own transaction; here it is told not to, and a
 * transaction a migration might open becomes a savepoint of ours.
 */
export async function migrateInsideTransaction(client: pg.Client): Promise<void> {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: oneClientPool(client) }),
    plugins: [new CamelCasePlugin()],
  });
  const schema = await client.query<{ schema: string }>("select current_schema() as schema");
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema: schema.rows[0]?.schema,
    disableTransactions: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new OperationError(
      `Applying the migrations to the target failed${name}: ${String(error)}`,
    );
  }
}

/** A pg.Pool look-alike that always lends the same client and never closes it. */
function oneClientPool(client: pg.Client): pg.Pool {
  let depth = 0;
  const query = (text: string, values?: unknown[]) => {
    const command = text.trim().toLowerCase();
    if (command === "begin") return client.query(`savepoint nested_${++depth}`);
    if (command === "commit") return client.query(`release savepoint nested_${depth--}`);
    if (command === "rollback") return client.query(`rollback to savepoint nested_${depth--}`);
    return client.query(text, values);
  };
  const lent = { query, release: () => {} };
  return { connect: async () => lent, end: async () => {} } as unknown as pg.Pool;
}
