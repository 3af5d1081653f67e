import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { openDatabase, SQLITE_FILE_NAME } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import {
  compareGamification,
  compareRowCounts,
  findStaleHistograms,
  HISTOGRAM_REBUILD,
  type RunQuery,
} from "./copy-checks";
import { copyTable, quote } from "./copy-table";
import { findPostgresTables, requireEmpty } from "./database-emptiness";
import { migrateInsideTransaction } from "./migrate-in-transaction";
import { OperationError } from "./operation-error";
import { describePostgres } from "./postgres-tools";
import { snapshotSqlite } from "./sqlite-snapshot";
import { orderByDependencies } from "./table-order";
import { describeTargetTables, MIGRATION_TABLES, type TargetTable } from "./target-tables";

export interface CopyOptions {
  /** The site's DATA_DIR: its SQLite database is the source (the site may be running). */
  dataDir: string;
  /** An empty PostgreSQL database. */
  targetUrl: string;
  /** Progress lines for the operator. */
  log?: (line: string) => void;
}

export interface CopyReport {
  /** Rows per table, in the order they were copied. */
  tables: { name: string; rows: number }[];
  /** What was checked, and anything repaired on the way. */
  notes: string[];
}

/**
 * `npm run db:copy -- --to postgres://…`: moves a site from SQLite to PostgreSQL.
 *
 * 1. The target must be empty (database-emptiness.ts).
 * 2. The SQLite database is snapshotted with the online backup API, so a running site is read
 *    as of one moment, and the snapshot is brought up to this version's migrations.
 * 3. In one PostgreSQL transaction: the migrations create the schema; each table's triggers
 *    are switched off (they would recount the histograms, bump the post-list version, or
 *    refuse changes to the audit log) and its rows copied, tables after the tables they
 *    reference; the triggers come back on; every identity sequence moves past the highest id
 *    (or the highest SQLite ever handed out, so no id is reused).
 * 4. Checks (copy-checks.ts): row counts per table, the gamification's totals, counters and
 *    histograms. Only if they pass does the transaction commit; otherwise the target is left
 *    empty and the command says what differed.
 */
