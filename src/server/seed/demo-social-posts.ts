import type { Kysely, Transaction } from "kysely";
import type { SocialPlatform } from "../../shared/social";
import { HOUR_MS } from "../../shared/time-units";
import type { Database } from "../db/schema";

interface DemoSocialPost {
  platform: SocialPlatform;
  author: string;
  authorAvatar: string | null;
  content: string;
  hashtags: string[];
  likes: number;
  comments: number;
  shares: number;
  /** Platform pages that exist: the hub must never send a visitor to a dead placeholder. */
  url: string;
  hoursAgo: number;
}

/** The site's square icon, served by the site: the avatar of posts from its own channels. */
const SITE_AVATAR = "/favicon.svg";

/** Original posts for the social hub, so it is not empty before an admin adds real ones. */
export const DEMO_SOCIAL_POSTS: readonly DemoSocialPost[] = [
  {
    platform: "Twitter/X",
    author: "GameHub",
    authorAvatar: SITE_AVATAR,
    content:
      "Down 0-2 and they still lifted the trophy. Our recap of the Northern Vanguard grand final is up, and the forum thread about it is on fire.",
    hashtags: ["Esports", "Breachline", "GrandFinal"],
    likes: 842,
    comments: 96,
    shares: 213,
    url: "https://x.com/",
    hoursAgo: 6,
  },
  {
    platform: "YouTube",
    author: "GameHub",
    authorAvatar: SITE_AVATAR,
    content:
      "New video: five battle royale landing rules that win early fights, tested over 50 matches by our community. Watch before your next drop.",
    hashtags: ["BattleRoyale", "Tips", "DeadMeridian"],
    likes: 1530,
    comments: 204,
    shares: 88,
    url: "https://www.youtube.com/gaming",
    hoursAgo: 20,
  },
  {
    platform: "Twitch",
    author: "GameHub Live",
    authorAvatar: SITE_AVATAR,
    content:
      "Community night tonight: we're playing your picks from the Retro Arcade, live from 8 pm. Bring your best high score stories.",
    hashtags: ["Retro", "CommunityNight", "LiveNow"],
    likes: 310,
    comments: 57,
    shares: 24,
    url: "https://www.twitch.tv/directory/category/retro",
    hoursAgo: 30,
  },
  {
    platform: "Reddit",
    author: "u/GameHubCommunity",
    authorAvatar: null,
    content:
      "Is 32 GB of RAM overkill for a 1440p budget build in 2026? Our forum members think not. Tell us what you'd change in this parts list.",
    hashtags: ["PCGaming", "BudgetBuild", "Hardware"],
    likes: 655,
    comments: 312,
    shares: 19,
    url: "https://www.reddit.com/r/buildapc/",
    hoursAgo: 44,
  },
  {
    platform: "Discord",
    author: "GameHub Server",
    authorAvatar: SITE_AVATAR,
    content:
      "The winter screenshot contest starts next week. Warm up in #photo-mode and share your favourite shot of the year.",
    hashtags: ["Screenshots", "Contest", "Community"],
    likes: 188,
    comments: 73,
    shares: 12,
    url: "https://discord.com/",
    hoursAgo: 56,
  },
  {
    platform: "Instagram",
    author: "gamehub",
    authorAvatar: SITE_AVATAR,
    content:
      "A quiet autumn valley right before the storm circle closed: this month's community screenshot pick. 🍂",
    hashtags: ["PhotoMode", "Screenshots", "Autumn", "Gaming"],
    likes: 2410,
    comments: 131,
    shares: 64,
    url: "https://www.instagram.com/",
    hoursAgo: 70,
  },
  {
    platform: "Steam",
    author: "GameHub Curators",
    authorAvatar: SITE_AVATAR,
    content:
      "Three small games from the winter indie showcase we can't stop playing: a lighthouse keeper, a cooking card battler and a one-button platformer.",
    hashtags: ["Indie", "Wishlist", "WinterShowcase"],
    likes: 498,
    comments: 42,
    shares: 77,
    url: "https://store.steampowered.com/",
    hoursAgo: 90,
  },
  {
    platform: "TikTok",
    author: "@gamehub",
    authorAvatar: SITE_AVATAR,
    content:
      "POV: you replaced the save battery in your childhood cartridge and the 20-year-old save file is still there. 🥹",
    hashtags: ["RetroGaming", "Preservation", "DIY"],
    likes: 5120,
    comments: 388,
    shares: 940,
    url: "https://www.tiktok.com/",
    hoursAgo: 110,
  },
];

/** Inserts the demo posts, oldest first so ids grow with time as they would on a real site. */
export async function insertDemoSocialPosts(
  db: Kysely<Database> | Transaction<Database>,
  now: Date,
): Promise<void> {
  const posts = [...DEMO_SOCIAL_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
  await db
    .insertInto("socialPosts")
    .values(
      posts.map(({ hoursAgo, hashtags, ...post }) => ({
        ...post,
        hashtags: JSON.stringify(hashtags),
        createdBy: null,
        createdAt: new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString(),
      })),
    )
    .execute();
}
