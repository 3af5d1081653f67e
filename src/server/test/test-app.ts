import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app";
import type { AppConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { type SmtpInbox, startSmtpInbox } from "./smtp-inbox";

/** Set to a postgres:// URL to run every database test on PostgreSQL instead of SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** The app's clock: starts at the real time; tests move it forward. */
  clock: TestClock;
  /**
   * The local SMTP server the app sends its e-mail to. `inbox.waitFor` first delivers what the
   * app has queued; the app's outbox worker also sends on its own, within moments of a commit.
   */
  inbox: SmtpInbox;
  /** Sends every e-mail due now from the app's outbox; returns how many rows it handled. */
  drainOutbox(): Promise<number>;
  close(): Promise<void>;
}

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * The latest noon (UTC) not after `now`. Tests about reading start their clock there, so a
 * read never also unlocks 'Night Owl' (midnight to 5 a.m. UTC) when the suite runs at night.
 */
export function latestNoonUtc(now = new Date()): Date {
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  return new Date(noon <= now.getTime() ? noon : noon - 24 * 60 * 60 * 1000);
}

/** A minimal built client, so page rendering is tested without running the real build. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

export function createTestConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const clientDir = join(dataDir, "client");
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, "index.html"), TEST_INDEX_HTML);
  writeFileSync(
    join(clientDir, "assets", "app-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(2000))});`,
  );
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    publicUrl: "http://gamehub.test",
    sessionSecret: "test-secret-test-secret-test-secret-0123",
    logLevel: "silent",
    clientDir,
    // Pages are rendered from the client's sources (no build needed), as the built server does.
    ssrEntry: resolve("src/client/entry-server.tsx"),
    // Off by default, so each test sees its own writes at once; the cache's tests turn it on.
    pageCacheSeconds: 0,
    smtpUrl: undefined,
    mailFrom: "GameHub <no-reply@gamehub.test>",
    admin: undefined,
    // No test reaches the internet: feed tests pass their own local feeds.
    newsFeeds: [],
    newsRefreshMinutes: undefined,
    facebookAppId: undefined,
    // Test files register many users from one address; the limit's own test sets it low.
    registrationLimitPerHour: 100_000,
    // Search tests make many searches from one address; the limit's own test sets it low.
    searchLimitPerMinute: 100_000,
    ...overrides,
  };
}

/** Opens a fresh, empty database: a temporary SQLite file, or a new PostgreSQL schema. */
export async function openTestDatabase(
  dataDir: string,
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    return { database: openDatabase({ dataDir }), drop: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({
    dataDir,
    databaseUrl: TEST_DATABASE_URL,
    postgresSchema: schema,
  });
  return {
    database,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop schema if exists ${schema} cascade`);
      await cleaner.end();
    },
  };
}

export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    startAt?: Date;
    /** "manual": mail leaves the outbox only through `drainOutbox()` (exact steps in a test). */
    mailWorker?: "auto" | "manual";
    /** Limit of one delivery (default 10 s). */
    mailSendTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "gamehub-test-"));
  const inbox = await startSmtpInbox();
  const config = createTestConfig(dataDir, { smtpUrl: inbox.url, ...options.config });
  const { database, drop } = await openTestDatabase(dataDir);
  const clock = createTestClock(options.startAt);
  const app = await buildApp(config, {
    database,
    seed: options.seed,
    now: clock.now,
    mailWorker: options.mailWorker,
    mailSendTimeoutMs: options.mailSendTimeoutMs,
  }).catch(async (error: unknown) => {
    await inbox.close();
    await drop();
    throw error;
  });
  const drainOutbox = () => app.mailOutbox.drain();
  inbox.beforeRead = drainOutbox;
  return {
    app,
    database,
    config,
    clock,
    inbox,
    drainOutbox,
    close: async () => {
      await app.close();
      await inbox.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