export async function copySqliteToPostgres(options: CopyOptions): Promise<CopyReport> {
  const log = options.log ?? (() => {});
  const target = describePostgres(options.targetUrl);
  requireEmpty(target, await findPostgresTables(options.targetUrl));

  const workDir = mkdtempSync(join(options.dataDir, ".copy-"));
  let source: SQLite.Database | undefined;
  let client: pg.Client | undefined;
  try {
    const snapshot = join(workDir, SQLITE_FILE_NAME);
    await snapshotSqlite(join(options.dataDir, SQLITE_FILE_NAME), snapshot);
    log("SQLite snapshot taken");
    await migrateSnapshot(workDir);
    source = new SQLite(snapshot, { fileMustExist: true });
    const sourceRows: RunQuery = async (statement) =>
      source?.prepare(statement).all() as Record<string, unknown>[];

    client = new pg.Client({ connectionString: options.targetUrl });
    await client.connect();
    const targetClient = client;
    const targetRows: RunQuery = async (statement) => (await targetClient.query(statement)).rows;
    await client.query("begin");
    // Text timestamps without a zone (none are written, but SQLite's own datetime() makes
    // them) are UTC, as SQLite means them.
    await client.query("set local timezone = 'UTC'");
    await migrateInsideTransaction(client);
    log("migrations applied to the target");

    const { tables, dependencies } = await describeTargetTables(client);
    checkSameTables(listSourceTables(source), tables);
    const order = orderByDependencies([...tables.keys()], dependencies);
    const names = order.map(quote).join(", ");
    // Rows the migrations wrote (the post-list version counter) come from the source instead.
    await client.query(`truncate table ${names} restart identity`);
    for (const name of order) {
      await client.query(`alter table ${quote(name)} disable trigger user`);
    }
    const copied: CopyReport["tables"] = [];
    for (const name of order) {
      const table = tables.get(name) as TargetTable;
      const rows = await copyTable(source, client, table);
      copied.push({ name, rows });
      log(`${name}: ${rows} rows`);
    }
    for (const name of order) {
      await client.query(`alter table ${quote(name)} enable trigger user`);
    }
    await resetSequences(client, source, [...tables.values()]);

    const notes: string[] = [];
    const { problems: countProblems } = await compareRowCounts(order, sourceRows, targetRows);
    const problems = [...countProblems, ...(await compareGamification(sourceRows, targetRows))];
    const stale = await findStaleHistograms(targetRows);
    if (stale.length > 0) {
      if ((await findStaleHistograms(sourceRows)).length === 0) {
        problems.push(`${stale.join(" and ")} differ from a recount of the users after the copy`);
      } else {
        for (const statement of HISTOGRAM_REBUILD) await client.query(statement);
        notes.push(`${stale.join(" and ")} were already off in SQLite; recounted from the users`);
      }
    }
    if (problems.length > 0) {
      throw new OperationError(
        `The copy did not match its source, so nothing was committed (the target is still empty):\n  ${problems.join("\n  ")}`,
      );
    }
    notes.push(
      `row counts equal in all ${order.length} tables`,
      "gamification totals, counters and histograms match and are consistent",
    );
    await client.query("commit");
    return { tables: copied, notes };
  } catch (error) {
    await client?.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client?.end().catch(() => {});
    source?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * A site running an older version is copied as this version would run it: its snapshot gets
 * the newer migrations first (the site itself is not touched). A snapshot from a newer version
 * stops here, with Kysely's message naming the migration it does not know.
 */
async function migrateSnapshot(workDir: string): Promise<void> {
  const handle = openDatabase({ dataDir: workDir });
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    throw new OperationError(
      `The SQLite database could not be brought to this version's schema: ${String(error)}`,
    );
  } finally {
    await handle.close();
  }
}

/** SQLite's own tables, the full-text indexes (virtual tables and theirs) and Kysely's are left out. */
function listSourceTables(source: SQLite.Database): Set<string> {
  const rows = source.prepare("pragma table_list").all() as {
    schema: string;
    name: string;
    type: string;
  }[];
  return new Set(
    rows
      .filter((row) => row.schema === "main" && row.type === "table")
      .map((row) => row.name)
      .filter((name) => !name.startsWith("sqlite_") && !MIGRATION_TABLES.has(name)),
  );
}

function checkSameTables(sourceTables: Set<string>, targetTables: Map<string, TargetTable>): void {
  const missing = [...sourceTables].filter((name) => !targetTables.has(name));
  const extra = [...targetTables.keys()].filter((name) => !sourceTables.has(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new OperationError(
      `The two schemas differ (only in SQLite: ${missing.join(", ") || "none"}; only in PostgreSQL: ${extra.join(", ") || "none"}).`,
    );
  }
}

/**
 * Moves each identity or serial sequence past the copied ids, and past the highest id SQLite
 * ever gave out (its sqlite_sequence remembers deleted rows' ids), so no id is handed out twice.
 */
async function resetSequences(
  client: pg.Client,
  source: SQLite.Database,
  tables: readonly TargetTable[],
): Promise<void> {
  const hasSequenceTable = source
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'sqlite_sequence'")
    .get();
  const issued = new Map<string, number>(
    hasSequenceTable
      ? (
          source.prepare("select name, seq from sqlite_sequence").all() as {
            name: string;
            seq: number;
          }[]
        ).map((row) => [row.name, Number(row.seq)])
      : [],
  );
  for (const table of tables) {
    for (const column of table.columns.filter((c) => c.hasSequence)) {
      const result = await client.query<{ sequence: string | null; highest: string | null }>(
        `select pg_get_serial_sequence($1, $2) as sequence,
           (select max(${quote(column.name)}) from ${quote(table.name)})::text as highest`,
        [quote(table.name), column.name],
      );
      const row = result.rows[0];
      if (!row?.sequence) continue;
      const highest = Math.max(Number(row.highest ?? 0), issued.get(table.name) ?? 0);
      if (highest > 0) await client.query("select setval($1, $2, true)", [row.sequence, highest]);
      else await client.query("select setval($1, 1, false)", [row.sequence]);
    }
  }
}
