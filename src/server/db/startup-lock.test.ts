import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DEMO_POSTS } from "../seed/demo-posts";
import { createTestConfig, openTestDatabase, TEST_DATABASE_URL } from "../test/test-app";
import { openDatabase } from "./database";

/**
 * `npm run cluster` starts its server processes together on one empty PostgreSQL database:
 * each migrates and seeds at start, and only one may do it at a time.
 */
describe.runIf(TEST_DATABASE_URL)("three servers starting at once on an empty database", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "gamehub-start-"));
  const apps: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("all start, and the demo content and the configured admin exist once", async () => {
    const fresh = await openTestDatabase(dataDir);
    drop = fresh.drop;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      fresh.database.db,
    );
    const config = createTestConfig(dataDir, {
      admin: { username: "boss", email: "boss@example.com", password: "Str0ngPass!" },
    });
    const databases = [
      fresh.database,
      ...[1, 2].map(() =>
        openDatabase({ dataDir, databaseUrl: TEST_DATABASE_URL, postgresSchema: rows[0]?.schema }),
      ),
    ];
    const started = await Promise.allSettled(
      databases.map((database) => buildApp(config, { database, mailWorker: "manual" })),
    );
    for (const result of started) if (result.status === "fulfilled") apps.push(result.value);
    expect(started.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    const db = fresh.database.db;
    const posts = await db.selectFrom("posts").select("id").execute();
    expect(posts).toHaveLength(DEMO_POSTS.length);
    const admins = await db
      .selectFrom("users")
      .select("id")
      .where("username", "=", "boss")
      .execute();
    expect(admins).toHaveLength(1);
  });
});
