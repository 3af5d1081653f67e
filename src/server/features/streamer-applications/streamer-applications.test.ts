import { describe, expect, it } from "vitest";
import type { StreamerApplication } from "../../../shared/live-streams";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { unique } from "../../test/unique";
import { APPLICATION_PENDING, CHANNEL_TAKEN } from "./streamer-applications.service";

const t = testAppForFile({ seed: false });
const admin = memberForFile(t, { admin: true });

function application(overrides: Record<string, unknown> = {}) {
  return {
    platform: "twitch",
    channelUrl: `https://www.twitch.tv/${`ch_${unique()}`.slice(0, 25)}`,
    categories: ["gaming", "community"],
    pitch: "Chill evening streams of survival games, with viewers welcome to join.",
    ...overrides,
  };
}

async function apply(applicant: Member, overrides: Record<string, unknown> = {}) {
  const response = await applicant.browser.post(
    "/api/streamer-applications",
    application(overrides),
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ application: StreamerApplication }>().application;
}

describe("POST /api/streamer-applications", () => {
  it("needs a signed-in member", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/streamer-applications",
      payload: application(),
    });
    expect(response.statusCode).toBe(401);
  });

  it("checks every field with a readable message", async () => {
    const applicant = await member(t);
    for (const [change, message] of [
      [{ platform: "kick" }, "Choose the platform you stream on"],
      [
        { channelUrl: "https://www.youtube.com/@someone" },
        "That is a YouTube address: choose YouTube as the platform",
      ],
      [{ categories: [] }, "Choose at least one category"],
      [{ categories: ["music"] }, "Choose categories from the list"],
      [{ pitch: "Too short" }, "Tell us about your streams in at least 20 characters"],
      [{ pitch: "x".repeat(1001) }, "Keep it under 1,000 characters"],
    ] as const) {
      const response = await applicant.browser.post(
        "/api/streamer-applications",
        application(change),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it("keeps one application waiting per member, and shows it as the member's own", async () => {
    const applicant = await member(t);
    const sent = await apply(applicant, { channelUrl: "https://www.twitch.tv/Waiting_One" });
    expect(sent).toMatchObject({ status: "pending", channel: "waiting_one", platform: "twitch" });
    const again = await applicant.browser.post("/api/streamer-applications", application());
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(APPLICATION_PENDING);
    const mine = await applicant.browser.get("/api/streamer-applications/mine");
    expect(mine.json<{ application: StreamerApplication }>().application.id).toBe(sent.id);
  });
});

describe("admins' review", () => {
  it("is for admins only (401 signed out, 403 for members)", async () => {
    const applicant = await member(t);
    const sent = await apply(applicant);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/streamer-applications" })).statusCode,
    ).toBe(401);
    expect((await applicant.browser.get("/api/admin/streamer-applications")).statusCode).toBe(403);
    const approve = await applicant.browser.post(
      `/api/admin/streamer-applications/${sent.id}/approve`,
      {},
    );
    expect(approve.statusCode).toBe(403);
  });

  it("approves a pending application and tells the applicant; a second decision is refused", async () => {
    const applicant = await member(t);
    const sent = await apply(applicant);
    const pending = await admin.browser.get("/api/admin/streamer-applications?status=pending");
    const listed = pending.json<{ applications: StreamerApplication[] }>().applications;
    expect(listed.find((item) => item.id === sent.id)?.applicant.username).toBe(
      applicant.user.username,
    );

    const approved = await admin.browser.post(
      `/api/admin/streamer-applications/${sent.id}/approve`,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ application: StreamerApplication }>().application.status).toBe(
      "approved",
    );
    const notifications = await applicant.browser.get("/api/notifications");
    const [latest] = notifications.json<{ notifications: { kind: string; text: string }[] }>()
      .notifications;
    expect(latest?.kind).toBe("streamer-application");
    expect(latest?.text).toContain("was approved");

    const again = await admin.browser.post(
      `/api/admin/streamer-applications/${sent.id}/reject`,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe("This application was already approved");
  });

  it("rejects an application and the member may apply again; an approved channel cannot be claimed twice", async () => {
    const first = await member(t);
    const channelUrl = `https://www.twitch.tv/${`taken_${unique()}`.slice(0, 25)}`;
    const approvedOne = await apply(first, { channelUrl });
    await admin.browser.post(`/api/admin/streamer-applications/${approvedOne.id}/approve`, {});

    const second = await member(t);
    const claim = await second.browser.post(
      "/api/streamer-applications",
      application({ channelUrl }),
    );
    expect(claim.statusCode).toBe(409);
    expect(claim.json<{ error: string }>().error).toBe(CHANNEL_TAKEN);

    const other = await apply(second);
    const rejected = await admin.browser.post(
      `/api/admin/streamer-applications/${other.id}/reject`,
      {},
    );
    expect(rejected.json<{ application: StreamerApplication }>().application.status).toBe(
      "rejected",
    );
    await apply(second);
  });

  it("answers 404 for an unknown application", async () => {
    const response = await admin.browser.post(
      "/api/admin/streamer-applications/999999/approve",
      {},
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("concurrent requests", () => {
  it("ten applications of one member at once leave exactly one pending", async () => {
    const applicant = await member(t);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        applicant.browser.post("/api/streamer-applications", application()),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const reply of replies.filter((item) => item.statusCode === 409)) {
      expect(reply.json<{ error: string }>().error).toBe(APPLICATION_PENDING);
    }
    const rows = await t.database.db
      .selectFrom("streamerApplications")
      .select("status")
      .where("userId", "=", applicant.user.id)
      .execute();
    expect(rows).toEqual([{ status: "pending" }]);
  });

  it("ten approvals of one channel at once approve exactly one application", async () => {
    const channelUrl = `https://www.twitch.tv/${`race_${unique()}`.slice(0, 25)}`;
    const applicants = await Promise.all(
      Array.from({ length: 10 }, (_, index) => member(t, { ip: `198.51.100.${index + 60}` })),
    );
    const sent = [];
    for (const applicant of applicants) sent.push(await apply(applicant, { channelUrl }));
    const replies = await Promise.all(
      sent.map((item) =>
        admin.browser.post(`/api/admin/streamer-applications/${item.id}/approve`, {}),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const reply of replies.filter((item) => item.statusCode === 409)) {
      expect(reply.json<{ error: string }>().error).toBe(CHANNEL_TAKEN);
    }
    const approved = await t.database.db
      .selectFrom("streamerApplications")
      .select("id")
      .where(
        "id",
        "in",
        sent.map((item) => item.id),
      )
      .where("status", "=", "approved")
      .execute();
    expect(approved).toHaveLength(1);
  });

  it("two approvals of one application at once approve it once", async () => {
    const sent = await apply(await member(t));
    const replies = await Promise.all(
      [0, 1].map(() =>
        admin.browser.post(`/api/admin/streamer-applications/${sent.id}/approve`, {}),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.statusCode === 409);
    expect(refused?.json<{ error: string }>().error).toBe("This application was already approved");
  });
});
