import { beforeAll, describe, expect, it } from "vitest";
import {
  formatSuspensionEnd,
  suspendedAccountMessage,
  suspendUserFormSchema,
} from "../../../shared/admin-users";
import { DAY_MS } from "../../../shared/time-units";
import { AccountClient } from "../../test/account-client";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import {
  addCategory,
  startThread,
  threadInput,
  waitForNextPost,
} from "../forum/forum-test-helpers";
import { setSuspension } from "./admin-users.repo";
import { NOT_SUSPENDED, USER_NOT_FOUND } from "./admin-users.service";
import { auditEntryFor, MEMBER_PASSWORD } from "./admin-users-test-helpers";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });
let categoryId: number;

beforeAll(async () => {
  categoryId = await addCategory(t);
});

/** A whole minute a few days ahead, as the suspend form sends it. */
function daysAhead(days: number): string {
  const time = t.clock.now().getTime() + days * DAY_MS;
  return new Date(time - (time % 60_000)).toISOString();
}

function signIn(target: Member) {
  return new AccountClient(t.app).login(target.user.username, MEMBER_PASSWORD);
}

describe("suspension messages", () => {
  it("writes the end in words, in UTC, the same everywhere", () => {
    expect(formatSuspensionEnd("2026-12-03T14:00:00.000Z")).toBe("December 3, 2026, 14:00 UTC");
    expect(suspendedAccountMessage("2026-12-03T14:05:00.000Z", null)).toBe(
      "Your account is suspended until December 3, 2026, 14:05 UTC.",
    );
    expect(suspendedAccountMessage("2027-01-09T08:30:00.000Z", "Spam in the forum")).toBe(
      "Your account is suspended until January 9, 2027, 08:30 UTC. Reason: Spam in the forum",
    );
  });

  it("lets the form refuse a past date against the browser's clock", () => {
    const now = new Date("2026-06-01T12:00:00.000Z");
    const result = suspendUserFormSchema(now).safeParse({ until: "2026-06-01T11:59:00.000Z" });
    expect(result.error?.issues[0]?.message).toBe("Choose a date in the future");
  });
});

