import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LiveStream, StreamerApplication } from "../../../shared/live-streams";
import { createTestApp, type TestApp } from "../../test/test-app";
import { type Member, member } from "../../test/test-members";

/**
 * The live-status job against a local stand-in that answers like Twitch (token endpoint and
 * Helix /streams) and the YouTube Data API (channels, search, videos).
 */
interface StandIn {
  twitchStreams: Record<string, unknown>[];
  youtubeLive: { videoId: string; title: string; viewers: string; startedAt: string } | null;
  failTwitch: boolean;
  tokenRequests: number;
  requests: string[];
}

const standIn: StandIn = {
  twitchStreams: [],
  youtubeLive: null,
  failTwitch: false,
  tokenRequests: 0,
  requests: [],
};
let server: Server;
let t: TestApp;
let admin: Member;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  standIn.requests.push(`${request.method} ${url.pathname}${url.search}`);
  if (url.pathname === "/oauth2/token" && request.method === "POST") {
    standIn.tokenRequests += 1;
    return answer(response, 200, { access_token: "app-token", expires_in: 3600 });
  }
  if (url.pathname === "/helix/streams") {
    if (standIn.failTwitch) return answer(response, 503, { error: "Service Unavailable" });
    if (request.headers.authorization !== "Bearer app-token") return answer(response, 401, {});
    const logins = url.searchParams.getAll("user_login");
    return answer(response, 200, {
      data: standIn.twitchStreams.filter((stream) => logins.includes(String(stream.user_login))),
    });
  }
  if (url.pathname === "/youtube/channels") {
    return answer(response, 200, {
      items: url.searchParams.get("forHandle") === "@tubestar" ? [{ id: "UCtubestar" }] : [],
    });
  }
  if (url.pathname === "/youtube/search") {
    const live = standIn.youtubeLive;
    return answer(response, 200, {
      items:
        live && url.searchParams.get("channelId") === "UCtubestar"
          ? [{ id: { videoId: live.videoId } }]
          : [],
    });
  }
  if (url.pathname === "/youtube/videos") {
    const live = standIn.youtubeLive;
    return answer(response, 200, {
      items: live
        ? [
            {
              id: live.videoId,
              snippet: { title: live.title, channelTitle: "Tube Star", thumbnails: {} },
              liveStreamingDetails: {
                concurrentViewers: live.viewers,
                actualStartTime: live.startedAt,
              },
            },
          ]
        : [],
    });
  }
  return answer(response, 404, {});
}

async function approvedChannel(platform: string, channelUrl: string) {
  const streamer = await member(t);
  const sent = await streamer.browser.post("/api/streamer-applications", {
    platform,
    channelUrl,
    categories: ["tutorial"],
    pitch: "Tutorials and relaxed play sessions every weekday evening.",
  });
  expect(sent.statusCode).toBe(201);
  const { id } = sent.json<{ application: StreamerApplication }>().application;
  const approved = await admin.browser.post(`/api/admin/streamer-applications/${id}/approve`, {});
  expect(approved.statusCode).toBe(200);
}

async function streams(tab: string): Promise<LiveStream[]> {
  const response = await t.app.inject({ method: "GET", url: `/api/live-streams?tab=${tab}` });
  return response.json<{ streams: LiveStream[] }>().streams;
}

function pollOnce() {
  const job = t.app.streamStatusJob;
  if (!job) throw new Error("the job should be on with credentials");
  return job.pollOnce();
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      streamPlatforms: {
        pollSeconds: 0,
        twitch: {
          clientId: "client",
          clientSecret: "secret",
          authUrl: `${base}/oauth2/token`,
          apiUrl: `${base}/helix`,
        },
        youtube: { apiKey: "key", apiUrl: `${base}/youtube` },
      },
    },
  });
  admin = await member(t, { admin: true });
  await approvedChannel("twitch", "https://www.twitch.tv/speedy_sam");
  await approvedChannel("youtube", "https://www.youtube.com/@tubestar");
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  standIn.failTwitch = false;
  standIn.requests = [];
});

