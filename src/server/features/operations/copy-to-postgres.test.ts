import { createHash } from "node:crypto";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { SQLITE_FILE_NAME } from "../../db/database";
import { AccountClient } from "../../test/account-client";
import { TEST_DATABASE_URL } from "../../test/test-app";
import { insertUser } from "../users/users.repo";
import { findStaleHistograms } from "./copy-checks";
import { copySqliteToPostgres } from "./copy-to-postgres";
import { findPostgresTables } from "./database-emptiness";
import {
  runCleanUp,
  type Site,
  scratchDir,
  scratchPostgres,
  startSite,
} from "./operations-test-helpers";

const cleanUp: (() => Promise<void> | void)[] = [];
afterEach(() => runCleanUp(cleanUp));

/** The copy's source is SQLite and its target PostgreSQL: it runs when TEST_DATABASE_URL is set. */
describe.skipIf(!TEST_DATABASE_URL)("copying a site from SQLite to PostgreSQL", () => {
  // Two whole sites start: about 8 s, more when the machine is loaded several times over.
  it("copies the seeded, running site table by table, and the PostgreSQL site serves the same", async () => {
    const dataDir = scratchDir(cleanUp);
    const source = await startSite({ dataDir, seed: true });
    cleanUp.push(() => source.close());
    const edges = await addEdgeCases(source);
    const targetUrl = await scratchPostgres(cleanUp);

    const report = await copySqliteToPostgres({ dataDir, targetUrl });
    expect(report.notes).toContain(`row counts equal in all ${report.tables.length} tables`);

    const sqlite = new SQLite(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    cleanUp.push(() => {
      sqlite.close();
    });
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    cleanUp.push(() => client.end());

    // Every table, every row: the same rows once each engine's forms are read back alike.
    const tables = report.tables.map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(["users", "posts", "admin_audit_log", "points_buckets"]),
    );
    for (const table of tables) {
      const types = await columnTypes(client, table);
      const select = sqlite.prepare(`select * from "${table}"`);
      const sqliteColumns = select.columns().map((column) => column.name);
      const sourceRows = (select.all() as Row[]).map((row) => canonical(row, types, sqliteColumns));
      const targetRows = (await client.query<Row>(`select * from "${table}"`)).rows.map((row) =>
        canonical(row, types, sqliteColumns),
      );
      expect(targetRows.length, table).toBe(sourceRows.length);
      expect(targetRows.sort(), table).toEqual(sourceRows.sort());
    }

    // The PostgreSQL site: same content through HTTP, search on its own index, new ids past
    // every id SQLite handed out (a deleted member's too), histograms right.
    const target = await startSite({ dataDir: scratchDir(cleanUp), databaseUrl: targetUrl });
    cleanUp.push(() => target.close());
    expect((await target.app.inject("/api/health")).json()).toEqual({
      status: "ok",
      database: "postgres",
    });
    for (const url of [
      "/api/blog",
      "/api/forum/threads",
      "/api/games",
      "/api/community-feedback",
    ]) {
      const [before, after] = [await source.app.inject(url), await target.app.inject(url)];
      expect(after.statusCode, url).toBe(200);
      expect(after.json(), url).toEqual(before.json());
    }
    const search = await target.app.inject("/api/search?q=minecraft");
    expect(search.statusCode).toBe(200);
    const fresh = await insertUser(target.database.db, {
      username: "after_the_move",
      email: "after@example.com",
      passwordHash: "not-a-real-hash",
    });
    expect(fresh.id).toBeGreaterThan(edges.deletedUserId);
    const targetRowsOf = async (statement: string) =>
      (await sql.raw<Record<string, unknown>>(statement).execute(target.database.db)).rows;
    expect(await findStaleHistograms(targetRowsOf)).toEqual([]);
    const browser = new AccountClient(target.app);
    browser.cookie = edges.member.cookie;
    expect((await browser.get(`/api/users/${edges.memberId}`)).statusCode).toBe(200);
  }, 40_000);

  it("refuses a target that is not empty, and leaves it as it was", async () => {
    const dataDir = scratchDir(cleanUp);
    const source = await startSite({ dataDir, seed: false });
    cleanUp.push(() => source.close());
    const targetUrl = await scratchPostgres(cleanUp);
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    cleanUp.push(() => client.end());
    await client.query("create table keep_me (x integer); insert into keep_me values (1)");

    await expect(copySqliteToPostgres({ dataDir, targetUrl })).rejects.toThrow(
      /Refusing: the PostgreSQL database .* is not empty \(it has 1 table: public\.keep_me\)/,
    );
    const tables = await client.query(
      "select tablename from pg_tables where schemaname = 'public'",
    );
    expect(tables.rows).toEqual([{ tablename: "keep_me" }]);
  });

  it("leaves the target empty when the copy fails half-way, so it can be tried again", async () => {
    const dataDir = scratchDir(cleanUp);
    const source = await startSite({ dataDir, seed: false });
    cleanUp.push(() => source.close());
    const user = await insertUser(source.database.db, {
      username: "odd_flag",
      email: "odd@example.com",
      passwordHash: "not-a-real-hash",
    });
    // A value no PostgreSQL boolean can take, written behind the app's back.
    const raw = new SQLite(join(dataDir, SQLITE_FILE_NAME));
    raw.prepare("update users set is_admin = 7 where id = ?").run(user.id);
    const targetUrl = await scratchPostgres(cleanUp);

    await expect(copySqliteToPostgres({ dataDir, targetUrl })).rejects.toThrow(
      "Table users, column is_admin: 7 is not a boolean (0 or 1).",
    );
    raw.close();
    // Not even the schema stays: empty is all a copy asks, so the next attempt may start.
    expect(await findPostgresTables(targetUrl)).toEqual([]);
  });
});

