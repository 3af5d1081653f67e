import type { StreamPlatformsConfig } from "../../config";

/**
 * The platforms' public APIs, asked which watched channels are live: Twitch Helix with an app
 * access token (client-credentials grant) and the YouTube Data API v3. Each function answers
 * for every channel it was given (a broadcast, or null when offline) or throws, so a platform
 * that fails or times out changes nothing (the job logs it and tries again next time).
 */

/** What a platform says about one live broadcast. */
export interface PlatformBroadcast {
  /** The platform's id of this broadcast: the job's record is found again by it. */
  platformStreamId: string;
  title: string;
  gameTitle: string;
  viewerCount: number;
  startedAt: string;
  thumbnailUrl: string | null;
  streamUrl: string;
  channelName: string;
  tags: string[];
}

export interface WatchedChannel {
  applicationId: number;
  /** Twitch login; YouTube "@handle" or "channel/UC…". */
  channel: string;
  /** YouTube's "UC…" id once looked up. */
  platformChannelId: string | null;
}

const REQUEST_TIMEOUT_MS = 10_000;

export class PlatformError extends Error {
  override name = "PlatformError";
}

async function readJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) {
    throw new PlatformError(`${new URL(url).host} answered ${response.status}`);
  }
  return response.json();
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
function count(value: unknown): number {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : 0;
}
function isoOr(value: unknown, fallback: Date): string {
  const date = new Date(text(value));
  return Number.isNaN(date.getTime()) ? fallback.toISOString() : date.toISOString();
}

type TwitchConfig = NonNullable<StreamPlatformsConfig["twitch"]>;

/** Twitch: one app token (renewed a minute before it expires), one request per 100 channels. */
export function createTwitchClient(config: TwitchConfig) {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(now: Date): Promise<string> {
    if (token && token.expiresAt > now.getTime()) return token.value;
    const body = new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: "client_credentials",
    });
    const reply = record(await readJson(config.authUrl, { method: "POST", body }));
    const value = text(reply.access_token);
    if (!value) throw new PlatformError("Twitch gave no access token");
    const lifetimeMs = count(reply.expires_in) * 1000;
    token = { value, expiresAt: now.getTime() + Math.max(0, lifetimeMs - 60_000) };
    return value;
  }

  return {
    async liveBroadcasts(
      channels: readonly WatchedChannel[],
      now: Date,
    ): Promise<Map<number, PlatformBroadcast | null>> {
      const result = new Map<number, PlatformBroadcast | null>();
      for (let start = 0; start < channels.length; start += 100) {
        const batch = channels.slice(start, start + 100);
        const query = new URLSearchParams({ first: "100" });
        for (const channel of batch) query.append("user_login", channel.channel);
        let reply: unknown;
        try {
          reply = await readJson(`${config.apiUrl}/streams?${query}`, {
            headers: {
              "Client-Id": config.clientId,
              Authorization: `Bearer ${await accessToken(now)}`,
            },
          });
        } catch (error) {
          // A revoked or expired token: ask for a new one next time.
          token = null;
          throw error;
        }
        const live = new Map<string, Record<string, unknown>>();
        for (const item of list(record(reply).data).map(record)) {
          live.set(text(item.user_login).toLowerCase(), item);
        }
        for (const channel of batch) {
          const item = live.get(channel.channel.toLowerCase());
          result.set(
            channel.applicationId,
            item && text(item.id)
              ? {
                  platformStreamId: text(item.id),
                  title: text(item.title) || `${text(item.user_name)} is live`,
                  gameTitle: text(item.game_name),
                  viewerCount: count(item.viewer_count),
                  startedAt: isoOr(item.started_at, now),
                  thumbnailUrl:
                    text(item.thumbnail_url).replace("{width}", "640").replace("{height}", "360") ||
                    null,
                  streamUrl: `https://www.twitch.tv/${channel.channel}`,
                  channelName: text(item.user_name) || channel.channel,
                  tags: list(item.tags).map(text).filter(Boolean),
                }
              : null,
          );
        }
      }
      return result;
    },
  };
}

type YouTubeConfig = NonNullable<StreamPlatformsConfig["youtube"]>;

/**
 * YouTube: a handle is looked up once (channels?forHandle), then each channel's live video is
 * found by a search and its viewers read from videos?part=liveStreamingDetails.
 */
export function createYouTubeClient(config: YouTubeConfig) {
  const api = (path: string, params: Record<string, string>) =>
    readJson(`${config.apiUrl}/${path}?${new URLSearchParams({ ...params, key: config.apiKey })}`);

  async function channelId(channel: WatchedChannel): Promise<string | null> {
    if (channel.platformChannelId) return channel.platformChannelId;
    if (channel.channel.startsWith("channel/")) return channel.channel.slice("channel/".length);
    const reply = record(await api("channels", { part: "id", forHandle: channel.channel }));
    return text(record(list(reply.items)[0]).id) || null;
  }

  return {
    channelId,
    async liveBroadcasts(
      channels: readonly WatchedChannel[],
      now: Date,
    ): Promise<Map<number, PlatformBroadcast | null>> {
      const result = new Map<number, PlatformBroadcast | null>();
      for (const channel of channels) {
        const id = await channelId(channel);
        if (!id) {
          result.set(channel.applicationId, null);
          continue;
        }
        const search = record(
          await api("search", {
            part: "id",
            channelId: id,
            eventType: "live",
            type: "video",
            maxResults: "1",
          }),
        );
        const videoId = text(record(record(list(search.items)[0]).id).videoId);
        if (!videoId) {
          result.set(channel.applicationId, null);
          continue;
        }
        const videos = record(
          await api("videos", { part: "snippet,liveStreamingDetails", id: videoId }),
        );
        const video = record(list(videos.items)[0]);
        const snippet = record(video.snippet);
        const details = record(video.liveStreamingDetails);
        const thumbnails = record(snippet.thumbnails);
        result.set(channel.applicationId, {
          platformStreamId: videoId,
          title: text(snippet.title) || `${text(snippet.channelTitle)} is live`,
          gameTitle: "",
          viewerCount: count(details.concurrentViewers),
          startedAt: isoOr(details.actualStartTime, now),
          thumbnailUrl:
            text(record(thumbnails.high).url) || text(record(thumbnails.medium).url) || null,
          streamUrl: `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`,
          channelName: text(snippet.channelTitle) || channel.channel,
          tags: list(snippet.tags).map(text).filter(Boolean),
        });
      }
      return result;
    },
  };
}
