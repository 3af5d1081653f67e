import { describe, expect, it } from "vitest";
import type { UserAchievement } from "../../../shared/gamification";
import { achievementUnlockedToast, pointsEarnedTitle, unlockedAchievementsOf } from "./award-reply";

const firstWords: UserAchievement = {
  id: "7",
  achievementId: "first-words",
  userId: 3,
  title: "First Words",
  description: "Post your first comment",
  category: "community",
  icon: "message",
  pointsAwarded: 1500,
  experienceAwarded: 20,
  requirement: { count: 1 },
  rarity: "common",
  progress: 1,
  isCompleted: true,
  unlockedAt: "2025-01-05T10:00:00.000Z",
  isFeatured: false,
  showcaseOrder: null,
};

describe("pointsEarnedTitle", () => {
  it("says what was earned, with thousands separators", () => {
    expect(pointsEarnedTitle(10, "commenting")).toBe("You earned 10 points for commenting!");
    expect(pointsEarnedTitle(1234, "logging in today")).toBe(
      "You earned 1,234 points for logging in today!",
    );
  });

  it("says nothing when no points were earned", () => {
    expect(pointsEarnedTitle(0, "sharing content")).toBeNull();
    expect(pointsEarnedTitle(undefined, "sharing content")).toBeNull();
  });
});

describe("achievementUnlockedToast", () => {
  it("names the achievement and its points", () => {
    expect(achievementUnlockedToast(firstWords)).toEqual({
      title: "Achievement Unlocked!",
      description: "First Words — +1,500 points",
    });
  });

  it("leaves the points out when it gives none", () => {
    expect(achievementUnlockedToast({ ...firstWords, pointsAwarded: 0 }).description).toBe(
      "First Words",
    );
  });
});

describe("unlockedAchievementsOf", () => {
  it("reads the unlocked list of a reply, filling missing fields with the spec's defaults", () => {
    const list = unlockedAchievementsOf({ unlockedAchievements: [firstWords, { id: 9 }] });
    expect(list.map((item) => item.title)).toEqual(["First Words", "Achievement"]);
  });

  it("gives an empty list for a reply without one", () => {
    expect(unlockedAchievementsOf(null)).toEqual([]);
    expect(unlockedAchievementsOf({ unlockedAchievements: "nope" })).toEqual([]);
  });
});
