import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL_DATA, DEFAULT_RANKING } from "./gamification";
import {
  achievementListReadSchema,
  achievementReadSchema,
  achievementsReadSchema,
  levelDataReadSchema,
  rankingReadSchema,
} from "./gamification-read";

const readLevel = (raw: unknown) => levelDataReadSchema.parse(raw);
const readAchievement = (raw: unknown) => {
  const parsed = achievementReadSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

describe("levelDataReadSchema", () => {
  it("falls back to level 1 Novice, 0 of 100 XP, next level 2 Amateur", () => {
    for (const raw of [undefined, null, "oops", [], 42]) {
      expect(readLevel(raw)).toEqual(DEFAULT_LEVEL_DATA);
    }
    expect(DEFAULT_LEVEL_DATA).toMatchObject({
      currentLevel: 1,
      currentRank: "Novice",
      currentExperience: 0,
      requiredExperience: 100,
      progressPercent: 0,
      nextLevel: { level: 2, name: "Amateur" },
    });
  });

  it("keeps the server's values and caps the percentage to 0-100", () => {
    const data = readLevel({
      currentLevel: 12,
      currentRank: "Veteran",
      currentExperience: 5400,
      requiredExperience: 6000,
      progressPercent: 140,
      nextLevel: { level: 13, name: "Elite", requiredExperience: 6000 },
      points: 321,
    });
    expect(data).toMatchObject({
      currentLevel: 12,
      currentRank: "Veteran",
      progressPercent: 100,
      nextLevel: { level: 13, name: "Elite", requiredExperience: 6000, benefits: [] },
      points: 321,
    });
    expect(readLevel({ progressPercent: -5 }).progressPercent).toBe(0);
  });

  it("gives each odd field its own default instead of dropping the reply", () => {
    const data = readLevel({ currentLevel: "7", currentRank: "  ", currentExperience: 40 });
    expect(data).toMatchObject({ currentLevel: 1, currentRank: "Novice", currentExperience: 40 });
  });

  it("reads a missing next level as the maximum level", () => {
    expect(readLevel({ currentLevel: 50, nextLevel: null }).nextLevel).toBeNull();
    expect(readLevel({ currentLevel: 50 }).nextLevel).toBeNull();
  });

  it("names a next level without a name after its number", () => {
    expect(readLevel({ nextLevel: { level: 4 } }).nextLevel).toMatchObject({
      level: 4,
      name: "Level 4",
      icon: "award",
    });
  });
});

describe("achievementReadSchema", () => {
  it("fills missing fields with the spec's defaults", () => {
    expect(readAchievement({ id: "a1" })).toMatchObject({
      id: "a1",
      achievementId: "a1",
      title: "Achievement",
      description: "Description not available",
      category: "account",
      rarity: "common",
      pointsAwarded: 0,
      experienceAwarded: 0,
      requirement: { count: 100 },
      isCompleted: false,
      isFeatured: false,
    });
  });

  it("turns an unknown rarity into common and a numeric id into a string", () => {
    expect(readAchievement({ id: 5, rarity: "mythic" })).toMatchObject({
      id: "5",
      rarity: "common",
    });
  });

  it("treats an unlock date as completed when the flag is missing", () => {
    expect(readAchievement({ id: "a", unlockedAt: "2025-01-01T00:00:00Z" })?.isCompleted).toBe(
      true,
    );
  });

  it("drops entries without an id", () => {
    expect(readAchievement({ title: "Nameless" })).toBeNull();
    expect(readAchievement("a")).toBeNull();
    expect(achievementListReadSchema.parse([{ title: "Nameless" }, { id: "b" }, 3])).toHaveLength(
      1,
    );
  });
});

describe("achievementsReadSchema", () => {
  it("reads a plain list as the unlocked ones", () => {
    const reply = achievementsReadSchema.parse([{ id: "a", title: "First Read" }]);
    expect(reply.achievements.map((item) => item.title)).toEqual(["First Read"]);
    expect(reply.inProgress).toEqual([]);
  });

  it("reads the object form with achievements and inProgress", () => {
    const reply = achievementsReadSchema.parse({
      achievements: [{ id: "a" }],
      inProgress: [{ id: "b", progress: 3, requirement: { count: 10 } }],
    });
    expect(reply.achievements).toHaveLength(1);
    expect(reply.inProgress[0]).toMatchObject({ id: "b", progress: 3, requirement: { count: 10 } });
  });

  it("defaults to no achievements", () => {
    for (const raw of [undefined, null, "x", { achievements: "nope" }]) {
      expect(achievementsReadSchema.parse(raw)).toEqual({ achievements: [], inProgress: [] });
    }
  });
});

describe("rankingReadSchema", () => {
  it("defaults to rank 1 of 1 user", () => {
    expect(rankingReadSchema.parse(null)).toEqual(DEFAULT_RANKING);
    expect(DEFAULT_RANKING).toMatchObject({ rank: 1, totalUsers: 1, topUsers: [] });
  });

  it("keeps the ranked users and numbers them when the rank is missing", () => {
    const ranking = rankingReadSchema.parse({
      rank: 2,
      totalUsers: 9,
      period: "week",
      topUsers: [
        { id: 1, username: "ace", points: 90, level: 3, rank: 1, rankTitle: "Amateur" },
        { id: 2, username: "bee", points: 50 },
        { username: "no-id" },
      ],
    });
    expect(ranking).toMatchObject({ rank: 2, totalUsers: 9, period: "week" });
    expect(ranking.topUsers.map((user) => [user.username, user.rank, user.rankTitle])).toEqual([
      ["ace", 1, "Amateur"],
      ["bee", 2, "Level 1"],
    ]);
  });

  it("reads an unknown period as all time", () => {
    expect(rankingReadSchema.parse({ period: "decade" }).period).toBe("all");
  });
});