describe("the live-status job", () => {
  it("is off without credentials", async () => {
    const plain = await createTestApp({ seed: false });
    expect(plain.app.streamStatusJob).toBeNull();
    await plain.close();
  });

  it("records a channel that goes live with the platform's title, game, viewers and start", async () => {
    const startedAt = new Date(t.clock.now().getTime() - 30 * 60_000).toISOString();
    standIn.twitchStreams = [
      {
        id: "tw-1001",
        user_login: "speedy_sam",
        user_name: "Speedy_Sam",
        game_name: "Rust",
        title: "Any% practice",
        viewer_count: 1200,
        started_at: startedAt,
        thumbnail_url: "https://static-cdn.example/previews/{width}x{height}.jpg",
        tags: ["English", "Speedrun"],
      },
    ];
    const outcome = await pollOnce();
    expect(outcome).toMatchObject({ started: 1, failed: [] });
    expect(standIn.tokenRequests).toBe(1);
    const live = (await streams("live")).find((stream) => stream.title === "Any% practice");
    expect(live).toMatchObject({
      platform: "twitch",
      streamerName: "Speedy_Sam",
      gameTitle: "Rust",
      gameUrl: "/games/rust",
      viewerCount: 1200,
      maxViewers: 1200,
      startedAt,
      duration: 30,
      category: "tutorial",
      streamUrl: "https://www.twitch.tv/speedy_sam",
      tags: ["English", "Speedrun"],
      isDemo: false,
    });
  });

  it("follows the viewer count and keeps the peak, reusing the app token", async () => {
    standIn.twitchStreams = [{ ...standIn.twitchStreams[0], viewer_count: 5000 }];
    await pollOnce();
    standIn.twitchStreams = [{ ...standIn.twitchStreams[0], viewer_count: 3100 }];
    expect((await pollOnce()).updated).toBe(1);
    const live = (await streams("live")).find((stream) => stream.title === "Any% practice");
    expect(live).toMatchObject({ viewerCount: 3100, maxViewers: 5000 });
    expect(standIn.tokenRequests).toBe(1);
  });

  it("leaves the data as it was when the platform answers with an error", async () => {
    standIn.failTwitch = true;
    standIn.twitchStreams = [];
    const outcome = await pollOnce();
    expect(outcome.failed).toEqual(["twitch"]);
    const live = (await streams("live")).find((stream) => stream.title === "Any% practice");
    expect(live).toMatchObject({ isLive: true, viewerCount: 3100 });
  });

  it("ends a stream when the channel goes offline, keeping its duration and peak under recent", async () => {
    t.clock.advance(60 * 60_000);
    standIn.twitchStreams = [];
    expect((await pollOnce()).ended).toBe(1);
    expect((await streams("live")).some((stream) => stream.title === "Any% practice")).toBe(false);
    const [latest] = await streams("recent");
    expect(latest).toMatchObject({
      title: "Any% practice",
      isLive: false,
      viewerCount: 0,
      maxViewers: 5000,
      duration: 90,
    });
  });

  it("finds a YouTube channel by its handle and records its live video", async () => {
    standIn.youtubeLive = {
      videoId: "vid123",
      title: "Building a lighthouse",
      viewers: "2048",
      startedAt: t.clock.now().toISOString(),
    };
    expect((await pollOnce()).started).toBe(1);
    const live = (await streams("live")).find(
      (stream) => stream.platform === "youtube" && !stream.isDemo,
    );
    expect(live).toMatchObject({
      title: "Building a lighthouse",
      streamerName: "Tube Star",
      viewerCount: 2048,
      streamUrl: "https://www.youtube.com/watch?v=vid123",
    });
    // The handle is looked up once and remembered.
    standIn.requests = [];
    await pollOnce();
    expect(standIn.requests.filter((line) => line.includes("/youtube/channels"))).toEqual([]);
  });

  it("turns an admin's scheduled stream of the channel into the live one when the channel goes live", async () => {
    const applications = await admin.browser.get(
      "/api/admin/streamer-applications?status=approved",
    );
    const sam = applications
      .json<{ applications: StreamerApplication[] }>()
      .applications.find((item) => item.channel === "speedy_sam");
    const scheduled = await admin.browser.post("/api/live-streams", {
      title: "Sam's Sunday race",
      platform: "twitch",
      category: "tournament",
      streamUrl: "https://www.twitch.tv/speedy_sam",
      streamerName: "Speedy_Sam",
      startedAt: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
      applicationId: sam?.id,
    });
    expect(scheduled.statusCode).toBe(201);
    const { stream } = scheduled.json<{ stream: LiveStream }>();
    standIn.twitchStreams = [
      {
        id: "tw-2002",
        user_login: "speedy_sam",
        user_name: "Speedy_Sam",
        game_name: "Rust",
        title: "Sunday race, live now",
        viewer_count: 800,
        started_at: t.clock.now().toISOString(),
        thumbnail_url: "",
        tags: [],
      },
    ];
    // Updated, not started: no new record (the YouTube channel from before is updated too).
    expect(await pollOnce()).toMatchObject({ started: 0 });
    const live = (await streams("live")).find((item) => item.id === stream.id);
    expect(live).toMatchObject({
      title: "Sunday race, live now",
      category: "tournament",
      viewerCount: 800,
    });
  });

  it("refuses to attach a stream to a channel that is not approved", async () => {
    const response = await admin.browser.post("/api/live-streams", {
      title: "Nobody's stream",
      platform: "twitch",
      category: "gaming",
      streamUrl: "https://www.twitch.tv/nobody_here",
      streamerName: "Nobody",
      startedAt: t.clock.now().toISOString(),
      applicationId: 999999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(
      "Streamer must be an approved application's id",
    );
  });
});
