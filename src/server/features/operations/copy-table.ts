import type SQLite from "better-sqlite3";
import type pg from "pg";
import { OperationError } from "./operation-error";
import type { TargetColumn, TargetTable } from "./target-tables";

/** Rows per INSERT; PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_ROWS = 1000;
const MAX_PARAMETERS = 30_000;
/** Tables of images and game files: a batch holds at most about this many bytes. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

/**
 * Copies every row of one table from the SQLite snapshot into PostgreSQL, in the order the rows
 * were written (rowid), in multi-row INSERTs, converting what the engines store differently
 * (see convertValue). Nullable references of the table to itself (a reply quoting a later
 * reply, feedback marked a duplicate of a newer item) are written once all rows are in, so the
 * foreign key holds at every statement. Returns the number of rows copied.
 */
export async function copyTable(
  source: SQLite.Database,
  client: pg.Client,
  table: TargetTable,
): Promise<number> {
  const columns = table.columns;
  const hasId = columns.some((column) => column.name === "id");
  const deferred = new Set(hasId ? table.selfReferences : []);
  const idIndex = columns.findIndex((column) => column.name === "id");
  const patches = new Map<string, unknown[]>([...deferred].map((name) => [name, []]));
  const converters = columns.map((column) => converterFor(table.name, column));

  const select = source
    .prepare(
      `select ${columns.map((c) => quote(c.name)).join(", ")} from ${quote(table.name)} order by rowid`,
    )
    .raw(true);
  const insertHead =
    `insert into ${quote(table.name)} (${columns.map((c) => quote(c.name)).join(", ")})` +
    (columns.some((column) => column.identityAlways) ? " overriding system value" : "") +
    " values ";
  const rowsPerBatch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));

  let batch: unknown[][] = [];
  let batchBytes = 0;
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values: unknown[] = [];
    const tuples = batch.map((row) => {
      const start = values.length;
      values.push(...row);
      return `(${row.map((_, index) => `$${start + index + 1}`).join(", ")})`;
    });
    await client.query(insertHead + tuples.join(", "), values).catch((error: Error) => {
      throw new OperationError(`Copying table ${table.name} failed: ${error.message}`);
    });
    copied += batch.length;
    batch = [];
    batchBytes = 0;
  };

  for (const raw of select.iterate() as Iterable<unknown[]>) {
    const row = raw.map((value, index) => converters[index]?.(value));
    for (const [index, column] of columns.entries()) {
      if (!deferred.has(column.name) || row[index] === null) continue;
      patches.get(column.name)?.push(row[idIndex], row[index]);
      row[index] = null;
    }
    batch.push(row);
    batchBytes += row.reduce<number>((sum, value) => sum + sizeOf(value), 0);
    if (batch.length >= rowsPerBatch || batchBytes >= MAX_BATCH_BYTES) await flush();
  }
  await flush();

  for (const [name, pairs] of patches) {
    const type = columns.find((column) => column.name === name)?.type ?? "integer";
    const idType = columns[idIndex]?.type ?? "integer";
    for (let start = 0; start < pairs.length; start += 2 * MAX_ROWS) {
      const chunk = pairs.slice(start, start + 2 * MAX_ROWS);
      const tuples = [];
      for (let index = 0; index < chunk.length; index += 2) {
        tuples.push(`($${index + 1}::${idType}, $${index + 2}::${type})`);
      }
      await client
        .query(
          `update ${quote(table.name)} as t set ${quote(name)} = v.value
           from (values ${tuples.join(", ")}) as v(id, value) where t.id = v.id`,
          chunk,
        )
        .catch((error: Error) => {
          throw new OperationError(
            `Copying table ${table.name} (${name}) failed: ${error.message}`,
          );
        });
    }
  }
  return copied;
}

export function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * What differs between the engines (schema.ts, migrations/column-types.ts):
 * - booleans are 0 and 1 in SQLite (sqlite-boolean-plugin.ts), true and false in PostgreSQL;
 * - timestamps are ISO 8601 text in SQLite, timestamptz in PostgreSQL, which reads that text
 *   as it is (the copy's session runs in UTC, for any text without a zone);
 * - blobs arrive as Buffers, which pg sends as bytea.
 */
function converterFor(tableName: string, column: TargetColumn): (value: unknown) => unknown {
  if (column.type === "boolean") {
    return (value) => {
      if (value === null || typeof value === "boolean") return value;
      if (value === 1 || value === 0) return value === 1;
      throw new OperationError(
        `Table ${tableName}, column ${column.name}: ${JSON.stringify(value)} is not a boolean (0 or 1).`,
      );
    };
  }
  if (column.type.startsWith("timestamp")) {
    return (value) => (typeof value === "number" ? new Date(value).toISOString() : value);
  }
  return (value) => value;
}

function sizeOf(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (Buffer.isBuffer(value)) return value.length;
  return 8;
}
