import { beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../lib/cursor";
import { AccountClient, newIdentity } from "../test/account-client";
import { testAppForFile } from "../test/test-fixtures";

/**
 * Ids past 2^31 − 1 fit no `integer` column: PostgreSQL refuses to compare them, so every id is
 * checked against the range before a query runs. A path id past it is an unknown resource
 * (404, the resource's own message); a body id past it is a bad request (400, readable).
 */
const BEYOND = "2147483648";

const t = testAppForFile();
let admin: AccountClient;

beforeAll(async () => {
  admin = new AccountClient(t.app, "10.55.0.1");
  const identity = newIdentity("idsadmin");
  const user = await admin.register(identity);
  await admin.login(identity.username, identity.password, true);
  await t.database.db
    .updateTable("users")
    .set({ isAdmin: true })
    .where("id", "=", user.id)
    .execute();
});

describe("a path id beyond 32 bits", () => {
  it.each([
    ["GET", `/api/retro-games/${BEYOND}`, "Game not found"],
    ["GET", `/api/retro-games/9007199254740993`, "Game not found"],
    ["GET", `/api/live-streams/${BEYOND}`, "Stream not found"],
    ["GET", `/media/retro-bundles/${BEYOND}/0123456789abcdef.jsdos`, "Bundle not found"],
    ["GET", `/api/guides/${BEYOND}`, "Guide not found"],
    ["GET", `/api/users/${BEYOND}`, "Unknown user"],
  ])("%s %s answers 404 to a visitor", async (method, url, message) => {
    const response = await t.app.inject({ method: method as "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: message });
  });

  it.each([
    ["PATCH", `/api/live-streams/${BEYOND}`, { title: "A new title" }, "Stream not found"],
    ["DELETE", `/api/live-streams/${BEYOND}`, undefined, "Stream not found"],
    ["PATCH", `/api/retro-games/${BEYOND}`, { title: "A new title" }, "Game not found"],
    ["DELETE", `/api/retro-games/${BEYOND}`, undefined, "Game not found"],
    ["POST", `/api/admin/streamer-applications/${BEYOND}/approve`, {}, "Application not found"],
    [
      "POST",
      `/api/admin/streamer-applications/${BEYOND}/reject`,
      { reason: "No" },
      "Application not found",
    ],
    ["GET", `/api/admin/users/${BEYOND}`, undefined, "User not found"],
    ["DELETE", `/api/admin/users/${BEYOND}`, undefined, "User not found"],
    ["POST", `/api/admin/users/${BEYOND}/role`, { isAdmin: true }, "User not found"],
    ["POST", `/api/admin/users/${BEYOND}/sessions/revoke`, {}, "User not found"],
  ])("%s %s answers 404 to an admin", async (method, url, payload, message) => {
    const response = await admin.request(method as "POST", url, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: message });
  });

  it("still answers 400 for text that is no id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/retro-games/abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Game not found");
  });
});

describe("a body id beyond 32 bits", () => {
  it("answers 400 for a merchandise item id", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/merchandise/notify",
      headers: { "content-type": "application/json" },
      payload: `{"email":"ids@example.com","itemId":${BEYOND}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("itemId must be a merchandise item id");
  });

  it("answers 400 for a stream's streamer application and for members chosen in bulk", async () => {
    const stream = await admin.post("/api/live-streams", {
      title: "Ids stream",
      platform: "twitch",
      category: "gaming",
      streamUrl: "https://twitch.tv/ids",
      streamerName: "Ids",
      startedAt: "2026-01-01T10:00:00Z",
      applicationId: Number(BEYOND),
    });
    expect(stream.statusCode).toBe(400);
    expect(stream.json().error).toBe("Streamer must be an approved application's id");
    const bulk = await admin.post("/api/admin/users/bulk", {
      ids: [Number(BEYOND)],
      action: "verifyEmail",
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error).toBe("Choose members by id");
  });
});

describe("values PostgreSQL refuses", () => {
  it.each([
    ["username", { s: "username", k: "a\u0000" }],
    ["newest", { s: "newest", c: "2026-01-01T00:00:00.000Z\u0000", id: 1 }],
  ])("answers 400 for an admin users cursor (sort %s) carrying a NUL", async (sort, cursor) => {
    const response = await admin.get(
      `/api/admin/users?sort=${sort}&cursor=${encodeCursor(cursor)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid cursor/);
  });

  it("answers 400 for a search cursor carrying a NUL", async () => {
    const response = await admin.get(
      `/api/admin/users?q=a&cursor=${encodeCursor({ s: "q", u: "\u0000", e: null })}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it.each([
    "2026-01-01T10:00:00+23:59",
    "2026-01-01T10:00:00-16:00",
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:30:00+01:00",
  ])("answers 400 for the stream time %s", async (startedAt) => {
    const response = await admin.post("/api/live-streams", {
      title: "Time stream",
      platform: "twitch",
      category: "gaming",
      streamUrl: "https://twitch.tv/time",
      streamerName: "Time",
      startedAt,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Start must be a date and time (ISO 8601)");
  });

  it("still accepts a real offset", async () => {
    const response = await admin.post("/api/live-streams", {
      title: "Offset stream",
      platform: "twitch",
      category: "gaming",
      streamUrl: "https://twitch.tv/offset",
      streamerName: "Offset",
      startedAt: "2026-01-01T10:00:00+05:30",
    });
    expect(response.statusCode).toBe(201);
  });
});
