import type { AchievementIcon, AchievementRarity } from "../../../shared/gamification";

/** The activity counters achievements measure; `level`, `streak` and `points` come from users. */
export type Metric =
  | "initialized"
  | "checkIns"
  | "streak"
  | "articlesRead"
  | "nightReads"
  | "commentsPosted"
  | "sharesMade"
  | "facebookShares"
  | "streamShares"
  | "likesGiven"
  | "forumThreads"
  | "forumReplies"
  | "forumUpvotesReceived"
  | "retroGamesPlayed"
  | "level"
  | "points";

/** Metrics kept as counters in user_metrics (the others are read from the user row). */
export const COUNTER_METRICS = [
  "initialized",
  "checkIns",
  "articlesRead",
  "nightReads",
  "commentsPosted",
  "sharesMade",
  "facebookShares",
  "streamShares",
  "likesGiven",
  "forumThreads",
  "forumReplies",
  "forumUpvotesReceived",
  "retroGamesPlayed",
] as const satisfies readonly Metric[];
export type CounterMetric = (typeof COUNTER_METRICS)[number];

export interface AchievementDefinition {
  id: string;
  title: string;
  description: string;
  category: string;
  icon: AchievementIcon;
  rarity: AchievementRarity;
  metric: Metric;
  count: number;
  points: number;
  experience: number;
}

function achievement(
  id: string,
  title: string,
  description: string,
  category: string,
  icon: AchievementIcon,
  rarity: AchievementRarity,
  requirement: { metric: Metric; count: number },
  reward: { points: number; experience: number },
): AchievementDefinition {
  return { id, title, description, category, icon, rarity, ...requirement, ...reward };
}

