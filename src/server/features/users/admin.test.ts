import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../../shared/auth";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { hashPassword } from "../../lib/passwords";
import { AccountClient, newIdentity } from "../../test/account-client";
import {
  createTestApp,
  createTestConfig,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestApp,
} from "../../test/test-app";
import { setAdminRole } from "./admin-bootstrap";
import { findUserByUsername, insertUser } from "./users.repo";

const run = promisify(execFile);
const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../../..");
const CLI = join(ROOT, "src/server/cli/user-cli.ts");

async function signedInUser(app: TestApp["app"], username: string, password: string) {
  const client = new AccountClient(app);
  const login = await client.login(username, password);
  expect(login.statusCode).toBe(200);
  const response = await client.get("/api/user");
  expect(response.statusCode).toBe(200);
  return { client, user: response.json<User>() };
}

describe("the configured administrator (ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD)", () => {
  it("is created at start-up as an administrator", async () => {
    const admin = { username: "chief_admin", email: "chief@example.com", password: "Adm1n-Pass!" };
    const t = await createTestApp({ seed: false, config: { admin } });
    try {
      const { user } = await signedInUser(t.app, admin.username, admin.password);
      // The operator gave the address in the settings: it counts as verified.
      expect(user).toMatchObject({
        username: admin.username,
        email: admin.email,
        isAdmin: true,
        isVerified: true,
      });
    } finally {
      await t.close();
    }
  });

  it("is left as it is on a second start (no duplicate, no error)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-admin-"));
    const admin = { username: "chief_admin", email: "chief@example.com", password: "Adm1n-Pass!" };
    const { database, drop } = await openTestDatabase(dataDir);
    try {
      await migrateToLatest(database.db);
      await insertUser(database.db, {
        username: admin.username,
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        isAdmin: true,
      });
      const app = await buildApp(createTestConfig(dataDir, { admin }), { database, seed: false });
      try {
        const { user } = await signedInUser(app, admin.username, admin.password);
        expect(user.isAdmin).toBe(true);
        // Created unverified by an earlier start: the configured address is verified now.
        expect(user.isVerified).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  /**
   * Starts the app on a database that already holds `existing`. Returns the start's outcome and
   * `finish`, which closes the app (when it started) and removes the database.
   */
  async function startWithExisting(
    existing: { username: string; email: string; password: string; verified: boolean },
    admin: { username: string; email: string; password: string },
  ) {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-admin-"));
    const { database, drop } = await openTestDatabase(dataDir);
    await migrateToLatest(database.db);
    const user = await insertUser(database.db, {
      username: existing.username,
      email: existing.email,
      passwordHash: await hashPassword(existing.password),
    });
    if (existing.verified) {
      await database.db
        .updateTable("users")
        .set({ emailVerifiedAt: new Date().toISOString() })
        .where("id", "=", user.id)
        .execute();
    }
    // The app closes the database it is given; the checks below still read it afterwards.
    const shared = { ...database, close: async () => {} };
    const started = await buildApp(createTestConfig(dataDir, { admin }), {
      database: shared,
      seed: false,
    }).then(
      (app) => ({ app, error: undefined }),
      (error: unknown) => ({ app: undefined, error: error as Error }),
    );
    const row = await findUserByUsername(database.db, existing.username);
    const adminRows = await database.db
      .selectFrom("users")
      .select("username")
      .where("isAdmin", "=", true)
      .execute();
    const finish = async () => {
      await started.app?.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { ...started, isAdmin: Boolean(row?.isAdmin), adminRows, finish };
  }

  it("refuses to start, and promotes nobody, when an account already holds that username in any case", async () => {
    const existing = { ...newIdentity("squatter"), verified: true };
    const result = await startWithExisting(existing, {
      username: existing.username.toUpperCase(),
      email: "chief-admin@example.com",
      password: "Adm1n-Pass!",
    });
    await result.finish();
    expect(result.error?.message).toMatch(/refusing to start/);
    expect(result.error?.message).toContain(existing.username);
    expect(result.isAdmin).toBe(false);
    expect(result.adminRows).toEqual([]);
  });

  it("refuses to start when an account already holds that e-mail in another case", async () => {
    const existing = {
      ...newIdentity("squatter"),
      email: "CHIEF-ADMIN@example.com",
      verified: true,
    };
    const result = await startWithExisting(existing, {
      username: "chief_admin",
      email: "chief-admin@example.com",
      password: "Adm1n-Pass!",
    });
    await result.finish();
    expect(result.error?.message).toMatch(/refusing to start/);
    expect(result.adminRows).toEqual([]);
  });

  it("refuses to start when the account's e-mail is exactly ADMIN_EMAIL but not verified", async () => {
    const existing = { ...newIdentity("unverified"), verified: false };
    const result = await startWithExisting(existing, {
      username: existing.username,
      email: existing.email,
      password: "Adm1n-Pass!",
    });
    await result.finish();
    expect(result.error?.message).toMatch(/refusing to start/);
    expect(result.isAdmin).toBe(false);
  });

  it("promotes an account whose e-mail is exactly ADMIN_EMAIL and verified, keeping its password", async () => {
    const existing = { ...newIdentity("owner"), verified: true };
    const admin = { username: existing.username, email: existing.email, password: "Adm1n-Pass!" };
    const result = await startWithExisting(existing, admin);
    expect(result.error).toBeUndefined();
    expect(result.isAdmin).toBe(true);
    try {
      const app = result.app;
      if (!app) throw new Error("the app did not start");
      const { user } = await signedInUser(app, existing.username, existing.password);
      expect(user).toMatchObject({ username: existing.username, isAdmin: true });
      const withAdminPassword = await new AccountClient(app).login(
        existing.username,
        admin.password,
      );
      expect(withAdminPassword.statusCode).toBe(401);
    } finally {
      await result.finish();
    }
  });
});

describe("setAdminRole", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it("promotes and demotes a user, which /api/user shows at once", async () => {
    const client = new AccountClient(t.app);
    const registered = await client.register(newIdentity("role"));
    expect(registered.isAdmin).toBe(false);

    expect(await setAdminRole(t.database.db, registered.username, true)).toBe(true);
    expect((await client.get("/api/user")).json<User>().isAdmin).toBe(true);

    expect(await setAdminRole(t.database.db, registered.username, false)).toBe(true);
    expect((await client.get("/api/user")).json<User>().isAdmin).toBe(false);
  });

  it("returns false for an unknown user and changes nobody", async () => {
    const client = new AccountClient(t.app);
    await client.register(newIdentity("bystander"));
    expect(await setAdminRole(t.database.db, "no_such_user_here", true)).toBe(false);
    expect((await client.get("/api/user")).json<User>().isAdmin).toBe(false);
  });
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function runCli(args: string[], dataDir: string): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", CLI, ...args], {
      cwd: ROOT,
      env,
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

describe("npm run user -- promote|demote <username>", () => {
  it("exits 2 with the usage when the username is missing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-cli-"));
    try {
      for (const args of [["promote"], []]) {
        const result = await runCli(args, dataDir);
        expect(result.code, `args ${JSON.stringify(args)}`).toBe(2);
        expect(result.stderr).toContain("Usage");
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);

  // The CLI works on the embedded database of DATA_DIR.
  describe.skipIf(TEST_DATABASE_URL !== undefined)(
    "on the embedded SQLite database",
    { timeout: 40_000 },
    () => {
      let dataDir: string;
      const identity = newIdentity("cli");

      async function isAdmin(username: string): Promise<boolean | undefined> {
        const database = openDatabase({ dataDir });
        try {
          const user = await findUserByUsername(database.db, username);
          return user ? Boolean(user.isAdmin) : undefined;
        } finally {
          await database.close();
        }
      }

      beforeAll(async () => {
        dataDir = mkdtempSync(join(tmpdir(), "gamehub-cli-"));
        const database = openDatabase({ dataDir });
        try {
          await migrateToLatest(database.db);
          await insertUser(database.db, {
            username: identity.username,
            email: identity.email,
            passwordHash: "not-a-real-hash",
          });
        } finally {
          await database.close();
        }
      });
      afterAll(() => {
        rmSync(dataDir, { recursive: true, force: true });
      });

      it("promotes a user and exits 0", async () => {
        expect(await isAdmin(identity.username)).toBe(false);
        const result = await runCli(["promote", identity.username], dataDir);
        expect(result.code, result.stderr).toBe(0);
        expect(result.stdout).toContain(identity.username);
        expect(await isAdmin(identity.username)).toBe(true);
      });

      it("demotes a user and exits 0", async () => {
        const result = await runCli(["demote", identity.username], dataDir);
        expect(result.code, result.stderr).toBe(0);
        expect(await isAdmin(identity.username)).toBe(false);
      });

      it("exits 1 for an unknown user", async () => {
        const result = await runCli(["promote", "nobody_by_that_name"], dataDir);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain("nobody_by_that_name");
        expect(await isAdmin(identity.username)).toBe(false);
      });
    },
  );
});
