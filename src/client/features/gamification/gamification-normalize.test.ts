import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL_DATA, DEFAULT_RANKING } from "../../../shared/gamification";
import {
  normalizeAchievement,
  normalizeAchievements,
  normalizeLevelData,
  normalizeRanking,
} from "./gamification-normalize";

describe("normalizeLevelData", () => {
  it("falls back to level 1 Novice, 0 of 100 XP, next level 2 Amateur", () => {
    for (const raw of [undefined, null, "oops", [], 42]) {
      expect(normalizeLevelData(raw)).toEqual(DEFAULT_LEVEL_DATA);
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
    const data = normalizeLevelData({
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
  });

  it("reads a missing next level as the maximum level", () => {
    expect(normalizeLevelData({ currentLevel: 50, nextLevel: null }).nextLevel).toBeNull();
    expect(normalizeLevelData({ currentLevel: 50 }).nextLevel).toBeNull();
  });
});

describe("normalizeAchievement", () => {
  it("fills missing fields with the spec's defaults", () => {
    expect(normalizeAchievement({ id: "a1" })).toMatchObject({
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
    expect(normalizeAchievement({ id: 5, rarity: "mythic" })).toMatchObject({
      id: "5",
      rarity: "common",
    });
  });

  it("treats an unlock date as completed when the flag is missing", () => {
    expect(normalizeAchievement({ id: "a", unlockedAt: "2025-01-01T00:00:00Z" })?.isCompleted).toBe(
      true,
    );
  });

  it("drops entries without an id", () => {
    expect(normalizeAchievement({ title: "Nameless" })).toBeNull();
    expect(normalizeAchievement("a")).toBeNull();
  });
});

describe("normalizeAchievements", () => {
  it("reads a plain list as the unlocked ones", () => {
    const reply = normalizeAchievements([{ id: "a", title: "First Read" }]);
    expect(reply.achievements.map((item) => item.title)).toEqual(["First Read"]);
    expect(reply.inProgress).toEqual([]);
  });

  it("reads the object form with achievements and inProgress", () => {
    const reply = normalizeAchievements({
      achievements: [{ id: "a" }],
      inProgress: [{ id: "b", progress: 3, requirement: { count: 10 } }],
    });
    expect(reply.achievements).toHaveLength(1);
    expect(reply.inProgress[0]).toMatchObject({ id: "b", progress: 3, requirement: { count: 10 } });
  });

  it("defaults to no achievements", () => {
    expect(normalizeAchievements(undefined)).toEqual({ achievements: [], inProgress: [] });
  });
});

describe("normalizeRanking", () => {
  it("defaults to rank 1 of 1 user", () => {
    expect(normalizeRanking(null)).toEqual(DEFAULT_RANKING);
    expect(DEFAULT_RANKING).toMatchObject({ rank: 1, totalUsers: 1, topUsers: [] });
  });

  it("keeps the ranked users and numbers them when the rank is missing", () => {
    const ranking = normalizeRanking({
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
    expect(ranking.topUsers.map((user) => [user.username, user.rank])).toEqual([
      ["ace", 1],
      ["bee", 2],
    ]);
  });
});
