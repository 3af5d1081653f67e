import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, resolveTheme, THEMES } from "./themes";

describe("themes", () => {
  it("offers the four themes of the spec with their colours", () => {
    expect(THEMES.map((theme) => [theme.id, theme.primary, theme.secondary])).toEqual([
      ["battleroyal", "#ff5e00", "#ffd000"],
      ["fantasy", "#9333ea", "#22c55e"],
      ["scifi", "#0ea5e9", "#14b8a6"],
      ["industrial", "#ef4444", "#6b7280"],
    ]);
  });

  it("falls back to battleroyal for a missing or unknown stored value", () => {
    expect(DEFAULT_THEME).toBe("battleroyal");
    expect(resolveTheme(null)).toBe("battleroyal");
    expect(resolveTheme("cyberpunk")).toBe("battleroyal");
    expect(resolveTheme("scifi")).toBe("scifi");
  });
});
