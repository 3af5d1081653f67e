import { siDiscord, siFacebook, siTiktok, siX } from "simple-icons";

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
  { platform: "Discord", url: "https://discord.com/", icon: siDiscord, color: "#5865F2" },
  { platform: "Facebook", url: "https://www.facebook.com/", icon: siFacebook, color: "#0866FF" },
  { platform: "TikTok", url: "https://www.tiktok.com/", icon: siTiktok, color: "#FE2C55" },
  { platform: "Twitter", url: "https://twitter.com/", icon: siX, color: "#1D9BF0" },
] as const;
