/**
 * Live streams: the tabs, platforms and
 * categories, the empty messages and the number formats of the cards. No zod here, so the
 * page's first view can read them without loading the schemas (see live-streams.ts).
 */

export const STREAM_TABS = ["live", "upcoming", "recent"] as const;
export type StreamTab = (typeof STREAM_TABS)[number];

export const STREAM_PLATFORMS = ["twitch", "youtube", "discord"] as const;
export type StreamPlatform = (typeof STREAM_PLATFORMS)[number];

export const STREAM_CATEGORIES = ["gaming", "tutorial", "tournament", "community"] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

/** A stream is scheduled (upcoming), live now, or ended (recent). */
export const STREAM_STATUSES = ["scheduled", "live", "ended"] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

export const STREAM_EMPTY_MESSAGES: Record<StreamTab, string> = {
  live: "No live streams at the moment. Check back soon!",
  upcoming: "No upcoming streams scheduled.",
  recent: "No recent streams to show.",
};

/** A card shows at most this many tags. */
export const STREAM_TAGS_SHOWN = 3;

/** Limits of the streamer application's fields (streamerApplicationSchema). */
export const STREAMER_PITCH_MIN = 20;
export const STREAMER_PITCH_MAX = 1000;

/**
 * Viewer counts: 999 as is, then K from 1,000 and M from 1,000,000, with one decimal
 * ("1.0K", "1.1K", "2.5M").
 */
export function formatViewerCount(viewers: number): string {
  if (viewers >= 1_000_000) return `${(viewers / 1_000_000).toFixed(1)}M`;
  if (viewers >= 1_000) return `${(viewers / 1_000).toFixed(1)}K`;
  return String(viewers);
}

/** A live stream's duration: "Just started" under a minute, then "Ym", then "Xh Ym". */
export function formatStreamDuration(minutes: number): string {
  if (minutes < 1) return "Just started";
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const CHANNEL_PATTERNS: Record<StreamPlatform, RegExp> = {
  // https://www.twitch.tv/<login>: 4 to 25 letters, digits and underscores.
  twitch: /^https:\/\/(?:www\.|m\.)?twitch\.tv\/([A-Za-z0-9_]{4,25})\/?$/,
  // https://www.youtube.com/@handle or https://www.youtube.com/channel/UC...
  youtube:
    /^https:\/\/(?:www\.|m\.)?youtube\.com\/(@[A-Za-z0-9._-]{3,30}|channel\/UC[A-Za-z0-9_-]{22})\/?$/,
  // A server invite: https://discord.gg/<code> or https://discord.com/invite/<code>.
  discord: /^https:\/\/(?:discord\.gg|(?:www\.)?discord\.com\/invite)\/([A-Za-z0-9-]{2,32})\/?$/,
};

export const STREAM_PLATFORM_NAMES: Record<StreamPlatform, string> = {
  twitch: "Twitch",
  youtube: "YouTube",
  discord: "Discord",
};

export const CHANNEL_URL_EXAMPLES: Record<StreamPlatform, string> = {
  twitch: "https://www.twitch.tv/yourname",
  youtube: "https://www.youtube.com/@yourname",
  discord: "https://discord.gg/yourserver",
};

/**
 * The channel a platform address names: a Twitch login, a YouTube "@handle" or
 * "channel/UC…" id, a Discord invite code. Null when the address is not a channel of that
 * platform.
 */
export function channelOfUrl(platform: StreamPlatform, url: string): string | null {
  const match = CHANNEL_PATTERNS[platform].exec(url.trim());
  if (!match?.[1]) return null;
  return platform === "twitch" ? match[1].toLowerCase() : match[1];
}

/** Host names of each platform, what an address typed without the right platform is checked against. */
const PLATFORM_HOSTS: Record<StreamPlatform, RegExp> = {
  twitch: /^(?:[a-z0-9-]+\.)*twitch\.tv$/,
  youtube: /^(?:[a-z0-9-]+\.)*(?:youtube\.com|youtu\.be)$/,
  discord: /^(?:[a-z0-9-]+\.)*(?:discord\.gg|discord\.com)$/,
};

/**
 * The platform an address belongs to, by its host ("youtube.com/@name" → youtube), even
 * before it is a complete channel address; null when it names none of them. The streamer
 * form picks the platform from it as the address is typed.
 */
export function platformOfUrl(url: string): StreamPlatform | null {
  const text = url.trim().toLowerCase();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`;
  let host: string;
  try {
    host = new URL(withScheme).hostname;
  } catch {
    return null;
  }
  for (const platform of STREAM_PLATFORMS) {
    if (PLATFORM_HOSTS[platform].test(host)) return platform;
  }
  return null;
}

/**
 * What the channel address field says when it is not a channel of the chosen platform: the
 * chosen platform's example, or, when the address is another platform's, which platform to
 * choose.
 */
export function channelUrlHint(platform: StreamPlatform, url: string): string {
  const named = platformOfUrl(url);
  if (named !== null && named !== platform) {
    const name = STREAM_PLATFORM_NAMES[named];
    return `That is a ${name} address: choose ${name} as the platform`;
  }
  return `Enter your channel's address, like ${CHANNEL_URL_EXAMPLES[platform]}`;
}
