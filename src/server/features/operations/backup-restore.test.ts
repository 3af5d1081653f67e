import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "../../db/database";
import { AccountClient } from "../../test/account-client";
import { insertTestPost } from "../../test/post-factory";
import { TEST_DATABASE_URL } from "../../test/test-app";
import { withAwards } from "../gamification/award-engine";
import { insertUser } from "../users/users.repo";
import { backupDatabase } from "./backup-database";
import { findStaleHistograms, type RunQuery } from "./copy-checks";
import { OperationError } from "./operation-error";
import {
  countRows,
  runCleanUp,
  type Site,
  scratchDir,
  scratchPostgres,
  startSite,
} from "./operations-test-helpers";
import { restoreDatabase } from "./restore-database";

/** Like the rest of the suite: SQLite, or PostgreSQL when TEST_DATABASE_URL is set. */
const engine = TEST_DATABASE_URL ? "postgres" : "sqlite";
const cleanUp: (() => Promise<void> | void)[] = [];
afterEach(() => runCleanUp(cleanUp));

/** A new, empty place for a site: a data directory, and on PostgreSQL its own database. */
async function emptyTarget(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = scratchDir(cleanUp);
  return engine === "postgres"
    ? { dataDir, databaseUrl: await scratchPostgres(cleanUp) }
    : { dataDir };
}

async function openSite(target: { dataDir: string; databaseUrl?: string }) {
  const site = await startSite(target);
  cleanUp.push(() => site.close());
  return site;
}

/**
 * Members join and earn points until told to stop, each in the app's own transactions: a
 * user row (whose trigger moves the rank histogram), then a ledger row, counters and totals.
 */
