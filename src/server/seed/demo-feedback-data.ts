import type {
  FeedbackCategory,
  FeedbackPriority,
  FeedbackStatus,
  FeedbackType,
} from "../../shared/feedback-limits";

/**
 * The demo community's feedback: bugs, ideas, general remarks and survey answers about the
 * site and the studio's games, written by the demo members. Every state the hub and the
 * roadmap show is here: open items, items in review, in progress and resolved, a closed one
 * and a duplicate merged into its original. Dates are days before the seed runs; votes are
 * spread over the last month so Trending (recent votes) differs from All (newest first).
 */
export type DemoMemberName =
  | "NovaStrike"
  | "PixelPaladin"
  | "RetroRaccoon"
  | "QuestQueen"
  | "LagSlayer"
  | "ByteBard";

export interface DemoFeedback {
  /** How other demo items refer to this one (merges). */
  key: string;
  author: DemoMemberName;
  title: string;
  description: string;
  feedbackType: FeedbackType;
  category: FeedbackCategory | null;
  priority: FeedbackPriority;
  status: FeedbackStatus;
  daysAgo: number;
  /** Votes of other members (the author's own vote is added at `daysAgo`, as the API does). */
  votes: { by: DemoMemberName; daysAgo: number }[];
  /** The status changes that led to `status`, oldest first. */
  history?: { from: FeedbackStatus; to: FeedbackStatus; daysAgo: number }[];
  response?: { text: string; daysAgo: number };
  comments?: { by: DemoMemberName; text: string; daysAgo: number }[];
  /** A duplicate: merged into the item with this key (its votes moved there). */
  mergedInto?: string;
}

