import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../../app";
import type { AppConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/database";
import { createTestConfig, TEST_DATABASE_URL } from "../../test/test-app";

/**
 * What the backup, restore and copy tests share: whole sites on their own data directory and
 * their own PostgreSQL database (a restore or a copy works on a whole database, so the
 * schema-per-test of test-app.ts does not fit), created next to TEST_DATABASE_URL.
 */

export interface Site {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** A running site (the app and its database) on a data directory and an optional PostgreSQL URL. */
export async function startSite(options: {
  dataDir: string;
  databaseUrl?: string;
  seed?: boolean;
}): Promise<Site> {
  const config = createTestConfig(options.dataDir, { databaseUrl: options.databaseUrl });
  const database = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  const app = await buildApp(config, {
    database,
    seed: options.seed ?? false,
    mailWorker: "manual",
  });
  return { app, database, config, close: () => app.close() };
}

/** A new empty directory, removed by `cleanUp`. */
export function scratchDir(cleanUp: (() => Promise<void> | void)[]): string {
  const dir = mkdtempSync(join(tmpdir(), "gamehub-ops-"));
  cleanUp.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL's, dropped by `cleanUp`. */
export async function scratchPostgres(cleanUp: (() => Promise<void> | void)[]): Promise<string> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `gamehub_ops_${randomBytes(5).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  cleanUp.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function countRows(database: DatabaseHandle, table: string): Promise<number> {
  const result = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
  return Number(result.rows[0]?.n);
}

/** Runs the cleaners in reverse order of registration (apps close before their databases go). */
export async function runCleanUp(cleanUp: (() => Promise<void> | void)[]): Promise<void> {
  while (cleanUp.length > 0) await cleanUp.pop()?.();
}
