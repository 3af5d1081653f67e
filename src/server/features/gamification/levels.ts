import type { LevelData, LevelInfo } from "../../../shared/gamification";

/**
 * The level table: 50 levels on a rising curve. Reaching level n takes 50·n·(n−1) experience
 * in total, so each level asks 100 more than the one before (100, 200, 300…); level 2 at 100
 * matches the default "required 100" shown before the level loads.
 */
const LEVEL_NAMES = [
  "Novice",
  "Amateur",
  "Apprentice",
  "Rookie",
  "Challenger",
  "Scout",
  "Skirmisher",
  "Ranger",
  "Striker",
  "Adept",
  "Tactician",
  "Gladiator",
  "Vanguard",
  "Sharpshooter",
  "Specialist",
  "Raider",
  "Strategist",
  "Sentinel",
  "Commando",
  "Expert",
  "Warden",
  "Enforcer",
  "Knight",
  "Paladin",
  "Elite",
  "Captain",
  "Commander",
  "Warlord",
  "Vindicator",
  "Master",
  "Grandmaster",
  "Conqueror",
  "Champion",
  "Hero",
  "Overlord",
  "Titan",
  "Colossus",
  "Juggernaut",
  "Warmaster",
  "Legend",
  "Mythic",
  "Immortal",
  "Ascendant",
  "Celestial",
  "Demigod",
  "Paragon",
  "Eternal",
  "Transcendent",
  "Apex",
  "Gaming Deity",
] as const;

export const MAX_LEVEL = LEVEL_NAMES.length;

/** The bands of the level colours: up to 5 grey, 10 blue, 20 purple, 30 amber. */
const BANDS = [
  {
    upTo: 5,
    color: "#9ca3af",
    icon: "shield",
    tagline: "Learning the ropes of the community.",
    benefit: "Grey level badge on your profile",
  },
  {
    upTo: 10,
    color: "#3b82f6",
    icon: "sword",
    tagline: "A familiar face around the site.",
    benefit: "Blue level badge on your profile",
  },
  {
    upTo: 20,
    color: "#a855f7",
    icon: "star",
    tagline: "A trusted regular others look up to.",
    benefit: "Purple level badge on your profile",
  },
  {
    upTo: 30,
    color: "#f59e0b",
    icon: "flame",
    tagline: "One of the community's pillars.",
    benefit: "Amber level badge on your profile",
  },
  {
    upTo: MAX_LEVEL,
    color: "#ef4444",
    icon: "crown",
    tagline: "A name everyone on the leaderboard knows.",
    benefit: "Red level badge on your profile",
  },
] as const;

export function experienceForLevel(level: number): number {
  return 50 * level * (level - 1);
}

function bandOf(level: number) {
  return BANDS.find((band) => level <= band.upTo) ?? BANDS[4];
}

function benefitsOf(level: number): string[] {
  const benefits: string[] = [bandOf(level).benefit];
  if (level === 1) benefits.push("Daily check-in rewards", "Comment on articles");
  if (level % 5 === 0) benefits.push(`Level ${level} milestone shown on the leaderboard`);
  if (level === MAX_LEVEL) benefits.push("The highest title on GameHub");
  return benefits;
}

export const LEVELS: readonly LevelInfo[] = LEVEL_NAMES.map((name, index) => {
  const level = index + 1;
  const band = bandOf(level);
  return {
    level,
    name,
    description: `${name}: ${band.tagline}`,
    requiredExperience: experienceForLevel(level),
    icon: band.icon,
    color: band.color,
    benefits: benefitsOf(level),
  };
});

/** The level a total of experience has reached (1 for none, at most MAX_LEVEL). */
export function levelForExperience(experience: number): number {
  // Solve 50·n·(n−1) ≤ xp for the largest n, then correct any floating-point edge.
  let level = Math.floor((1 + Math.sqrt(1 + (4 * Math.max(0, experience)) / 50)) / 2);
  level = Math.min(MAX_LEVEL, Math.max(1, level));
  while (level < MAX_LEVEL && experienceForLevel(level + 1) <= experience) level += 1;
  while (level > 1 && experienceForLevel(level) > experience) level -= 1;
  return level;
}

export function levelInfo(level: number): LevelInfo {
  const info = LEVELS[Math.min(MAX_LEVEL, Math.max(1, level)) - 1];
  if (!info) throw new Error(`No level ${level}`);
  return info;
}

export function levelTitle(level: number): string {
  return levelInfo(level).name;
}

/** The level card's data. */
export function describeLevel(experience: number, points?: number): LevelData {
  const currentLevel = levelForExperience(experience);
  const current = levelInfo(currentLevel);
  const next = currentLevel < MAX_LEVEL ? levelInfo(currentLevel + 1) : null;
  const progressPercent = next
    ? Math.min(
        100,
        Math.floor(
          ((experience - current.requiredExperience) * 100) /
            (next.requiredExperience - current.requiredExperience),
        ),
      )
    : 100;
  return {
    currentLevel,
    currentRank: current.name,
    currentExperience: experience,
    requiredExperience: next ? next.requiredExperience : experience,
    progressPercent,
    nextLevel: next,
    currentLevelInfo: current,
    ...(points === undefined ? {} : { points }),
  };
}
