import { describe, expect, it } from "vitest";
import { editDistance, nearestWord } from "./typo-correction";

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("minecarft", "minecraft")).toBe(1);
  });
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("fortnit", "fortnite")).toBe(1);
    expect(editDistance("zelda", "zelds")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
  it("stops early above the limit", () => {
    expect(editDistance("abcdefgh", "zyxwvuts", 2)).toBe(3);
  });
});

describe("nearestWord", () => {
  const candidates = [
    { word: "minecraft", documents: 12 },
    { word: "minecart", documents: 1 },
    { word: "mine", documents: 40 },
  ];
  it("picks the closest word", () => {
    expect(nearestWord("minecarft", candidates)).toBe("minecraft");
  });
  it("prefers the commoner of two equally close words", () => {
    expect(
      nearestWord("hallo", [
        { word: "hello", documents: 3 },
        { word: "halo", documents: 9 },
      ]),
    ).toBe("halo");
  });
  it("answers null when nothing is close enough", () => {
    expect(nearestWord("zzzzzz", candidates)).toBeNull();
    // Short words allow one edit only.
    expect(nearestWord("mnie", [{ word: "mine", documents: 1 }])).toBe("mine");
    expect(nearestWord("mnei", [{ word: "mine", documents: 1 }])).toBeNull();
  });
});
