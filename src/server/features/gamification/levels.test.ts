import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_ICONS, ACHIEVEMENT_RARITIES } from "../../../shared/gamification";
import { ACHIEVEMENTS } from "./achievement-catalogue";
import { describeLevel, LEVELS, levelForExperience, MAX_LEVEL } from "./levels";
import { rankBoard } from "./ranking.service";

describe("the level table", () => {
  it("has at least 50 named levels, 'Novice' then 'Amateur', on a rising curve", () => {
    expect(LEVELS.length).toBeGreaterThanOrEqual(50);
    expect(LEVELS[0]).toMatchObject({ level: 1, name: "Novice", requiredExperience: 0 });
    expect(LEVELS[1]).toMatchObject({ level: 2, name: "Amateur", requiredExperience: 100 });
    for (let index = 2; index < LEVELS.length; index += 1) {
      const [before, previous, current] = [LEVELS[index - 2], LEVELS[index - 1], LEVELS[index]];
      if (!before || !previous || !current) throw new Error("gap in the table");
      const step = current.requiredExperience - previous.requiredExperience;
      expect(step).toBeGreaterThan(previous.requiredExperience - before.requiredExperience);
    }
    for (const level of LEVELS) {
      expect(level.description).not.toBe("");
      expect(level.icon).not.toBe("");
      expect(level.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(level.benefits.length).toBeGreaterThan(0);
    }
    expect(new Set(LEVELS.map((level) => level.name)).size).toBe(LEVELS.length);
  });

  it("maps experience to the level whose threshold it has reached", () => {
    expect(levelForExperience(0)).toBe(1);
    expect(levelForExperience(99)).toBe(1);
    expect(levelForExperience(100)).toBe(2);
    expect(levelForExperience(299)).toBe(2);
    expect(levelForExperience(300)).toBe(3);
    for (const level of LEVELS) {
      expect(levelForExperience(level.requiredExperience)).toBe(level.level);
      expect(levelForExperience(level.requiredExperience - 1)).toBe(Math.max(1, level.level - 1));
    }
    expect(levelForExperience(10_000_000)).toBe(MAX_LEVEL);
  });

  it("describes progress towards the next level, and none at the top", () => {
    expect(describeLevel(150)).toMatchObject({
      currentLevel: 2,
      currentRank: "Amateur",
      requiredExperience: 300,
      progressPercent: 25,
      nextLevel: { level: 3 },
    });
    const top = describeLevel(10_000_000);
    expect(top).toMatchObject({ currentLevel: MAX_LEVEL, nextLevel: null, progressPercent: 100 });
  });
});

describe("the achievement catalogue", () => {
  it("has at least 25 entries with unique ids, the spec's icons and all five rarities", () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(ACHIEVEMENTS.map((entry) => entry.id)).size).toBe(ACHIEVEMENTS.length);
    for (const entry of ACHIEVEMENTS) {
      expect(ACHIEVEMENT_ICONS).toContain(entry.icon);
      expect(entry.count).toBeGreaterThan(0);
    }
    expect(new Set(ACHIEVEMENTS.map((entry) => entry.rarity))).toEqual(
      new Set(ACHIEVEMENT_RARITIES),
    );
    expect(new Set(ACHIEVEMENTS.map((entry) => entry.icon))).toEqual(new Set(ACHIEVEMENT_ICONS));
  });
});

describe("rankBoard", () => {
  const row = (id: number, points: number) => ({
    id,
    username: `u${id}`,
    displayName: null,
    avatar: null,
    level: 1,
    points,
  });

  it("gives equal points the same rank and skips the ranks they take", () => {
    const board = rankBoard([row(1, 50), row(2, 30), row(3, 30), row(4, 10), row(5, 10)]);
    expect(board.map((entry) => entry.rank)).toEqual([1, 2, 2, 4, 4]);
    expect(board[0]?.rankTitle).toBe("Novice");
  });
});
