import { describe, expect, it } from "vitest";
import { createGameSchema } from "../../../../shared/games";
import { changedFields, payloadResolver } from "./content-form-resolver";
import {
  createGamePayloadOf,
  EMPTY_GAME_VALUES,
  type GameFormValues,
  gameFieldsPayloadOf,
} from "./games-form-values";

const VALID: GameFormValues = {
  ...EMPTY_GAME_VALUES,
  slug: "test-game",
  title: "Test Game",
  description: "A description long enough to pass.",
  genre: "Action",
  developer: "Studio",
  image: "/images/games/art/fallback.webp",
  officialUrl: "https://example.com/",
};

describe("the game form's payload and checks", () => {
  it("sends blank optional links as null and blank numbers as 0", () => {
    const payload = createGamePayloadOf({ ...VALID, featuredOrder: "", tags: "A, B" });
    expect(payload).toMatchObject({
      logo: null,
      twitterUrl: null,
      action: null,
      actionUrl: null,
      featuredOrder: 0,
      tags: ["A", "B"],
    });
    expect(createGameSchema.safeParse(payload).success).toBe(true);
  });

  it("shows the shared schema's messages under their fields", async () => {
    const resolver = payloadResolver(createGameSchema, createGamePayloadOf);
    const result = await resolver(
      { ...VALID, slug: "Bad Slug", tags: `ok, ${"x".repeat(31)}` },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toMatchObject({
      slug: { message: "Slug must be lower-case letters, digits and single hyphens" },
      tags: { message: "Tags must be at most 30 characters" },
    });
  });

  it("an edit sends only the fields that changed", () => {
    const before = gameFieldsPayloadOf(VALID);
    expect(
      changedFields(gameFieldsPayloadOf({ ...VALID, isFeatured: true, logo: "" }), before),
    ).toEqual({ isFeatured: true });
  });
});
