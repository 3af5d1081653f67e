import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, SQLITE_FILE_NAME } from "./database";
import { DatabaseLockedError } from "./sqlite-lock";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gamehub-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("SQLite single-writer lock", () => {
  it("refuses a second opening of the same database file", async () => {
    const dataDir = tempDir();
    const first = openDatabase({ dataDir });
    expect(() => openDatabase({ dataDir })).toThrow(DatabaseLockedError);
    await first.close();
  });

  it("refuses a database locked by another live process", () => {
    const dataDir = tempDir();
    // PID 1 is always alive and is not this test process.
    writeFileSync(join(dataDir, `${SQLITE_FILE_NAME}.lock`), "1");
    expect(() => openDatabase({ dataDir })).toThrow(/in use by another process \(PID 1\)/);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, `${SQLITE_FILE_NAME}.lock`), "999999999");
    const database = openDatabase({ dataDir });
    await database.ping();
    await database.close();
  });

  it("releases the lock on close, so the next process can open the file", async () => {
    const dataDir = tempDir();
    const lockFile = join(dataDir, `${SQLITE_FILE_NAME}.lock`);
    const first = openDatabase({ dataDir });
    expect(existsSync(lockFile)).toBe(true);
    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const second = openDatabase({ dataDir });
    await second.close();
  });

  it("opens SQLite in WAL mode with full sync and foreign keys", async () => {
    const dataDir = tempDir();
    const database = openDatabase({ dataDir });
    const { sql } = await import("kysely");
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(database.db);
    expect(mode.rows[0]).toEqual({ journalMode: "wal" });
    expect(sync.rows[0]).toEqual({ synchronous: 2 });
    expect(keys.rows[0]).toEqual({ foreignKeys: 1 });
    await database.close();
  });
});