type Row = Record<string, unknown>;

/**
 * What the seeded site lacks and a real one has: a signed-in member, an audit log entry (its
 * table refuses updates and deletions), feedback merged into a newer item (a reference to a
 * later row of the same table) and a deleted member (SQLite never reuses their id).
 */
async function addEdgeCases(site: Site) {
  const member = new AccountClient(site.app);
  const user = await member.register();
  const db = site.database.db;
  await db
    .insertInto("adminAuditLog")
    .values({
      actorId: user.id,
      actorName: user.username,
      action: "user.suspend",
      targetType: "user",
      targetId: String(user.id),
      beforeJson: null,
      afterJson: '{"until":"2030-01-01T00:00:00.000Z"}',
      ip: "127.0.0.1",
      createdAt: new Date().toISOString(),
    })
    .execute();
  const items = await db.selectFrom("feedbackItems").select("id").orderBy("id").execute();
  const [oldest, newest] = [items[0]?.id, items.at(-1)?.id];
  if (oldest === undefined || newest === undefined) throw new Error("no demo feedback");
  await db
    .updateTable("feedbackItems")
    .set({ mergedIntoId: newest })
    .where("id", "=", oldest)
    .execute();
  const leaving = await insertUser(db, {
    username: "leaving_member",
    email: "leaving@example.com",
    passwordHash: "not-a-real-hash",
  });
  await db.deleteFrom("users").where("id", "=", leaving.id).execute();
  return { member, memberId: user.id, deletedUserId: leaving.id };
}

async function columnTypes(client: pg.Client, table: string): Promise<Map<string, string>> {
  const result = await client.query<{ name: string; type: string }>(
    `select column_name as name, data_type as type from information_schema.columns
     where table_schema = current_schema() and table_name = $1`,
    [table],
  );
  return new Map(result.rows.map((row) => [row.name, row.type]));
}

/**
 * One row as text, the same for both engines: booleans as 0 and 1 (SQLite's form), timestamps
 * as ISO instants, bytes by their hash. Only the columns SQLite has (PostgreSQL adds its
 * generated search columns).
 */
function canonical(row: Row, types: Map<string, string>, columns: readonly string[]): string {
  const names = [...columns].sort();
  return JSON.stringify(
    names.map((name) => {
      const value = row[name];
      const type = types.get(name) ?? "";
      if (value === null || value === undefined) return null;
      if (type === "boolean") return Number(value);
      if (type.startsWith("timestamp")) return new Date(value as string | Date).toISOString();
      if (Buffer.isBuffer(value)) return createHash("sha256").update(value).digest("hex");
      return value;
    }),
  );
}
