import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type DatabaseHandle, openDatabase } from "../../db/database";
import { createMemoryPageCache } from "../../features/page-render/page-cache";
import { AccountClient } from "../../test/account-client";
import { insertTestPost } from "../../test/post-factory";
import {
  createTestApp,
  createTestConfig,
  TEST_DATABASE_URL,
  type TestApp,
} from "../../test/test-app";
import { clearedInEveryProcess } from "./cache-invalidation";
import { createInProcessEventBus } from "./event-bus";

const page = (html: string) => ({
  status: 200,
  html,
  gzip: Buffer.from(html),
  brotli: Buffer.from(html),
});

describe("a cache cleared in every process", () => {
  it("empties every copy on the bus, its own at once, and stops listening when closed", async () => {
    const bus = createInProcessEventBus();
    const mine = clearedInEveryProcess(createMemoryPageCache(60_000), bus, "pages");
    const theirs = clearedInEveryProcess(createMemoryPageCache(60_000), bus, "pages");
    const other = clearedInEveryProcess(createMemoryPageCache(60_000), bus, "other");
    for (const cache of [mine, theirs, other]) await cache.set("/", page("home"));
    await mine.clear();
    expect(await mine.get("/")).toBeUndefined();
    expect(await theirs.get("/")).toBeUndefined();
    expect(await other.get("/")).toEqual(page("home"));
    await theirs.close();
    await theirs.set("/", page("kept"));
    await mine.clear();
    expect(await theirs.get("/")).toEqual(page("kept"));
  });
});

/**
 * Two server processes on one PostgreSQL database, without Redis: each keeps its visitors'
 * pages in memory, and a write through one must drop the other's pages too.
 */
describe.runIf(TEST_DATABASE_URL)("the page cache of two processes on one database", () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle;
  const secondDataDir = mkdtempSync(join(tmpdir(), "gamehub-second-"));

  beforeAll(async () => {
    // 30 s: longer than the test waits, so only the invalidation can refresh a page.
    first = await createTestApp({ seed: true, config: { pageCacheSeconds: 30 } });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      first.database.db,
    );
    secondDatabase = openDatabase({
      dataDir: secondDataDir,
      databaseUrl: TEST_DATABASE_URL,
      postgresSchema: rows[0]?.schema,
    });
    second = await buildApp(
      createTestConfig(secondDataDir, { pageCacheSeconds: 30, smtpUrl: first.config.smtpUrl }),
      { database: secondDatabase, seed: false, mailWorker: "manual", now: first.clock.now },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    rmSync(secondDataDir, { recursive: true, force: true });
  });

  const homeOfSecond = async () => (await second.inject({ url: "/" })).body;

  it("serves the other process's visitors a fresh page right after a write", async () => {
    await homeOfSecond();
    const title = `Written behind the caches' backs ${Date.now()}`;
    const postId = await insertTestPost(first.database.db, { title });
    // Written straight to the database: both caches still hold the old page.
    expect(await homeOfSecond()).not.toContain(title);

    const browser = new AccountClient(first.app);
    await browser.register();
    const comment = await browser.post(`/api/blog/${postId}/comments`, { content: "First!" });
    expect(comment.statusCode).toBe(201);
    let body = await homeOfSecond();
    for (let tries = 0; !body.includes(title) && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      body = await homeOfSecond();
    }
    expect(body).toContain(title);
  });
});