describe("POST /api/admin/users/:id/suspend", () => {
  it("signs the member out at once; sign-in tells them until when and why", async () => {
    const target = await member(t);
    const until = daysAhead(3);
    const response = await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, {
      until,
      reason: "Spam in the forum",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: target.user.id,
      suspendedUntil: until,
      suspensionReason: "Spam in the forum",
    });
    // Their sessions ended in the same transaction.
    expect((await target.browser.get("/api/user")).statusCode).toBe(401);
    const login = await signIn(target);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      error: `Your account is suspended until ${formatSuspensionEnd(until)}. Reason: Spam in the forum`,
    });
    expect(await auditEntryFor(admin, "user.suspend", target.user.id)).toMatchObject({
      actor: { id: admin.user.id },
      before: { suspendedUntil: null, suspensionReason: null },
      after: { suspendedUntil: until, suspensionReason: "Spam in the forum", sessionsEnded: 2 },
    });
  });

  it("tells a page left open that the account is suspended and until when, and shows it signed out", async () => {
    const target = await member(t);
    const until = daysAhead(2);
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, {
      until,
      reason: "Spam in the forum",
    });
    const post = await target.browser.post("/api/forum/threads", threadInput(categoryId));
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({
      error: `Your account is suspended until ${formatSuspensionEnd(until)}. Reason: Spam in the forum`,
    });
    // The header's read of who is signed in: anonymous, so the page shows the member signed out.
    const user = await target.browser.get("/api/user");
    expect(user.statusCode).toBe(401);
    // Once the suspension has run out the old cookie signs nobody in, and says no more.
    t.clock.advance(2 * DAY_MS + 60_000);
    const later = await target.browser.post("/api/forum/threads", threadInput(categoryId));
    expect(later.statusCode).toBe(401);
    expect(later.json()).toEqual({ error: "Not signed in" });
  });

  it("without a reason, the message ends after the date", async () => {
    const target = await member(t);
    const until = daysAhead(1);
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, { until, reason: "" });
    const login = await signIn(target);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      error: `Your account is suspended until ${formatSuspensionEnd(until)}.`,
    });
  });

  it("still refuses a wrong password with the usual answer, telling nothing", async () => {
    const target = await member(t);
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, { until: daysAhead(1) });
    const login = await new AccountClient(t.app).login(target.user.username, "Wr0ngPass!");
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: "Invalid username or password" });
  });

  it("refuses a member with two-factor sign-in before the code is asked for", async () => {
    const target = await member(t);
    await t.database.db
      .updateTable("users")
      .set({ totpSecret: "JBSWY3DPEHPK3PXP" })
      .where("id", "=", target.user.id)
      .execute();
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, { until: daysAhead(1) });
    const login = await signIn(target);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatch(/^Your account is suspended until /);
  });

  it("lets the member sign in again once the suspension has run out", async () => {
    const target = await member(t);
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, { until: daysAhead(1) });
    t.clock.advance(DAY_MS + 60_000);
    const login = await signIn(target);
    expect(login.statusCode).toBe(200);
  });

  it("refuses a past date, a bad date and a long reason with readable messages", async () => {
    const target = await member(t);
    for (const [body, message] of [
      [
        { until: new Date(t.clock.now().getTime() - 60_000).toISOString() },
        "Choose a date in the future",
      ],
      [{ until: "next tuesday" }, "Choose a valid date and time"],
      [{}, "Choose the date the suspension ends"],
      [{ until: daysAhead(1), reason: "x".repeat(501) }, "Reason must be at most 500 characters"],
    ] as const) {
      const response = await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect((await target.browser.get("/api/user")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown member", async () => {
    const response = await admin.browser.post("/api/admin/users/999999/suspend", {
      until: daysAhead(1),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: USER_NOT_FOUND });
  });
});

describe("DELETE /api/admin/users/:id/suspend", () => {
  it("lifts the suspension: the member signs in again; the entry keeps the old end", async () => {
    const target = await member(t);
    const until = daysAhead(5);
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, {
      until,
      reason: "Cool down",
    });
    expect((await signIn(target)).statusCode).toBe(403);
    const lifted = await admin.browser.request(
      "DELETE",
      `/api/admin/users/${target.user.id}/suspend`,
    );
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().user).toMatchObject({ suspendedUntil: null, suspensionReason: null });
    expect((await signIn(target)).statusCode).toBe(200);
    expect(await auditEntryFor(admin, "user.unsuspend", target.user.id)).toMatchObject({
      before: { suspendedUntil: until, suspensionReason: "Cool down" },
      after: { suspendedUntil: null },
    });
  });

  it("answers 409 for a member who is not suspended and 404 for an unknown one", async () => {
    const target = await member(t);
    const response = await admin.browser.request(
      "DELETE",
      `/api/admin/users/${target.user.id}/suspend`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: NOT_SUSPENDED });
    const unknown = await admin.browser.request("DELETE", "/api/admin/users/999999/suspend");
    expect(unknown.statusCode).toBe(404);
  });
});

describe("a suspended member cannot post or vote", () => {
  it("answers 403 with until when to posting a discussion or voting after the suspension", async () => {
    const target = await member(t);
    const other = await member(t);
    const thread = await startThread(t, other, categoryId);
    await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, { until: daysAhead(2) });
    waitForNextPost(t);
    const post = await target.browser.post("/api/forum/threads", threadInput(categoryId));
    expect(post.statusCode).toBe(403);
    const vote = await target.browser.post(`/api/forum/threads/${thread.id}/vote`, { value: 1 });
    expect(vote.statusCode).toBe(403);
    expect(vote.json().error).toMatch(/^Your account is suspended until /);
  });

  it("refuses a session that outlived the suspension, telling why", async () => {
    // Written straight to the row: the session is still there, the suspension alone refuses.
    const target = await member(t);
    const other = await member(t);
    const thread = await startThread(t, other, categoryId);
    await setSuspension(
      t.database.db,
      target.user.id,
      { until: daysAhead(1), reason: null },
      t.clock.now(),
    );
    waitForNextPost(t);
    expect(
      (await target.browser.post("/api/forum/threads", threadInput(categoryId))).statusCode,
    ).toBe(403);
    expect(
      (await target.browser.post(`/api/forum/threads/${thread.id}/vote`, { value: 1 })).statusCode,
    ).toBe(403);
    expect((await target.browser.get("/api/user")).statusCode).toBe(401);
    // Lifted, the same session works again.
    await setSuspension(
      t.database.db,
      target.user.id,
      { until: null, reason: null },
      t.clock.now(),
    );
    expect((await target.browser.get("/api/user")).statusCode).toBe(200);
  });
});
