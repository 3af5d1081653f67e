import { describe, expect, it } from "vitest";
import {
  createRetroGameSchema,
  type RetroGame,
  updateRetroGameSchema,
} from "../../../../shared/retro-games";
import {
  changesPayloadOf,
  createPayloadOf,
  EMPTY_RETRO_GAME_VALUES,
  formValuesOf,
  slugFromTitle,
} from "./retro-games-form-values";
import { bundleFileProblem, formatFileSize } from "./retro-games-upload";

const GAME: RetroGame = {
  id: 7,
  slug: "star-courier",
  title: "Star Courier",
  developer: "GameHub",
  description: "Fly a courier ship through a falling rock field.",
  genre: "Shooter",
  year: 2026,
  rating: 4.5,
  image: "/images/retro/star-courier.svg",
  embedUrl: null,
  bundleUrl: "/media/retro-bundles/7/0123456789abcdef.jsdos",
  source: "Original game",
  controls: "Arrows move",
  sortOrder: 10,
};

describe("the retro game form's payloads", () => {
  it("makes a slug from a title", () => {
    expect(slugFromTitle("  Star Courier II: Return! ")).toBe("star-courier-ii-return");
    expect(slugFromTitle("Pokémon Café")).toBe("pokemon-cafe");
  });

  it("creates with the schema's defaults for an empty rating, place and embed", () => {
    const parsed = createRetroGameSchema.parse(
      createPayloadOf({
        ...EMPTY_RETRO_GAME_VALUES,
        title: "Star Courier",
        slug: "star-courier",
        developer: "GameHub",
        genre: "Shooter",
        year: "2026",
        image: "/images/retro/star-courier.svg",
        description: "A long enough description.",
      }),
    );
    expect(parsed).toMatchObject({ year: 2026, rating: 0, sortOrder: 100, embedUrl: null });
  });

  it("refuses an empty year with the schema's message", () => {
    const result = createRetroGameSchema.safeParse(createPayloadOf(EMPTY_RETRO_GAME_VALUES));
    const yearIssue = result.error?.issues.find((issue) => issue.path[0] === "year");
    expect(yearIssue?.message).toBe("Year must be a number");
  });

  it("sends only the fields an edit changed, and nothing when nothing changed", () => {
    const initial = formValuesOf(GAME);
    expect(
      changesPayloadOf({ ...initial, title: "Star Courier DX", rating: "4" }, initial),
    ).toEqual({ title: "Star Courier DX", rating: 4 });
    expect(changesPayloadOf({ ...initial, sortOrder: "3" }, initial)).toEqual({ sortOrder: 3 });
    const nothing = updateRetroGameSchema.safeParse(changesPayloadOf(initial, initial));
    expect(nothing.error?.issues[0]?.message).toBe("Nothing to change");
  });

  it("refuses an emptied rating instead of silently keeping it", () => {
    const initial = formValuesOf(GAME);
    const result = updateRetroGameSchema.safeParse(
      changesPayloadOf({ ...initial, rating: "" }, initial),
    );
    expect(result.error?.issues[0]?.message).toBe("Rating must be a number");
  });

  it("clears an embed address to null", () => {
    const initial = { ...formValuesOf(GAME), embedUrl: "https://archive.org/embed/x" };
    expect(changesPayloadOf({ ...initial, embedUrl: " " }, initial)).toEqual({ embedUrl: null });
  });
});

describe("the bundle file check", () => {
  it("takes a .jsdos or .zip within the limit", () => {
    expect(bundleFileProblem({ name: "star-courier.jsdos", size: 2155 })).toBeNull();
    expect(bundleFileProblem({ name: "GAME.ZIP", size: 1000 })).toBeNull();
  });

  it("refuses another type, an empty file and a file over 20 MB, in the server's words", () => {
    expect(bundleFileProblem({ name: "game.exe", size: 10 })).toBe(
      "The bundle must be a .jsdos file (a zip with .jsdos/dosbox.conf)",
    );
    expect(bundleFileProblem({ name: "game.jsdos", size: 0 })).toMatch(/empty/);
    expect(bundleFileProblem({ name: "game.jsdos", size: 25 * 1024 * 1024 })).toBe(
      "The bundle must be 20 MB or smaller (this file is 25 MB)",
    );
  });

  it("writes sizes for people", () => {
    expect(formatFileSize(512)).toBe("512 bytes");
    expect(formatFileSize(2155)).toBe("2.1 KB");
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe("3.4 MB");
  });
});