function startWriting(site: Site) {
  const state = { written: 0, stop: false };
  const context = { db: site.database.db, engine: site.database.engine, now: () => new Date() };
  // Bounded, so a failing test cannot leave it writing for ever.
  const done = (async () => {
    while (!state.stop && state.written < 5000) {
      const name = `writer_${state.written}_${Math.floor(Math.random() * 1e6)}`;
      const user = await insertUser(site.database.db, {
        username: name,
        email: `${name}@example.com`,
        passwordHash: "not-a-real-hash",
      });
      await withAwards(context, user.id, (scope) =>
        scope.credit({
          reason: "backup-test",
          idempotencyKey: `write-${state.written}`,
          points: 1 + (state.written % 37),
          experience: 5,
        }),
      );
      state.written += 1;
      // better-sqlite3 answers synchronously: without a turn of the event loop here, the
      // writes would starve everything else, the backup included.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  const stop = async () => {
    state.stop = true;
    await done;
  };
  cleanUp.push(() => stop().catch(() => {}));
  return { state, stop };
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 10_000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const rowsOf =
  (site: Site): RunQuery =>
  async (statement) =>
    (await sql.raw<Record<string, unknown>>(statement).execute(site.database.db)).rows;

describe(`backup and restore (${engine})`, () => {
  // Two whole sites start: about 8 s, more when the machine is loaded several times over.
  it("backs up a site while it is written to, and the restored site serves that moment", async () => {
    const source = await openSite(await emptyTarget());
    for (let post = 0; post < 3; post++) await insertTestPost(source.database.db);
    const member = new AccountClient(source.app);
    const memberUser = await member.register();
    const blogBefore = (await source.app.inject("/api/blog")).json<{ total: number }>();

    const writer = startWriting(source);
    await waitFor(() => writer.state.written >= 10);
    const usersBefore = await countRows(source.database, "users");
    const file = await backupDatabase(source.config);
    const usersAfter = await countRows(source.database, "users");
    await writer.stop();
    expect(usersAfter).toBeGreaterThan(usersBefore);

    expect(dirname(file)).toBe(join(source.config.dataDir, "backups"));
    expect(file).toMatch(engine === "sqlite" ? /gamehub-[-\dTZ]+\.db$/ : /gamehub-[-\dTZ]+\.dump$/);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const target = await emptyTarget();
    await restoreDatabase(target, file);
    const restored = await openSite(target);

    // A consistent moment: between the counts before and after, every user's totals equal to
    // their ledger, and the rank histograms equal to a recount.
    const users = await countRows(restored.database, "users");
    expect(users).toBeGreaterThanOrEqual(usersBefore);
    expect(users).toBeLessThanOrEqual(usersAfter);
    expect(await findStaleHistograms(rowsOf(restored))).toEqual([]);
    const offLedger = await rowsOf(restored)(`select count(*) as n from users u
      where u.points <> coalesce((select sum(points) from point_ledger l where l.user_id = u.id), 0)`);
    expect(Number(offLedger[0]?.n)).toBe(0);

    // Smoke test through HTTP: the database answers, content and members are there, and a
    // session from before the backup still signs the member in.
    const health = await restored.app.inject("/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok", database: engine });
    expect((await restored.app.inject("/api/blog")).json()).toMatchObject({
      total: blogBefore.total,
    });
    expect(blogBefore.total).toBeGreaterThan(0);
    const sameBrowser = new AccountClient(restored.app);
    sameBrowser.cookie = member.cookie;
    const profile = await sameBrowser.get(`/api/users/${memberUser.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ username: memberUser.username });
    const ranking = await sameBrowser.get(`/api/gamification/ranking/${memberUser.id}`);
    expect(ranking.statusCode).toBe(200);
    const above = await rowsOf(restored)(
      `select count(*) as n from users where points > (select points from users where id = ${memberUser.id})`,
    );
    expect(ranking.json()).toMatchObject({ totalUsers: users, rank: Number(above[0]?.n) + 1 });
  }, 40_000);

  it("refuses to restore into a database that already has tables, and leaves it as it was", async () => {
    const file = await someBackupFile();
    const target = await emptyTarget();
    await addTable(target);
    const restore = restoreDatabase(target, file);
    await expect(restore).rejects.toThrow(OperationError);
    await expect(restore).rejects.toThrow(
      /Refusing: the .* is not empty \(it has 1 table: .*hand_made\)/,
    );
    expect(await tablesOf(target)).toEqual(["hand_made"]);
  });

  it("counts a database the server has started on (migrations applied, no content) as not empty", async () => {
    const file = await someBackupFile();
    const target = await emptyTarget();
    const started = await startSite({ ...target, seed: false });
    await started.close();
    await expect(restoreDatabase(target, file)).rejects.toThrow(/is not empty/);
  });

  it("refuses a backup of the other engine and a file that is no backup", async () => {
    const target = await emptyTarget();
    const notABackup = join(target.dataDir, "notes.txt");
    writeFileSync(notABackup, "hello");
    await expect(restoreDatabase(target, notABackup)).rejects.toThrow(
      /is not a backup of this site/,
    );
    const otherEngine = join(target.dataDir, "other");
    writeFileSync(otherEngine, engine === "sqlite" ? "PGDMP\u0001\u000e" : "SQLite format 3\0");
    await expect(restoreDatabase(target, otherEngine)).rejects.toThrow(
      engine === "sqlite" ? /is a PostgreSQL backup/ : /is an SQLite backup/,
    );
  });
});

/**
 * A file the restore accepts as a backup of this engine: its emptiness check runs before it
 * reads any further than the first bytes.
 */
async function someBackupFile(): Promise<string> {
  const dir = scratchDir(cleanUp);
  const file = join(dir, engine === "sqlite" ? "backup.db" : "backup.dump");
  if (engine === "sqlite") {
    const connection = new SQLite(file);
    connection.exec("create table kysely_migration (name text)");
    connection.close();
  } else {
    writeFileSync(file, "PGDMP");
  }
  expect(readFileSync(file).length).toBeGreaterThan(0);
  return file;
}

async function addTable(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  if (!target.databaseUrl) {
    const connection = new SQLite(join(target.dataDir, SQLITE_FILE_NAME));
    connection.exec("create table hand_made (x integer)");
    connection.close();
    return;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  await client.query("create table hand_made (x integer)");
  await client.end();
}

async function tablesOf(target: { dataDir: string; databaseUrl?: string }): Promise<string[]> {
  if (!target.databaseUrl) {
    const connection = new SQLite(join(target.dataDir, SQLITE_FILE_NAME));
    const names = connection
      .prepare("select name from sqlite_master where type = 'table'")
      .pluck()
      .all() as string[];
    connection.close();
    return names;
  }
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  const result = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public'",
  );
  await client.end();
  return result.rows.map((row) => row.name);
}
