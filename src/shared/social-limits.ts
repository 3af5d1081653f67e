/**
 * Social hub and trending-topic constants, apart from the schemas so a page can use them without
 * loading zod (src/shared/social.ts re-exports them all).
 */

/** The social hub: posts admins pick from the platforms the site follows. */
export const SOCIAL_PLATFORMS = [
  "Facebook",
  "Twitter/X",
  "Instagram",
  "YouTube",
  "TikTok",
  "Twitch",
  "Discord",
  "Steam",
  "Reddit",
  "LinkedIn",
  "Snapchat",
  "Pinterest",
] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The hub's filter buttons: all, then five platforms (six in all). */
export const SOCIAL_HUB_FILTERS = [
  "all",
  "Twitter/X",
  "YouTube",
  "Twitch",
  "Reddit",
  "Discord",
] as const;

/** The share buttons under the hub (eight). */
export const SOCIAL_SHARE_TARGETS = [
  "Facebook",
  "Twitter/X",
  "Reddit",
  "LinkedIn",
  "Pinterest",
  "Discord",
  "Steam",
  "Twitch",
] as const;

export const SOCIAL_POSTS_MAX = 5;

export const SOCIAL_HASHTAGS_MAX = 4;

/** The forum's Trending tab: one of these fixed topic categories per topic. */
export const TOPIC_CATEGORIES = [
  "Games",
  "Movies",
  "TV Shows",
  "Anime",
  "Technology",
  "Esports",
  "Streaming",
  "Gaming News",
] as const;

export const TRENDING_TOPICS_MAX = 8;

export const TRENDING_TOPIC_TAGS_MAX = 3;
