import type pg from "pg";
import type { TableDependency } from "./table-order";

export interface TargetColumn {
  name: string;
  /** PostgreSQL's name of the type: boolean, timestamp with time zone, bytea, integer, text... */
  type: string;
  nullable: boolean;
  /** An identity or serial column: its sequence is moved past the copied values. */
  hasSequence: boolean;
  /** GENERATED ALWAYS AS IDENTITY: an explicit value needs OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

export interface TargetTable {
  name: string;
  /** The columns a copy writes, in their order (generated columns such as tsvectors are left out). */
  columns: TargetColumn[];
  /** Nullable columns referencing the table itself, written once every row is in. */
  selfReferences: string[];
}

/** Kysely's bookkeeping: written by the migrations on the target, never copied. */
export const MIGRATION_TABLES: ReadonlySet<string> = new Set([
  "kysely_migration",
  "kysely_migration_lock",
]);

/** The tables of the target's current schema (after its migrations), as a copy needs them. */
export async function describeTargetTables(
  client: pg.Client,
): Promise<{ tables: Map<string, TargetTable>; dependencies: TableDependency[] }> {
  const columns = await client.query<{
    table: string;
    name: string;
    type: string;
    nullable: boolean;
    generated: boolean;
    hasSequence: boolean;
    identityAlways: boolean;
  }>(`
    select c.table_name as "table", c.column_name as name, c.data_type as type,
      c.is_nullable = 'YES' as nullable, c.is_generated = 'ALWAYS' as generated,
      (c.is_identity = 'YES' or coalesce(c.column_default, '') like 'nextval(%') as "hasSequence",
      coalesce(c.identity_generation, '') = 'ALWAYS' as "identityAlways"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const keys = await client.query<{ table: string; references: string; columns: string[] }>(`
    select child.relname as "table", parent.relname as "references",
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = k.conrelid and a.attnum = any(k.conkey)) as columns
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and child.relnamespace = current_schema()::regnamespace`);

  const tables = new Map<string, TargetTable>();
  for (const column of columns.rows) {
    if (MIGRATION_TABLES.has(column.table)) continue;
    let table = tables.get(column.table);
    if (!table) {
      table = { name: column.table, columns: [], selfReferences: [] };
      tables.set(column.table, table);
    }
    if (column.generated) continue;
    table.columns.push({
      name: column.name,
      type: column.type,
      nullable: column.nullable,
      hasSequence: column.hasSequence,
      identityAlways: column.identityAlways,
    });
  }
  const dependencies: TableDependency[] = [];
  for (const key of keys.rows) {
    const table = tables.get(key.table);
    if (!table) continue;
    if (key.table !== key.references) {
      dependencies.push({ table: key.table, references: key.references });
      continue;
    }
    // A not-null reference to the table itself must be satisfied row by row; rows go in the
    // source's order, which is the order they were written in.
    const deferrable = key.columns.every(
      (name) => table.columns.find((column) => column.name === name)?.nullable,
    );
    if (deferrable) table.selfReferences.push(...key.columns);
  }
  return { tables, dependencies };
}
