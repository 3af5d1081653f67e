import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetailReply,
  type AdminUserSummary,
  type AdminUsersReply,
  type BulkUserActionReply,
} from "../../../shared/admin-users";
import type { ForumThread } from "../../../shared/forum";
import { DAY_MS } from "../../../shared/time-units";
import { INVALID_CURSOR_MESSAGE } from "../../lib/cursor";
import { createTestApp } from "../../test/test-app";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { addCategory, startThread } from "../forum/forum-test-helpers";
import {
  ALREADY_VERIFIED,
  LAST_ADMIN_DELETE,
  LAST_ADMIN_DEMOTE,
  NOT_SUSPENDED,
  SELF_DELETE,
  SELF_DEMOTE,
  SELF_SUSPEND,
  USER_NOT_FOUND,
} from "./admin-users.service";
import { auditEntryFor, countAuditEntries, insertUsers } from "./admin-users-test-helpers";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
const someone = memberForFile(t);

const future = (days = 7) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString();

/** Every page of a listing, following nextCursor to the end. */
async function allPagesOf(viewer: Member, query: string): Promise<AdminUserSummary[]> {
  const users: AdminUserSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const response = await viewer.browser.get(`/api/admin/users?${query}${suffix}`);
    expect(response.statusCode).toBe(200);
    const reply = response.json<AdminUsersReply>();
    users.push(...reply.users);
    cursor = reply.nextCursor;
    pages += 1;
  } while (cursor && pages < 10);
  return users;
}

const allPages = (query: string) => allPagesOf(admin, query);

describe("permissions", () => {
  const id = () => someone.user.id;
  const routes: [string, () => string, unknown?][] = [
    ["GET", () => "/api/admin/users"],
    ["GET", () => `/api/admin/users/${id()}`],
    ["POST", () => `/api/admin/users/${id()}/suspend`, { until: "2099-01-01T00:00:00.000Z" }],
    ["DELETE", () => `/api/admin/users/${id()}/suspend`],
    ["POST", () => `/api/admin/users/${id()}/role`, { role: "admin" }],
    ["POST", () => `/api/admin/users/${id()}/sessions/revoke`],
    ["POST", () => `/api/admin/users/${id()}/verify-email`],
    ["DELETE", () => `/api/admin/users/${id()}`],
    ["POST", () => "/api/admin/users/bulk", { ids: [1], action: "verifyEmail" }],
  ];

  it("answers 401 to a signed-out visitor on every users endpoint", async () => {
    for (const [method, url, payload] of routes) {
      const response = await t.app.inject({
        method: method as "GET",
        url: url(),
        ...(payload ? { payload: payload as object } : {}),
      });
      expect(response.statusCode, `${method} ${url()}`).toBe(401);
    }
  });

  it("answers 403 to a member who is not an admin, and changes nothing", async () => {
    const other = await member(t);
    for (const [method, url, payload] of routes) {
      const response = await other.browser.request(method as "GET", url(), payload);
      expect(response.statusCode, `${method} ${url()}`).toBe(403);
      expect(response.json()).toEqual({ error: "Admin access required" });
    }
    const row = await t.database.db
      .selectFrom("users")
      .select(["isAdmin", "suspendedUntil"])
      .where("id", "=", id())
      .executeTakeFirstOrThrow();
    expect(Boolean(row.isAdmin)).toBe(false);
    expect(row.suspendedUntil).toBeNull();
  });
});

