import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../../test/test-app";
import { runCleanUp, scratchDir, startSite } from "./operations-test-helpers";

const cleanUp: (() => Promise<void> | void)[] = [];
afterEach(() => runCleanUp(cleanUp));

/** Runs a command's entry point as `npm run` does (compiled on the fly here), on the given DATA_DIR. */
function runCli(
  entry: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", TEST_DATABASE_URL: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

// The commands' wiring (variables, output, exit status) is the same on both engines; the
// engines themselves are tested through backup-restore.test.ts.
describe.skipIf(Boolean(TEST_DATABASE_URL))("the backup and restore commands", () => {
  it("db:backup prints the new file's path last; db:restore refuses a database that is not empty", async () => {
    const dataDir = scratchDir(cleanUp);
    const backupDir = scratchDir(cleanUp);
    const site = await startSite({ dataDir });
    await site.close();

    const backup = await runCli("src/server/cli/db-backup-cli.ts", [], {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
    });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const lastLine = backup.stdout.trim().split("\n").at(-1) ?? "";
    expect(lastLine.startsWith(`${backupDir}/gamehub-`)).toBe(true);
    expect(existsSync(lastLine)).toBe(true);

    const restore = await runCli("src/server/cli/db-restore-cli.ts", [lastLine], {
      DATA_DIR: dataDir,
    });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/^Refusing: the SQLite database .* is not empty/);
    expect(restore.stderr).not.toMatch(/\n\s+at /);
  });
});
