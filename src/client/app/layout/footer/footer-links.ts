// The platforms' marks as files (scripts/images/social-marks.ts), drawn as CSS masks: their paths
// stay out of every page's HTML and first-view script. no-inline: Vite would otherwise turn
// files this small into data: addresses inside the script.
import DISCORD_MARK from "../brand/social-discord.svg?no-inline";
import FACEBOOK_MARK from "../brand/social-facebook.svg?no-inline";
import TIKTOK_MARK from "../brand/social-tiktok.svg?no-inline";
import X_MARK from "../brand/social-x.svg?no-inline";

/** Footer quick links (paths of the route table). */
export const QUICK_LINKS = [
  { to: "/blog", label: "News" },
  { to: "/forum", label: "Forum" },
  { to: "/top-games", label: "Top Games" },
  { to: "/retro-games", label: "Retro Arcade" },
  { to: "/game-guides", label: "Game Guides" },
  { to: "/live-streams", label: "Live Streams" },
  { to: "/developer-updates", label: "Developer Updates" },
  { to: "/community-feedback", label: "Community Feedback" },
  { to: "/roadmap", label: "Roadmap" },
  { to: "/contact", label: "Contact" },
] as const;

export const POLICY_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/cookies", label: "Cookie Policy" },
] as const;

/** The platforms' home pages (Twitter's mark is now X's). */
export const SOCIAL_LINKS = [
  { platform: "Discord", url: "https://discord.com/", mark: DISCORD_MARK, color: "#5865F2" },
  { platform: "Facebook", url: "https://www.facebook.com/", mark: FACEBOOK_MARK, color: "#0866FF" },
  { platform: "TikTok", url: "https://www.tiktok.com/", mark: TIKTOK_MARK, color: "#FE2C55" },
  { platform: "Twitter", url: "https://twitter.com/", mark: X_MARK, color: "#1D9BF0" },
] as const;