describe("GET /api/admin/users", () => {
  it("finds members by the start of the username or of the e-mail, in any case", async () => {
    const batch = await insertUsers(t, 3);
    const byName = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(batch.namePrefix.toUpperCase())}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(
      byName
        .json<AdminUsersReply>()
        .users.map((user) => user.id)
        .sort(),
    ).toEqual([...batch.ids].sort());
    const byMail = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(`  ${batch.mailPrefix}001@EXAMPLE`)}`,
    );
    expect(byMail.json<AdminUsersReply>().users.map((user) => user.id)).toEqual([batch.ids[1]]);
    const middle = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(batch.namePrefix.slice(2))}`,
    );
    expect(middle.json<AdminUsersReply>().users).toEqual([]);
  });

  it("matches the start of a name byte by byte, punctuation included, on both engines", async () => {
    const stem = `key${unique()}`;
    const names = [`${stem}_s1`, `${stem}sman`, `${stem}_t1`];
    const inserted = await t.database.db
      .insertInto("users")
      .values(
        names.map((username) => ({
          username,
          usernameKey: username.toLowerCase(),
          passwordHash: "not-a-real-hash",
          createdAt: t.clock.now().toISOString(),
        })),
      )
      .returning("id")
      .execute();
    const reply = await admin.browser.get(`/api/admin/users?q=${encodeURIComponent(`${stem}_s`)}`);
    expect(reply.json<AdminUsersReply>().users.map((user) => user.id)).toEqual([inserted[0]?.id]);
    if (t.database.engine === "postgres") {
      // A database created with a language's collation would order "_s" next to "s"; the keys'
      // own collation keeps the range exact whatever the database's default.
      const columns = await sql<{ columnName: string; collationName: string | null }>`
        select column_name, collation_name from information_schema.columns
        where table_schema = current_schema() and table_name = 'users'
          and column_name in ('username_key', 'email_key') order by column_name`.execute(
        t.database.db,
      );
      expect(columns.rows).toEqual([
        { columnName: "email_key", collationName: "C" },
        { columnName: "username_key", collationName: "C" },
      ]);
    }
  });

  it("answers each member with the fields the table shows, nothing private", async () => {
    const response = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(someone.user.username)}`,
    );
    const [user] = response.json<AdminUsersReply>().users;
    expect(user).toMatchObject({
      id: someone.user.id,
      username: someone.user.username,
      isAdmin: false,
      isVerified: false,
      points: expect.any(Number),
      level: expect.any(Number),
      suspendedUntil: null,
      suspensionReason: null,
    });
    expect(user?.email).toMatch(/@example\.com$/);
    expect(Object.keys(user ?? {})).not.toContain("passwordHash");
  });

  it("pages a search by cursor in order of the matched name or address, each member once", async () => {
    const tag = `mix${unique().replaceAll("x", "_")}`;
    const rows = [
      ...Array.from({ length: 30 }, (_, index) => ({
        username: `${tag}n${String(index).padStart(2, "0")}`,
        email: `other.${tag}.${index}@example.com`,
      })),
      ...Array.from({ length: 30 }, (_, index) => ({
        username: `someone_${tag}_${index}`,
        email: `${tag}m${String(index).padStart(2, "0")}@example.com`,
      })),
      // Matches both ways: listed once, under the smaller text (its e-mail, "…a…" < "…z").
      { username: `${tag}z`, email: `${tag}a@example.com` },
    ];
    const inserted = await t.database.db
      .insertInto("users")
      .values(
        rows.map((row) => ({
          ...row,
          usernameKey: row.username.toLowerCase(),
          emailKey: row.email.toLowerCase(),
          passwordHash: "not-a-real-hash",
        })),
      )
      .returning("id")
      .execute();
    const found = await allPages(`q=${encodeURIComponent(tag)}&sort=points`);
    expect(found).toHaveLength(rows.length);
    expect(new Set(found.map((user) => user.id))).toEqual(new Set(inserted.map((row) => row.id)));
    const listedUnder = found.map((user) =>
      (user.username.toLowerCase().startsWith(tag) &&
      !(user.email ?? "").toLowerCase().startsWith(tag)
        ? user.username
        : (user.email ?? "")
      ).toLowerCase(),
    );
    expect(listedUnder).toEqual([...listedUnder].sort());
    expect(found[0]?.username).toBe(`${tag}z`);
  });

  it("lists members matching by both name and address once, across pages", async () => {
    const tag = `dual${unique().replaceAll("x", "_")}`;
    const count = 2 * ADMIN_USERS_PAGE_SIZE + 20;
    const inserted = await t.database.db
      .insertInto("users")
      .values(
        Array.from({ length: count }, (_, index) => {
          const username = `${tag}_u${String(index).padStart(3, "0")}`;
          const email = `${tag}.u${String(index).padStart(3, "0")}@example.com`;
          return {
            username,
            usernameKey: username,
            email,
            emailKey: email,
            passwordHash: "not-a-real-hash",
          };
        }),
      )
      .returning("id")
      .execute();
    const found = await allPages(`q=${tag}`);
    expect(found.map((user) => user.id)).toEqual(inserted.map((row) => row.id));
  });

  it("pages the whole table by cursor in every sort, each member once, in the sort's order", async () => {
    // A site of its own, so the whole table is known.
    const own = await createTestApp({ seed: false });
    try {
      const ownAdmin = await member(own, { admin: true });
      await insertUsers(own, ADMIN_USERS_PAGE_SIZE + 5, (index) => (index * 7) % 10);
      const all = await own.database.db
        .selectFrom("users")
        .select(["id", "usernameKey", "createdAt", "points"])
        .execute();
      const pages = (query: string) => allPagesOf(ownAdmin, query);
      const time = (value: Date | string) => new Date(value).getTime();
      const newest = [...all].sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id);
      expect((await pages("sort=newest")).map((user) => user.id)).toEqual(
        newest.map((row) => row.id),
      );
      expect((await pages("sort=oldest")).map((user) => user.id)).toEqual(
        [...newest].reverse().map((row) => row.id),
      );
      const byName = [...all].sort((a, b) => (a.usernameKey < b.usernameKey ? -1 : 1));
      expect((await pages("sort=username")).map((user) => user.id)).toEqual(
        byName.map((row) => row.id),
      );
      // Points repeat every 10 members: ties are broken by id.
      const byPoints = [...all].sort((a, b) => b.points - a.points || a.id - b.id);
      expect((await pages("sort=points")).map((user) => user.id)).toEqual(
        byPoints.map((row) => row.id),
      );
    } finally {
      await own.close();
    }
  });

  it("gives a search's cursor while more pages follow, and none on the last", async () => {
    const batch = await insertUsers(t, ADMIN_USERS_PAGE_SIZE + 1);
    const response = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(batch.namePrefix)}`,
    );
    const reply = response.json<AdminUsersReply>();
    expect(reply.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(reply.users[0]?.id).toBe(batch.ids[0]);
    expect(reply.nextCursor).toEqual(expect.any(String));
    const second = await admin.browser.get(
      `/api/admin/users?q=${encodeURIComponent(batch.namePrefix)}&cursor=${encodeURIComponent(reply.nextCursor ?? "")}`,
    );
    expect(second.json<AdminUsersReply>()).toEqual({
      users: [expect.objectContaining({ id: batch.ids.at(-1) })],
      nextCursor: null,
    });
  });

  it("lists everyone without a search, newest first", async () => {
    const batch = await insertUsers(t, 1);
    const newestId = batch.ids[0] as number;
    await t.database.db
      .updateTable("users")
      .set({ createdAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString() })
      .where("id", "=", newestId)
      .execute();
    const response = await admin.browser.get("/api/admin/users");
    const reply = response.json<AdminUsersReply>();
    expect(reply.users[0]?.id).toBe(newestId);
    expect(reply.users.length).toBeGreaterThan(1);
    const times = reply.users.map((user) => user.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("refuses a bad sort, a long search and a cursor that is not its own", async () => {
    const badSort = await admin.browser.get("/api/admin/users?sort=best");
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error).toBe("Sort must be newest, oldest, username or points");
    const long = await admin.browser.get(`/api/admin/users?q=${"a".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("Search must be at most 100 characters");
    const garbage = await admin.browser.get("/api/admin/users?cursor=not*a*cursor");
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe(INVALID_CURSOR_MESSAGE);
    const batch = await insertUsers(t, ADMIN_USERS_PAGE_SIZE + 1);
    const first = await admin.browser.get("/api/admin/users?sort=username");
    const cursor = first.json<AdminUsersReply>().nextCursor ?? "";
    const otherSort = await admin.browser.get(`/api/admin/users?sort=newest&cursor=${cursor}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().error).toBe(INVALID_CURSOR_MESSAGE);
    // A search's cursor does not continue the whole table, nor the reverse.
    const search = await admin.browser.get(`/api/admin/users?q=${batch.namePrefix}`);
    const searchCursor = search.json<AdminUsersReply>().nextCursor ?? "";
    const mixed = await admin.browser.get(`/api/admin/users?cursor=${searchCursor}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().error).toBe(INVALID_CURSOR_MESSAGE);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toBe(INVALID_CURSOR_MESSAGE);
  });
});

describe("GET /api/admin/users/:id", () => {
  it("shows the member's sessions, points, content and the flags against it", async () => {
    const author = await member(t);
    const categoryId = await addCategory(t);
    const thread = await startThread(t, author, categoryId);
    const flagger = await member(t);
    const flagged = await flagger.browser.post(`/api/forum/threads/${thread.id}/flag`, {
      reason: "spam",
    });
    expect(flagged.statusCode).toBeLessThan(300);
    const response = await admin.browser.get(`/api/admin/users/${author.user.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminUserDetailReply>();
    expect(detail.user).toMatchObject({ id: author.user.id, twoFactorEnabled: false });
    expect(detail.user.lastSeenAt).toEqual(expect.any(String));
    expect(detail.sessions.length).toBeGreaterThanOrEqual(1);
    expect(detail.sessions[0]).toMatchObject({ ipAddress: "127.0.0.1" });
    expect(detail.ledger.length).toBeGreaterThanOrEqual(1);
    expect(detail.content.counts).toMatchObject({ threads: 1, replies: 0, comments: 0 });
    expect(detail.content.recent).toContainEqual(
      expect.objectContaining({
        kind: "thread",
        id: thread.id,
        title: thread.title,
        url: `/forum/thread/${thread.id}`,
      }),
    );
    expect(detail.flags).toEqual([
      expect.objectContaining({ area: "forum", targetType: "thread", targetId: thread.id }),
    ]);
  });

  it("answers 404 for an unknown member and 400 for an id that is not one", async () => {
    const unknown = await admin.browser.get("/api/admin/users/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: USER_NOT_FOUND });
    const text = await admin.browser.get("/api/admin/users/abc");
    expect(text.statusCode).toBe(400);
  });
});

describe("POST /api/admin/users/:id/role", () => {
  it("promotes and demotes, each with its audit entry", async () => {
    const target = await member(t);
    const promoted = await admin.browser.post(`/api/admin/users/${target.user.id}/role`, {
      role: "admin",
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().user).toMatchObject({ id: target.user.id, isAdmin: true });
    const promotion = await auditEntryFor(admin, "user.promote", target.user.id);
    expect(promotion).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      targetType: "user",
      before: { isAdmin: false },
      after: { isAdmin: true },
      ip: "127.0.0.1",
    });
    const demoted = await admin.browser.post(`/api/admin/users/${target.user.id}/role`, {
      role: "user",
    });
    expect(demoted.json().user).toMatchObject({ isAdmin: false });
    expect(await auditEntryFor(admin, "user.demote", target.user.id)).toMatchObject({
      before: { isAdmin: true },
      after: { isAdmin: false },
    });
  });

  it("changes nothing and records nothing when the member already has the role", async () => {
    const target = await member(t);
    const response = await admin.browser.post(`/api/admin/users/${target.user.id}/role`, {
      role: "user",
    });
    expect(response.statusCode).toBe(200);
    expect(await countAuditEntries(admin, "user.demote", target.user.id)).toBe(0);
  });

  it("refuses a role that is not admin or user", async () => {
    const response = await admin.browser.post(`/api/admin/users/${someone.user.id}/role`, {
      role: "owner",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Role must be admin or user");
  });

  it("answers 404 for an unknown member", async () => {
    const response = await admin.browser.post("/api/admin/users/999999/role", { role: "admin" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: USER_NOT_FOUND });
  });
});

describe("the last administrator and the admin's own account", () => {
  it("keeps the last administrator, and an admin cannot demote or delete themself", async () => {
    // A site of its own, so "last administrator" is exact.
    const solo = await createTestApp({ seed: false });
    try {
      const only = await member(solo, { admin: true });
      const demote = await only.browser.post(`/api/admin/users/${only.user.id}/role`, {
        role: "user",
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ error: LAST_ADMIN_DEMOTE });
      const remove = await only.browser.request("DELETE", `/api/admin/users/${only.user.id}`);
      expect(remove.statusCode).toBe(409);
      expect(remove.json()).toEqual({ error: LAST_ADMIN_DELETE });

      // With a second admin, the rule that stops them is the self rule.
      const second = await member(solo, { admin: true });
      const selfDemote = await only.browser.post(`/api/admin/users/${only.user.id}/role`, {
        role: "user",
      });
      expect(selfDemote.statusCode).toBe(409);
      expect(selfDemote.json()).toEqual({ error: SELF_DEMOTE });
      const selfDelete = await only.browser.request("DELETE", `/api/admin/users/${only.user.id}`);
      expect(selfDelete.statusCode).toBe(409);
      expect(selfDelete.json()).toEqual({ error: SELF_DELETE });
      const selfSuspend = await only.browser.post(`/api/admin/users/${only.user.id}/suspend`, {
        until: new Date(solo.clock.now().getTime() + DAY_MS).toISOString(),
      });
      expect(selfSuspend.statusCode).toBe(409);
      expect(selfSuspend.json()).toEqual({ error: SELF_SUSPEND });

      // Another admin may be demoted while one remains; then the remaining one is the last.
      const demoteOther = await only.browser.post(`/api/admin/users/${second.user.id}/role`, {
        role: "user",
      });
      expect(demoteOther.statusCode).toBe(200);
      const stillAdmin = await solo.database.db
        .selectFrom("users")
        .select("isAdmin")
        .where("id", "=", only.user.id)
        .executeTakeFirstOrThrow();
      expect(Boolean(stillAdmin.isAdmin)).toBe(true);
    } finally {
      await solo.close();
    }
  });
});

describe("POST /api/admin/users/:id/sessions/revoke", () => {
  it("signs the member out everywhere and records how many sessions ended", async () => {
    const target = await member(t);
    expect((await target.browser.get("/api/user")).statusCode).toBe(200);
    const response = await admin.browser.post(`/api/admin/users/${target.user.id}/sessions/revoke`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await target.browser.get("/api/user")).statusCode).toBe(401);
    expect(await auditEntryFor(admin, "user.sessions.revoke", target.user.id)).toMatchObject({
      after: { sessionsEnded: 2 },
    });
  });

  it("answers 404 for an unknown member", async () => {
    const response = await admin.browser.post("/api/admin/users/999999/sessions/revoke");
    expect(response.statusCode).toBe(404);
  });
});

describe("POST /api/admin/users/:id/verify-email", () => {
  it("marks the address verified once, with its audit entry", async () => {
    const target = await member(t);
    const response = await admin.browser.post(`/api/admin/users/${target.user.id}/verify-email`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ isVerified: true });
    expect(await auditEntryFor(admin, "user.email.verify", target.user.id)).toMatchObject({
      before: { isVerified: false },
      after: { isVerified: true },
    });
    const again = await admin.browser.post(`/api/admin/users/${target.user.id}/verify-email`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_VERIFIED });
  });

  it("answers 404 for an unknown member", async () => {
    const response = await admin.browser.post("/api/admin/users/999999/verify-email");
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes the account as self-deletion does; its discussions stay as 'Deleted user'", async () => {
    const target = await member(t);
    const categoryId = await addCategory(t);
    const thread = await startThread(t, target, categoryId);
    const response = await admin.browser.request("DELETE", `/api/admin/users/${target.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect((await target.browser.get("/api/user")).statusCode).toBe(401);
    const gone = await admin.browser.get(`/api/admin/users/${target.user.id}`);
    expect(gone.statusCode).toBe(404);
    const kept = await t.app.inject({ method: "GET", url: `/api/forum/threads/${thread.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<ForumThread>().author).toEqual({
      id: null,
      username: "Deleted user",
      avatar: null,
    });
    expect(await auditEntryFor(admin, "user.delete", target.user.id)).toMatchObject({
      before: { username: target.user.username, isAdmin: false },
      after: null,
    });
  });

  it("answers 404 for an unknown member", async () => {
    const response = await admin.browser.request("DELETE", "/api/admin/users/999999");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: USER_NOT_FOUND });
  });
});

