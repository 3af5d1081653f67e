import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { SQLITE_FILE_NAME } from "../db/database";
import { createTestApp, TEST_DATABASE_URL } from "../test/test-app";
import { createMailer, recipientLogId } from "./mailer";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "gamehub-private-"));
  made.push(dir);
  return dir;
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("files the server writes into DATA_DIR are its account's only", () => {
  it("creates DATA_DIR owner-only", () => {
    const dataDir = join(tempDir(), "data");
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "session-secret"))).toBe(0o600);
  });

  it.skipIf(TEST_DATABASE_URL)(
    "writes the SQLite database, its WAL and shared-memory files owner-only",
    async () => {
      const t = await createTestApp({ seed: false });
      try {
        // A write, so the WAL and shared-memory files exist.
        await t.database.db
          .insertInto("users")
          .values({
            username: "mode_check",
            usernameKey: "mode_check",
            passwordHash: "x",
          })
          .execute();
        const file = join(t.config.dataDir, SQLITE_FILE_NAME);
        for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path)).toBe(0o600);
      } finally {
        await t.close();
      }
    },
  );

  it("queues mail without SMTP_URL owner-only, and logs no recipient's address", async () => {
    const dataDir = tempDir();
    const lines: string[] = [];
    // What the mailer hands the app's logger, as it would be written out.
    const log = {
      info: (details: object, message: string) =>
        lines.push(JSON.stringify({ ...details, message })),
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: "site@example.com", dataDir }, log);
    await mailer.send({
      to: "Someone.Private@example.org",
      subject: "Reset your GameHub password",
      text: "https://gamehub.example/auth/reset-password?token=secret",
    });
    mailer.close();
    const mailDir = join(dataDir, "mail");
    expect(modeOf(mailDir)).toBe(0o700);
    const [file] = readdirSync(mailDir);
    expect(modeOf(join(mailDir, file as string))).toBe(0o600);
    const logged = lines.join("");
    expect(logged).toContain("e-mail written to file");
    expect(logged.toLowerCase()).not.toContain("someone.private");
    expect(logged).toContain(recipientLogId("someone.private@example.org"));
    expect(recipientLogId("Someone.Private@example.org")).toMatch(/^sha256:[0-9a-f]{12}$/);
  });
});
