import { Award, Gamepad2, Hand, TrendingUp, Trophy } from "lucide-react";
import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_ICONS } from "../../../../shared/gamification";
import { achievementIconFor } from "./achievement-icon";

describe("achievementIconFor", () => {
  it("maps every icon name of the spec to its own icon", () => {
    const icons = ACHIEVEMENT_ICONS.map((name) => achievementIconFor(name));
    expect(icons).not.toContain(Trophy);
    expect(new Set(icons).size).toBe(ACHIEVEMENT_ICONS.length);
    expect(achievementIconFor("welcome")).toBe(Hand);
    expect(achievementIconFor("game-controller")).toBe(Gamepad2);
    expect(achievementIconFor("award")).toBe(Award);
  });

  it("accepts names written with other casing, spaces or underscores", () => {
    expect(achievementIconFor("Trending Up")).toBe(TrendingUp);
    expect(achievementIconFor("game_controller")).toBe(Gamepad2);
  });

  it("falls back to the trophy for unknown or missing names", () => {
    expect(achievementIconFor("rocket")).toBe(Trophy);
    expect(achievementIconFor("")).toBe(Trophy);
    expect(achievementIconFor(undefined)).toBe(Trophy);
    expect(achievementIconFor("toString")).toBe(Trophy);
  });
});
