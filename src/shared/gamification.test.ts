import { describe, expect, it } from "vitest";
import { achievementProgressPercent, pickFeaturedAchievements } from "./gamification";

describe("achievementProgressPercent", () => {
  it("divides by the requirement count, defaults it to 100 and caps at 100", () => {
    expect(achievementProgressPercent(3, 10)).toBe(30);
    expect(achievementProgressPercent(30)).toBe(30);
    expect(achievementProgressPercent(25, 10)).toBe(100);
    expect(achievementProgressPercent(0, 0)).toBe(0);
  });
});

describe("pickFeaturedAchievements", () => {
  it("keeps featured ones only, rarest first, then newest unlock, at most 3", () => {
    const entry = (id: string, rarity: "common" | "rare" | "legendary", day: number, f = true) => ({
      id,
      rarity,
      isFeatured: f,
      unlockedAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
    });
    const picked = pickFeaturedAchievements([
      entry("old-common", "common", 1),
      entry("new-common", "common", 9),
      entry("rare", "rare", 2),
      entry("legend", "legendary", 3),
      entry("hidden-legend", "legendary", 20, false),
    ]);
    expect(picked.map((achievement) => achievement.id)).toEqual(["legend", "rare", "new-common"]);
  });
});
