import type { SOCIAL_SHARE_TARGETS } from "../../../shared/social-limits";
import { shareUrlFor } from "../blog/share-targets";

export type ForumShareTarget = (typeof SOCIAL_SHARE_TARGETS)[number];

/**
 * Discord, Steam and Twitch have no page that takes a link to share: the link is copied for the
 * member to paste, and the platform opens.
 */
const PLATFORM_HOMES = {
  Discord: "https://discord.com/channels/@me",
  Steam: "https://steamcommunity.com/",
  Twitch: "https://www.twitch.tv/",
} as const;

export function sharesByCopying(target: ForumShareTarget): target is keyof typeof PLATFORM_HOMES {
  return target in PLATFORM_HOMES;
}

/** Where a share button sends `url` (the forum page) with `title` as the suggested text. */
export function forumShareUrl(target: ForumShareTarget, url: string, title: string): string {
  switch (target) {
    case "Facebook":
    case "Reddit":
    case "LinkedIn":
      return shareUrlFor(target, url, title);
    case "Twitter/X":
      return shareUrlFor("Twitter", url, title);
    case "Pinterest":
      return `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(url)}&description=${encodeURIComponent(title)}`;
    case "Discord":
    case "Steam":
    case "Twitch":
      return PLATFORM_HOMES[target];
  }
}
