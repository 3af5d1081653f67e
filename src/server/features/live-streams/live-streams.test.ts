import { describe, expect, it } from "vitest";
import type { GameHub } from "../../../shared/games";
import type { LiveStream } from "../../../shared/live-streams";
import { memberForFile, testAppForFile } from "../../test/test-fixtures";
import { unique } from "../../test/unique";

const t = testAppForFile();
const admin = memberForFile(t, { admin: true });
const plainMember = memberForFile(t);

async function list(query = ""): Promise<LiveStream[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/live-streams${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ streams: LiveStream[] }>().streams;
}

function newStream(overrides: Record<string, unknown> = {}) {
  return {
    title: `Test stream ${unique()}`,
    description: "A stream made by a test.",
    platform: "twitch",
    category: "tutorial",
    streamUrl: "https://www.twitch.tv/test_channel",
    streamerName: "Tester",
    gameTitle: "Rust",
    tags: ["Test"],
    startedAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    ...overrides,
  };
}

async function createStream(overrides: Record<string, unknown> = {}): Promise<LiveStream> {
  const response = await admin.browser.post("/api/live-streams", newStream(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<{ stream: LiveStream }>().stream;
}

describe("GET /api/live-streams", () => {
  it("seeds demo streams in every tab, marked as demo content", async () => {
    const [live, upcoming, recent] = await Promise.all([
      list("?tab=live"),
      list("?tab=upcoming"),
      list("?tab=recent"),
    ]);
    expect(live.filter((stream) => stream.isDemo).length).toBeGreaterThanOrEqual(2);
    expect(upcoming.filter((stream) => stream.isDemo).length).toBeGreaterThanOrEqual(2);
    expect(recent.filter((stream) => stream.isDemo).length).toBeGreaterThanOrEqual(2);
    expect(live.every((stream) => stream.isLive && stream.status === "live")).toBe(true);
    expect(upcoming.every((stream) => !stream.isLive && stream.status === "scheduled")).toBe(true);
    expect(recent.every((stream) => !stream.isLive && stream.endedAt !== null)).toBe(true);
  });

  it("answers the live tab by default, most viewers first, with the live duration", async () => {
    const streams = await list();
    expect(streams.length).toBeGreaterThan(1);
    const viewers = streams.map((stream) => stream.viewerCount);
    expect(viewers).toEqual([...viewers].sort((a, b) => b - a));
    const heist = streams.find((stream) => stream.title.startsWith("Heist night"));
    expect(heist).toMatchObject({ platform: "twitch", gameTitle: "GTA V", gameUrl: "/games/gta" });
    // Seeded 134 minutes before the seed's own clock reading, a moment after the test clock's.
    expect(heist?.duration).toBeGreaterThanOrEqual(133);
    expect(heist?.tags).toEqual(["Heists", "Speedrun", "English", "Co-op"]);
  });

  it("orders upcoming by the soonest start and recent by the latest end, with peak viewers", async () => {
    const upcoming = await list("?tab=upcoming");
    const starts = upcoming.map((stream) => stream.startedAt);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.every((stream) => stream.duration === 0)).toBe(true);
    const recent = await list("?tab=recent");
    const ends = recent.map((stream) => stream.endedAt ?? "");
    expect(ends).toEqual([...ends].sort().reverse());
    const duos = recent.find((stream) => stream.title.startsWith("Zero build duos"));
    expect(duos).toMatchObject({ maxViewers: 1_240_000, duration: 95, viewerCount: 0 });
  });

  it("filters by platform and by category, and 'all' means no filter", async () => {
    const youtube = await list("?tab=live&platform=youtube");
    expect(youtube.length).toBeGreaterThan(0);
    expect(youtube.every((stream) => stream.platform === "youtube")).toBe(true);
    const tournaments = await list("?tab=live&category=tournament");
    expect(tournaments.length).toBeGreaterThan(0);
    expect(tournaments.every((stream) => stream.category === "tournament")).toBe(true);
    const both = await list("?tab=live&platform=youtube&category=tournament");
    expect(both).toEqual([]);
    expect((await list("?tab=live&platform=all&category=all")).length).toBe(
      (await list("?tab=live")).length,
    );
  });

  it("answers 400 with a message for an unknown tab, platform or category", async () => {
    for (const [query, message] of [
      ["?tab=soon", "tab must be live, upcoming or recent"],
      ["?platform=kick", "platform must be twitch, youtube or discord"],
      ["?category=music", "category must be gaming, tutorial, tournament or community"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url: `/api/live-streams${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });
});

describe("admins' streams", () => {
  it("refuses writes to visitors (401) and members (403)", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/live-streams",
      payload: newStream(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await plainMember.browser.post("/api/live-streams", newStream())).statusCode).toBe(403);
    const [first] = await list("?tab=upcoming");
    if (!first) throw new Error("no upcoming stream");
    const patch = await plainMember.browser.request("PATCH", `/api/live-streams/${first.id}`, {
      status: "live",
    });
    expect(patch.statusCode).toBe(403);
    const remove = await plainMember.browser.request("DELETE", `/api/live-streams/${first.id}`);
    expect(remove.statusCode).toBe(403);
  });

  it("validates a new stream with readable messages", async () => {
    for (const [change, message] of [
      [{ title: "ab" }, "Title must be at least 3 characters"],
      [{ streamUrl: "http://example.com" }, "Stream link must be an https:// address"],
      [{ platform: "kick" }, "Platform must be twitch, youtube or discord"],
      [{ startedAt: "tomorrow" }, "Start must be a date and time (ISO 8601)"],
      [{ viewerCount: -1 }, "Viewers cannot be negative"],
    ] as const) {
      const response = await admin.browser.post("/api/live-streams", newStream(change));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
  });

  it("schedules a stream, marks it live (starting now), then ended with its peak and duration", async () => {
    const created = await createStream();
    expect(created).toMatchObject({ status: "scheduled", isLive: false, gameUrl: "/games/rust" });
    expect((await list("?tab=upcoming")).some((stream) => stream.id === created.id)).toBe(true);

    const live = await admin.browser.request("PATCH", `/api/live-streams/${created.id}`, {
      status: "live",
      viewerCount: 1500,
    });
    expect(live.statusCode).toBe(200);
    const started = live.json<{ stream: LiveStream }>().stream;
    expect(started).toMatchObject({ isLive: true, viewerCount: 1500, maxViewers: 1500 });
    expect(started.startedAt).toBe(t.clock.now().toISOString());

    t.clock.advance(125 * 60_000);
    await admin.browser.request("PATCH", `/api/live-streams/${created.id}`, { viewerCount: 900 });
    const ended = await admin.browser.request("PATCH", `/api/live-streams/${created.id}`, {
      status: "ended",
    });
    expect(ended.json<{ stream: LiveStream }>().stream).toMatchObject({
      status: "ended",
      isLive: false,
      viewerCount: 0,
      maxViewers: 1500,
      duration: 125,
    });
    const recent = await list("?tab=recent");
    expect(recent[0]?.id).toBe(created.id);
  });

  it("lists a game's live and upcoming streams on its hub", async () => {
    const created = await createStream({ gameTitle: "star citizen", title: `Hub ${unique()}` });
    const response = await t.app.inject({ method: "GET", url: "/api/games/star-citizen/hub" });
    const hub = response.json<GameHub>();
    expect(hub.streams.some((stream) => stream.id === created.id)).toBe(true);
  });

  it("deletes a stream (a demo one too); an unknown id is 404", async () => {
    const [demo] = (await list("?tab=recent")).filter((stream) => stream.isDemo);
    if (!demo) throw new Error("no demo stream");
    const removed = await admin.browser.request("DELETE", `/api/live-streams/${demo.id}`);
    expect(removed.statusCode).toBe(204);
    const again = await admin.browser.request("DELETE", `/api/live-streams/${demo.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: string }>().error).toBe("Stream not found");
    const missing = await t.app.inject({ method: "GET", url: "/api/live-streams/999999" });
    expect(missing.statusCode).toBe(404);
  });
});
