import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from "kysely";

/**
 * The few column types that differ between SQLite and PostgreSQL, so one migration set
 * serves both engines.
 */
export interface ColumnTypes {
  /** Adds an auto-incrementing integer primary key named id. */
  addId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id">;
  timestamp: "text" | "timestamptz";
  boolean: "integer" | "boolean";
  now: ReturnType<typeof sql>;
  flag(defaultValue: boolean): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema, as Kysely recommends
export function columnTypes(db: Kysely<any>): ColumnTypes {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    addId: (table) =>
      isPostgres
        ? table.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
    timestamp: isPostgres ? "timestamptz" : "text",
    boolean: isPostgres ? "boolean" : "integer",
    now: isPostgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    flag: (defaultValue) => (col) =>
      col.notNull().defaultTo(isPostgres ? defaultValue : defaultValue ? 1 : 0),
  };
}
