import { describe, expect, it } from "vitest";
import { ftsQuery, QUERY_WORDS_MAX, queryWords } from "./full-text-query";

describe("queryWords", () => {
  it("reads a word repeated a hundred times as that one word", () => {
    const words = queryWords(Array.from({ length: 100 }, () => "Minecraft").join(" "));
    expect(words).toEqual(["minecraft"]);
    expect(ftsQuery(words)).toBe('"minecraft"');
  });

  it(`keeps the first ${QUERY_WORDS_MAX} distinct words`, () => {
    const text = Array.from({ length: 40 }, (_, index) => `word${index} word${index}`).join(" ");
    const words = queryWords(text);
    expect(words).toHaveLength(QUERY_WORDS_MAX);
    expect(words[0]).toBe("word0");
    expect(words.at(-1)).toBe(`word${QUERY_WORDS_MAX - 1}`);
  });

  it("reads operators of either engine as plain words or nothing", () => {
    expect(queryWords("-zzqqxx")).toEqual(["zzqqxx"]);
    expect(queryWords('alpha OR beta "quoted phrase" NEAR(x y) tag:*')).toEqual([
      "alpha",
      "or",
      "beta",
      "quoted",
      "phrase",
      "near",
      "x",
      "y",
      "tag",
    ]);
    expect(queryWords("!!! --- &&")).toEqual([]);
    expect(ftsQuery([])).toBeNull();
    expect(ftsQuery(["or", "not"], { prefix: true })).toBe('"or"* AND "not"*');
  });
});
