import { expect } from "vitest";
import type { AdminAuditEntry, AdminAuditReply } from "../../../shared/admin-audit";
import type { TestApp } from "../../test/test-app";
import type { Member } from "../../test/test-members";
import { unique } from "../../test/unique";

/** The password every test member is registered with (test/account-client.ts). */
export const MEMBER_PASSWORD = "Str0ngPass!";

/**
 * `count` accounts written straight to the database, their names and addresses starting with
 * one fresh prefix each, created a minute apart (the first oldest), points as given.
 */
export async function insertUsers(
  t: TestApp,
  count: number,
  points: (index: number) => number = (index) => index,
): Promise<{ namePrefix: string; mailPrefix: string; ids: number[] }> {
  const tag = unique().replaceAll("x", "_");
  const namePrefix = `adm${tag}_`;
  const mailPrefix = `box${tag}.`;
  const start = t.clock.now().getTime() - 10 * 86_400_000;
  const rows = Array.from({ length: count }, (_, index) => {
    const username = `${namePrefix}${String(index).padStart(3, "0")}`;
    const email = `${mailPrefix}${String(index).padStart(3, "0")}@example.com`;
    return {
      username,
      usernameKey: username.toLowerCase(),
      email,
      emailKey: email.toLowerCase(),
      passwordHash: "not-a-real-hash",
      points: points(index),
      createdAt: new Date(start + index * 60_000).toISOString(),
    };
  });
  const inserted = await t.database.db.insertInto("users").values(rows).returning("id").execute();
  return { namePrefix, mailPrefix, ids: inserted.map((row) => row.id) };
}

/** The newest audit entry of `action` about user `id` (fails the test when there is none). */
export async function auditEntryFor(
  admin: Member,
  action: string,
  id: number,
): Promise<AdminAuditEntry> {
  const response = await admin.browser.get(`/api/admin/audit?action=${encodeURIComponent(action)}`);
  expect(response.statusCode).toBe(200);
  const entry = response
    .json<AdminAuditReply>()
    .entries.find((candidate) => candidate.targetId === String(id));
  expect(entry).toBeDefined();
  return entry as AdminAuditEntry;
}

/** The number of audit entries of `action` about user `id`. */
export async function countAuditEntries(admin: Member, action: string, id: number) {
  const response = await admin.browser.get(`/api/admin/audit?action=${encodeURIComponent(action)}`);
  return response.json<AdminAuditReply>().entries.filter((entry) => entry.targetId === String(id))
    .length;
}
