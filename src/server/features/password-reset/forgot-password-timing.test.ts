import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountClient, newIdentity } from "../../test/account-client";
import { startSilentSmtpServer } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";

const ROUNDS = 10;

let t: TestApp;
let silent: Awaited<ReturnType<typeof startSilentSmtpServer>>;
beforeAll(async () => {
  // The worst case for telling accounts apart: an SMTP server that accepts and never answers.
  silent = await startSilentSmtpServer();
  t = await createTestApp({ seed: false, config: { smtpUrl: silent.url } });
});
afterAll(async () => {
  await silent.close();
  await t.close();
});

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `10.77.0.${ipCounter}`;
}

async function forgotPassword(email: string) {
  const started = performance.now();
  const response = await new AccountClient(t.app, nextIp()).post("/api/forgot-password", {
    email,
  });
  return { response, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** What a client sees of an answer, minus what differs between any two requests. */
function visible(response: Awaited<ReturnType<typeof forgotPassword>>["response"]) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe("POST /api/forgot-password for an existing and a missing account", () => {
  it("answers the same, in the same time, even while the mail server hangs", async () => {
    const emails: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const user = await new AccountClient(t.app, nextIp()).register(newIdentity("timing"));
      emails.push(user.email as string);
    }
    const known: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternating which goes first, so a warm-up or a burst of load does not favour one side.
      const askExisting = () => forgotPassword(emails[i] as string);
      const askAbsent = () => forgotPassword(`nobody.${i}.${Date.now()}@example.com`);
      const absentFirst = i % 2 === 1 ? await askAbsent() : undefined;
      const existing = await askExisting();
      const absent = absentFirst ?? (await askAbsent());
      expect(existing.response.statusCode).toBe(200);
      expect(visible(existing.response)).toEqual(visible(absent.response));
      known.push(existing.ms);
      missing.push(absent.ms);
    }
    // Neither waits on the hung SMTP server (the old code sent the mail inside the request).
    expect(Math.max(...known, ...missing)).toBeLessThan(1_000);
    // One transaction each; the existing account's adds two small inserts to it. The bound is
    // loose for a busy test machine; a mail sent inside the request would cost far more.
    expect(Math.abs(median(known) - median(missing))).toBeLessThan(100);
    // The mail for the existing accounts is queued, not lost.
    const queued = await t.database.db
      .selectFrom("mailOutbox")
      .select("recipient")
      .where("subject", "=", "Reset your GameHub password")
      .execute();
    expect(queued.map((row) => row.recipient).sort()).toEqual([...emails].sort());
  });
});
