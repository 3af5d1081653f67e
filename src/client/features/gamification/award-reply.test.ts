import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import type { UserAchievement } from "../../../shared/gamification";
import { dismissToast, getToasts } from "../../lib/toast";
import {
  achievementUnlockedToast,
  announceArticleRead,
  announceEarnedPoints,
  pointsEarnedTitle,
  unlockedAchievementsOf,
} from "./award-reply";

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
  it("reads the unlocked list of a reply, filling missing fields with the spec's defaults", async () => {
    const list = await unlockedAchievementsOf({ unlockedAchievements: [firstWords, { id: 9 }] });
    expect(list.map((item) => item.title)).toEqual(["First Words", "Achievement"]);
  });

  it("gives an empty list for a reply without one", async () => {
    expect(await unlockedAchievementsOf(null)).toEqual([]);
    expect(await unlockedAchievementsOf({ unlockedAchievements: "nope" })).toEqual([]);
  });
});

/** Titles shown one after the other: the open toast, then each queued one as it closes. */
function shownTitles(): string[] {
  const titles: string[] = [];
  for (let open = getToasts().find((item) => item.open); open; ) {
    titles.push(open.title);
    dismissToast(open.id);
    open = getToasts().find((item) => item.open);
  }
  return titles;
}

describe("announcing what an action earned", () => {
  beforeEach(() => {
    shownTitles();
  });

  it("toasts the points, then each unlocked achievement", async () => {
    await announceEarnedPoints(
      new QueryClient(),
      { pointsEarned: 10, alreadyCredited: false, unlockedAchievements: [firstWords] },
      "commenting",
    );
    expect(shownTitles()).toEqual([
      "You earned 10 points for commenting!",
      "Achievement Unlocked!",
    ]);
  });

  it("says nothing for an award credited before, or none", () => {
    announceEarnedPoints(
      new QueryClient(),
      { pointsEarned: 5, alreadyCredited: true, unlockedAchievements: [] },
      "sharing content",
    );
    announceEarnedPoints(new QueryClient(), null, "sharing content");
    expect(shownTitles()).toEqual([]);
  });

  it("announces a read once per reply, however often the page shows it", () => {
    const award = { pointsEarned: 5, alreadyCredited: false, unlockedAchievements: [] };
    const queryClient = new QueryClient();
    announceArticleRead(queryClient, award);
    announceArticleRead(queryClient, award);
    announceArticleRead(queryClient, { ...award, alreadyCredited: true });
    expect(shownTitles()).toEqual(["Article Logged"]);
  });
});