export const DEMO_FEEDBACK: readonly DemoFeedback[] = [
  {
    key: "controller-remap",
    author: "NovaStrike",
    title: "Let us remap controller buttons in Neon Drift",
    description: `The default layout puts **handbrake** and **nitro** on the same shoulder, which is rough on handheld PCs.

A remapping screen in *Settings → Controls* would fix it, ideally with:

- per-profile layouts (keyboard, gamepad, wheel)
- a "reset to default" button
- the prompts in menus following the new layout`,
    feedbackType: "feature-request",
    category: "gameplay",
    priority: "high",
    status: "in-progress",
    daysAgo: 26,
    votes: [
      { by: "PixelPaladin", daysAgo: 25 },
      { by: "LagSlayer", daysAgo: 20 },
      { by: "ByteBard", daysAgo: 3 },
      { by: "QuestQueen", daysAgo: 1 },
      { by: "RetroRaccoon", daysAgo: 1 },
    ],
    history: [
      { from: "open", to: "in-review", daysAgo: 18 },
      { from: "in-review", to: "in-progress", daysAgo: 6 },
    ],
    response: {
      text: `Remapping is being built right now for **Season 4**. Profiles per device are in; menu prompts that follow your layout are the last piece.

We'll post on the roadmap when it reaches the public test branch.`,
      daysAgo: 6,
    },
    comments: [
      {
        by: "LagSlayer",
        text: "Please include the wheel profile. Force feedback settings live on a different screen right now, which is confusing.",
        daysAgo: 19,
      },
      {
        by: "NovaStrike",
        text: "Great news, thanks! Happy to test it on a Steam Deck when it lands.",
        daysAgo: 5,
      },
    ],
  },
  {
    key: "save-crash",
    author: "QuestQueen",
    title: "Kingdoms of Vael crashes when saving during a siege",
    description: `Saving while a siege timer is running crashes the game to desktop about half the time.

**Steps to reproduce**
1. Start a siege on any castle with more than 200 units.
2. Open the menu and choose *Save Game* before the timer ends.
3. The game freezes for a few seconds and closes.

The save file is left at 0 KB, so I lost two hours of progress.`,
    feedbackType: "bug-report",
    category: "gameplay",
    priority: "critical",
    status: "resolved",
    daysAgo: 29,
    votes: [
      { by: "RetroRaccoon", daysAgo: 28 },
      { by: "NovaStrike", daysAgo: 27 },
      { by: "ByteBard", daysAgo: 24 },
      { by: "PixelPaladin", daysAgo: 22 },
    ],
    history: [
      { from: "open", to: "in-review", daysAgo: 28 },
      { from: "in-review", to: "in-progress", daysAgo: 27 },
      { from: "in-progress", to: "resolved", daysAgo: 21 },
    ],
    response: {
      text: `Fixed in **hotfix 2.0.3**. Saves are now written to a temporary file first and swapped in only when complete, so a crash can no longer leave an empty save.

Thanks for the exact steps, they made this quick to find.`,
      daysAgo: 21,
    },
    comments: [
      {
        by: "RetroRaccoon",
        text: "Same here with a 150-unit siege. Loading the autosave from before the siege worked as a workaround.",
        daysAgo: 28,
      },
    ],
  },
  {
    key: "dark-mode-contrast",
    author: "PixelPaladin",
    title: "Low contrast on forum timestamps in dark mode",
    description:
      "In dark mode the timestamps and vote counts on forum cards are dark gray on almost black. They are hard to read on a laptop screen in daylight. A lighter gray would do.",
    feedbackType: "bug-report",
    category: "ui",
    priority: "medium",
    status: "resolved",
    daysAgo: 22,
    votes: [
      { by: "ByteBard", daysAgo: 21 },
      { by: "QuestQueen", daysAgo: 15 },
    ],
    history: [
      { from: "open", to: "in-progress", daysAgo: 17 },
      { from: "in-progress", to: "resolved", daysAgo: 12 },
    ],
  },
  {
    key: "cross-save",
    author: "LagSlayer",
    title: "Cross-save between PC and console for Ember & Ash",
    description: `I play on PC at home and on console at a friend's place. Having separate progress on each means I keep replaying the first chapter.

Cloud saves tied to the GameHub account would solve this.`,
    feedbackType: "feature-request",
    category: "content",
    priority: "high",
    status: "in-review",
    daysAgo: 20,
    votes: [
      { by: "NovaStrike", daysAgo: 19 },
      { by: "RetroRaccoon", daysAgo: 14 },
      { by: "PixelPaladin", daysAgo: 2 },
      { by: "QuestQueen", daysAgo: 2 },
      { by: "ByteBard", daysAgo: 1 },
    ],
    history: [{ from: "open", to: "in-review", daysAgo: 9 }],
    response: {
      text: "We're looking at this together with cross-platform play (see the *Road to Cross-Platform Play* update). Saves are the easier half; we'll share a plan soon.",
      daysAgo: 9,
    },
    comments: [
      {
        by: "QuestQueen",
        text: "Yes please! Even a manual export/import of the save would be a good first step.",
        daysAgo: 2,
      },
    ],
  },
  {
    key: "cloud-sync-duplicate",
    author: "ByteBard",
    title: "Sync Ember & Ash saves across devices",
    description:
      "It would be great if my Ember & Ash progress followed me from my PC to my console. Right now I have to start over on each one.",
    feedbackType: "feature-request",
    category: "content",
    priority: "medium",
    status: "closed",
    daysAgo: 12,
    votes: [],
    history: [{ from: "open", to: "closed", daysAgo: 9 }],
    mergedInto: "cross-save",
  },
  {
    key: "tournament-brackets",
    author: "RetroRaccoon",
    title: "Show live tournament brackets for Pixel Brawlers events",
    description:
      "The regional series announcement was exciting, but following the matches meant switching between three streams. A bracket page on GameHub, updated as matches finish, would keep everyone in one place.",
    feedbackType: "feature-request",
    category: "content",
    priority: "medium",
    status: "in-review",
    daysAgo: 8,
    votes: [
      { by: "PixelPaladin", daysAgo: 7 },
      { by: "NovaStrike", daysAgo: 4 },
      { by: "LagSlayer", daysAgo: 2 },
    ],
    history: [{ from: "open", to: "in-review", daysAgo: 3 }],
  },
  {
    key: "search-slow",
    author: "ByteBard",
    title: "Guide search takes several seconds on mobile",
    description:
      "Searching guides on my phone (4G, mid-range Android) shows the spinner for 3–5 seconds before anything appears. On Wi-Fi it is fine. Maybe the results could stream in or the page could load fewer images first?",
    feedbackType: "bug-report",
    category: "performance",
    priority: "medium",
    status: "in-progress",
    daysAgo: 15,
    votes: [
      { by: "QuestQueen", daysAgo: 13 },
      { by: "LagSlayer", daysAgo: 10 },
    ],
    history: [
      { from: "open", to: "in-review", daysAgo: 11 },
      { from: "in-review", to: "in-progress", daysAgo: 4 },
    ],
    comments: [
      {
        by: "LagSlayer",
        text: "Same on an older iPhone. The thumbnails seem to load before the text.",
        daysAgo: 10,
      },
    ],
  },
  {
    key: "ghost-replays",
    author: "NovaStrike",
    title: "Ghost replays desync after the first lap",
    description: `Since patch 3.2.1 my ghost drifts off the racing line after lap one on **Harbor Loop** and **Neon Spire**. On lap two it clips through walls.

It looks like the replay starts a few frames late.`,
    feedbackType: "bug-report",
    category: "gameplay",
    priority: "high",
    status: "open",
    daysAgo: 3,
    votes: [
      { by: "LagSlayer", daysAgo: 2 },
      { by: "PixelPaladin", daysAgo: 1 },
      { by: "ByteBard", daysAgo: 0.5 },
    ],
    comments: [
      {
        by: "PixelPaladin",
        text: "Can confirm on Harbor Loop. Other tracks look fine for me.",
        daysAgo: 1,
      },
    ],
  },
  {
    key: "achievement-filter",
    author: "QuestQueen",
    title: "Filter achievements by locked and unlocked",
    description:
      "The achievements page lists all 34 in one long grid. A simple toggle for *locked only* would make it easier to see what is left to earn.",
    feedbackType: "feature-request",
    category: "ui",
    priority: "low",
    status: "open",
    daysAgo: 5,
    votes: [{ by: "ByteBard", daysAgo: 4 }],
  },
  {
    key: "retro-arcade-love",
    author: "RetroRaccoon",
    title: "The Retro Arcade is the best part of the site",
    description: `Just wanted to say thanks. Playing the old DOS classics in the browser with a gamepad brought back a lot of memories.

If you take requests: more **point-and-click adventures**, please!`,
    feedbackType: "general",
    category: "content",
    priority: "low",
    status: "open",
    daysAgo: 10,
    votes: [
      { by: "PixelPaladin", daysAgo: 9 },
      { by: "QuestQueen", daysAgo: 8 },
    ],
    response: {
      text: "Thank you! Two adventure games are in licensing talks right now. Fingers crossed for the next arcade update.",
      daysAgo: 7,
    },
  },
  {
    key: "season-survey",
    author: "PixelPaladin",
    title: "Season 3 survey: the night tracks were the highlight",
    description: `Answers to the end-of-season survey:

- **Favourite track:** Neon Spire at night
- **Least favourite:** Dust Canyon (too long)
- **Would like next:** weather effects and a photo mode`,
    feedbackType: "survey-response",
    category: "gameplay",
    priority: "low",
    status: "resolved",
    daysAgo: 27,
    votes: [{ by: "NovaStrike", daysAgo: 26 }],
    history: [{ from: "open", to: "resolved", daysAgo: 19 }],
  },
  {
    key: "notification-digest",
    author: "LagSlayer",
    title: "A daily digest instead of one email per reply",
    description:
      "When a discussion gets busy I receive a dozen emails in an hour. A daily or weekly digest option in the notification settings would be much nicer.",
    feedbackType: "feature-request",
    category: "other",
    priority: "medium",
    status: "open",
    daysAgo: 17,
    votes: [
      { by: "NovaStrike", daysAgo: 16 },
      { by: "QuestQueen", daysAgo: 14 },
      { by: "RetroRaccoon", daysAgo: 13 },
    ],
  },
  {
    key: "loading-stutter",
    author: "PixelPaladin",
    title: "Stutter when entering new areas in Starfall Odyssey",
    description:
      "On an SSD with 16 GB of RAM the game freezes for about half a second each time I jump to a new system. Shader compilation maybe? It happens even on systems I have visited before.",
    feedbackType: "bug-report",
    category: "performance",
    priority: "high",
    status: "in-review",
    daysAgo: 6,
    votes: [
      { by: "RetroRaccoon", daysAgo: 5 },
      { by: "NovaStrike", daysAgo: 3 },
    ],
    history: [{ from: "open", to: "in-review", daysAgo: 2 }],
  },
  {
    key: "mod-support",
    author: "ByteBard",
    title: "Official mod tools for Starfall Odyssey",
    description:
      "The modding scene keeps the game alive between updates. An official SDK with ship and mission templates would help a lot, even if it ships without a workshop at first.",
    feedbackType: "feature-request",
    category: "content",
    priority: "medium",
    status: "in-review",
    daysAgo: 24,
    votes: [
      { by: "NovaStrike", daysAgo: 23 },
      { by: "LagSlayer", daysAgo: 21 },
      { by: "QuestQueen", daysAgo: 20 },
      { by: "RetroRaccoon", daysAgo: 18 },
    ],
    history: [{ from: "open", to: "in-review", daysAgo: 16 }],
  },
  {
    key: "profile-banner",
    author: "NovaStrike",
    title: "Profile banner image is cropped on wide screens",
    description:
      "On a 2560 px wide monitor the profile banner is cut off at the top and bottom, so most uploaded banners lose the interesting part.",
    feedbackType: "bug-report",
    category: "ui",
    priority: "low",
    status: "closed",
    daysAgo: 19,
    votes: [{ by: "ByteBard", daysAgo: 18 }],
    history: [{ from: "open", to: "closed", daysAgo: 14 }],
    response: {
      text: "We couldn't reproduce this after the banner changes in the last release: banners now keep their focal point at every width. Please open a new report with a screenshot if you still see it.",
      daysAgo: 14,
    },
  },
  {
    key: "matchmaking-regions",
    author: "LagSlayer",
    title: "Let me pick my matchmaking region in Pixel Brawlers",
    description:
      "Matchmaking keeps putting me on servers 120 ms away even though a closer region exists. Rollback netcode helps, but a manual region choice would help more.",
    feedbackType: "feature-request",
    category: "gameplay",
    priority: "high",
    status: "in-progress",
    daysAgo: 11,
    votes: [
      { by: "PixelPaladin", daysAgo: 10 },
      { by: "RetroRaccoon", daysAgo: 0.3 },
    ],
    history: [
      { from: "open", to: "in-review", daysAgo: 9 },
      { from: "in-review", to: "in-progress", daysAgo: 4 },
    ],
    comments: [
      {
        by: "RetroRaccoon",
        text: "A ping display next to each region would be perfect.",
        daysAgo: 0.3,
      },
    ],
  },
  {
    key: "community-survey",
    author: "QuestQueen",
    title: "Community survey: what I'd like from GameHub this year",
    description:
      "**Most used:** news and guides. **Least used:** the leaderboards. **Wish list:** a calendar of game releases and events, and the option to follow specific games.",
    feedbackType: "survey-response",
    category: "other",
    priority: "low",
    status: "open",
    daysAgo: 1,
    votes: [{ by: "ByteBard", daysAgo: 0.5 }],
  },
  {
    key: "faster-guides",
    author: "RetroRaccoon",
    title: "Guide pages jump while images load",
    description:
      "When I open a long guide, the text moves down several times as the screenshots load, and I lose my place. Reserving the image space up front would fix it.",
    feedbackType: "bug-report",
    category: "performance",
    priority: "medium",
    status: "resolved",
    daysAgo: 14,
    votes: [
      { by: "QuestQueen", daysAgo: 13 },
      { by: "NovaStrike", daysAgo: 12 },
    ],
    history: [
      { from: "open", to: "in-progress", daysAgo: 10 },
      { from: "in-progress", to: "resolved", daysAgo: 5 },
    ],
    response: {
      text: "Fixed: every guide image now has its size set before it loads, so the page no longer jumps.",
      daysAgo: 5,
    },
  },
];
