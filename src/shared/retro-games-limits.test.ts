import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { JS_DOS_VERSION, ratingStars } from "./retro-games-limits";

describe("ratingStars", () => {
  it("draws a rating out of 5 in full, half and empty stars", () => {
    expect(ratingStars(4.5)).toEqual(["full", "full", "full", "full", "half"]);
    expect(ratingStars(3)).toEqual(["full", "full", "full", "empty", "empty"]);
    expect(ratingStars(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(ratingStars(7)).toEqual(["full", "full", "full", "full", "full"]);
  });
});

describe("JS_DOS_VERSION", () => {
  it("names the js-dos version package.json installs", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies["js-dos"]).toBe(JS_DOS_VERSION);
  });
});