/**
 * The catalogue of achievements, with their categories, icons and five rarities. Ids are
 * stable: they are stored with each unlock. Append; never rename or reuse an id.
 */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  achievement(
    "welcome",
    "Welcome Aboard",
    "Set up your gaming profile.",
    "account",
    "welcome",
    "common",
    { metric: "initialized", count: 1 },
    { points: 10, experience: 10 },
  ),
  achievement(
    "first-check-in",
    "First Check-In",
    "Check in for the first time.",
    "Loyalty",
    "calendar",
    "common",
    { metric: "checkIns", count: 1 },
    { points: 10, experience: 10 },
  ),
  achievement(
    "streak-3",
    "On a Roll",
    "Check in three days in a row.",
    "Loyalty",
    "calendar",
    "uncommon",
    { metric: "streak", count: 3 },
    { points: 25, experience: 30 },
  ),
  achievement(
    "streak-7",
    "Week Warrior",
    "Check in seven days in a row.",
    "Loyalty",
    "calendar",
    "rare",
    { metric: "streak", count: 7 },
    { points: 75, experience: 100 },
  ),
  achievement(
    "streak-30",
    "Unbreakable",
    "Check in thirty days in a row.",
    "Loyalty",
    "calendar",
    "legendary",
    { metric: "streak", count: 30 },
    { points: 300, experience: 400 },
  ),
  achievement(
    "check-ins-25",
    "Regular",
    "Check in on 25 different days.",
    "Loyalty",
    "calendar",
    "uncommon",
    { metric: "checkIns", count: 25 },
    { points: 50, experience: 60 },
  ),
  achievement(
    "check-ins-100",
    "Centurion",
    "Check in on 100 different days.",
    "Loyalty",
    "award",
    "epic",
    { metric: "checkIns", count: 100 },
    { points: 200, experience: 250 },
  ),
  achievement(
    "first-read",
    "First Read",
    "Read your first article.",
    "Reading",
    "book",
    "common",
    { metric: "articlesRead", count: 1 },
    { points: 10, experience: 10 },
  ),
  achievement(
    "reader-10",
    "Bookworm",
    "Read 10 articles.",
    "Reading",
    "book",
    "uncommon",
    { metric: "articlesRead", count: 10 },
    { points: 40, experience: 50 },
  ),
  achievement(
    "reader-50",
    "Scholar",
    "Read 50 articles.",
    "Reading",
    "book",
    "rare",
    { metric: "articlesRead", count: 50 },
    { points: 100, experience: 150 },
  ),
  achievement(
    "reader-200",
    "Lorekeeper",
    "Read 200 articles.",
    "Reading",
    "book",
    "epic",
    { metric: "articlesRead", count: 200 },
    { points: 250, experience: 300 },
  ),
  achievement(
    "night-owl",
    "Night Owl",
    "Read an article between midnight and 5 a.m. (UTC).",
    "special",
    "moon",
    "rare",
    { metric: "nightReads", count: 1 },
    { points: 30, experience: 40 },
  ),
  achievement(
    "first-comment",
    "First Words",
    "Post your first comment.",
    "community",
    "message",
    "common",
    { metric: "commentsPosted", count: 1 },
    { points: 10, experience: 10 },
  ),
  achievement(
    "comments-10",
    "Conversationalist",
    "Post 10 comments.",
    "community",
    "message",
    "uncommon",
    { metric: "commentsPosted", count: 10 },
    { points: 40, experience: 50 },
  ),
  achievement(
    "comments-50",
    "Community Voice",
    "Post 50 comments.",
    "community",
    "message",
    "rare",
    { metric: "commentsPosted", count: 50 },
    { points: 120, experience: 150 },
  ),
  achievement(
    "comments-200",
    "Town Crier",
    "Post 200 comments.",
    "community",
    "message",
    "epic",
    { metric: "commentsPosted", count: 200 },
    { points: 300, experience: 350 },
  ),
  achievement(
    "first-share",
    "Spread the Word",
    "Share something for the first time.",
    "Social",
    "share",
    "common",
    { metric: "sharesMade", count: 1 },
    { points: 10, experience: 10 },
  ),
  achievement(
    "shares-10",
    "Signal Booster",
    "Share 10 times.",
    "Social",
    "share",
    "uncommon",
    { metric: "sharesMade", count: 10 },
    { points: 40, experience: 50 },
  ),
  achievement(
    "shares-50",
    "Influencer",
    "Share 50 times.",
    "social",
    "trending-up",
    "epic",
    { metric: "sharesMade", count: 50 },
    { points: 200, experience: 250 },
  ),
  achievement(
    "facebook-share",
    "Facebook Friend",
    "Share something on Facebook.",
    "social",
    "facebook",
    "uncommon",
    { metric: "facebookShares", count: 1 },
    { points: 20, experience: 20 },
  ),
  achievement(
    "stream-share",
    "Stream Fan",
    "Share a live stream.",
    "content",
    "video",
    "uncommon",
    { metric: "streamShares", count: 1 },
    { points: 20, experience: 20 },
  ),
  achievement(
    "first-like",
    "Appreciator",
    "Like an article.",
    "engagement",
    "target",
    "common",
    { metric: "likesGiven", count: 1 },
    { points: 5, experience: 5 },
  ),
  achievement(
    "likes-25",
    "Cheerleader",
    "Like 25 articles.",
    "Engagement",
    "target",
    "uncommon",
    { metric: "likesGiven", count: 25 },
    { points: 40, experience: 50 },
  ),
  achievement(
    "level-5",
    "Rising Star",
    "Reach level 5.",
    "Leveling",
    "trending-up",
    "common",
    { metric: "level", count: 5 },
    { points: 25, experience: 0 },
  ),
  achievement(
    "level-10",
    "Seasoned Player",
    "Reach level 10.",
    "Leveling",
    "award",
    "uncommon",
    { metric: "level", count: 10 },
    { points: 50, experience: 0 },
  ),
  achievement(
    "level-20",
    "Battle-Hardened",
    "Reach level 20.",
    "Leveling",
    "award",
    "rare",
    { metric: "level", count: 20 },
    { points: 100, experience: 0 },
  ),
  achievement(
    "level-30",
    "Elite Gamer",
    "Reach level 30.",
    "Leveling",
    "award",
    "epic",
    { metric: "level", count: 30 },
    { points: 200, experience: 0 },
  ),
  achievement(
    "level-50",
    "Living Legend",
    "Reach the highest level.",
    "Leveling",
    "award",
    "legendary",
    { metric: "level", count: 50 },
    { points: 500, experience: 0 },
  ),
  achievement(
    "points-1000",
    "High Scorer",
    "Earn 1,000 points.",
    "gaming",
    "game-controller",
    "rare",
    { metric: "points", count: 1000 },
    { points: 50, experience: 0 },
  ),
  achievement(
    "points-10000",
    "Point Hoarder",
    "Earn 10,000 points.",
    "gaming",
    "game-controller",
    "legendary",
    { metric: "points", count: 10_000 },
    { points: 250, experience: 0 },
  ),
  achievement(
    "forum-first-discussion",
    "Conversation Starter",
    "Start your first forum discussion.",
    "community",
    "message",
    "common",
    { metric: "forumThreads", count: 1 },
    { points: 15, experience: 20 },
  ),
  achievement(
    "forum-10-discussions",
    "Discussion Leader",
    "Start 10 forum discussions.",
    "community",
    "message",
    "rare",
    { metric: "forumThreads", count: 10 },
    { points: 75, experience: 100 },
  ),
  achievement(
    "forum-50-upvotes",
    "Crowd Favourite",
    "Receive 50 upvotes on your forum posts.",
    "community",
    "trending-up",
    "epic",
    { metric: "forumUpvotesReceived", count: 50 },
    { points: 100, experience: 150 },
  ),
  achievement(
    "forum-100-replies",
    "Forum Regular",
    "Post 100 forum replies.",
    "community",
    "message",
    "epic",
    { metric: "forumReplies", count: 100 },
    { points: 100, experience: 150 },
  ),
  achievement(
    "retro-5-classics",
    "Retro Collector",
    "Play 5 different classics in the Retro Arcade.",
    "gaming",
    "game-controller",
    "rare",
    { metric: "retroGamesPlayed", count: 5 },
    { points: 50, experience: 75 },
  ),
];

export const ACHIEVEMENTS_BY_ID: ReadonlyMap<string, AchievementDefinition> = new Map(
  ACHIEVEMENTS.map((entry) => [entry.id, entry]),
);