describe("POST /api/admin/users/bulk", () => {
  it("acts on several members in one go and reports what it skipped and why", async () => {
    const first = await member(t);
    const second = await member(t);
    const verified = await member(t);
    await admin.browser.post(`/api/admin/users/${verified.user.id}/verify-email`);
    const response = await admin.browser.post("/api/admin/users/bulk", {
      ids: [first.user.id, second.user.id, verified.user.id, 999999, first.user.id],
      action: "verifyEmail",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkUserActionReply>()).toEqual({
      done: [first.user.id, second.user.id],
      skipped: [
        { id: verified.user.id, reason: ALREADY_VERIFIED },
        { id: 999999, reason: USER_NOT_FOUND },
      ],
    });
    expect(await auditEntryFor(admin, "user.email.verify", second.user.id)).toMatchObject({
      after: { isVerified: true },
    });
  });

  it("suspends several members, skipping the admin themself, and lifts it again", async () => {
    const first = await member(t);
    const second = await member(t);
    const until = future(3);
    const suspended = await admin.browser.post("/api/admin/users/bulk", {
      ids: [first.user.id, second.user.id, admin.user.id],
      action: "suspend",
      until,
      reason: "Raid spam",
    });
    expect(suspended.json<BulkUserActionReply>()).toEqual({
      done: [first.user.id, second.user.id],
      skipped: [{ id: admin.user.id, reason: SELF_SUSPEND }],
    });
    expect((await first.browser.get("/api/user")).statusCode).toBe(401);
    expect(await auditEntryFor(admin, "user.suspend", second.user.id)).toMatchObject({
      after: { suspendedUntil: until, suspensionReason: "Raid spam", sessionsEnded: 2 },
    });
    const lifted = await admin.browser.post("/api/admin/users/bulk", {
      ids: [first.user.id, someone.user.id],
      action: "unsuspend",
    });
    expect(lifted.json<BulkUserActionReply>()).toEqual({
      done: [first.user.id],
      skipped: [{ id: someone.user.id, reason: NOT_SUSPENDED }],
    });
  });

  it("ends the sessions of several members", async () => {
    const first = await member(t);
    const response = await admin.browser.post("/api/admin/users/bulk", {
      ids: [first.user.id],
      action: "revokeSessions",
    });
    expect(response.json<BulkUserActionReply>()).toEqual({ done: [first.user.id], skipped: [] });
    expect((await first.browser.get("/api/user")).statusCode).toBe(401);
  });

  it("checks its input with readable messages", async () => {
    for (const [body, message] of [
      [{ ids: [], action: "verifyEmail" }, "Choose at least one member"],
      [
        { ids: Array.from({ length: 101 }, (_, index) => index + 1), action: "verifyEmail" },
        "Choose at most 100 members at once",
      ],
      [
        { ids: [1], action: "explode" },
        "Action must be suspend, unsuspend, revokeSessions or verifyEmail",
      ],
      [{ ids: [1], action: "suspend" }, "Choose the date the suspension ends"],
      [
        { ids: [1], action: "suspend", until: "2020-01-01T00:00:00.000Z" },
        "Choose a date in the future",
      ],
      [{ ids: [1], action: "suspend", until: "soon" }, "Choose a valid date and time"],
    ] as const) {
      const response = await admin.browser.post("/api/admin/users/bulk", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(message);
    }
  });
});
