import { describe, expect, it } from "vitest";
import { createGuideSchema, updateGuideSchema } from "../../../../shared/guides";
import { payloadResolver } from "./content-form-resolver";
import {
  EMPTY_GUIDE_VALUES,
  type GuideFormValues,
  guideChangesOf,
  guideFieldOf,
  guidePayloadOf,
} from "./guides-form-values";

const VALID: GuideFormValues = {
  ...EMPTY_GUIDE_VALUES,
  title: "A guide to test",
  description: "Twenty characters or more of description.",
  gameSlug: "gta",
  difficulty: "Beginner",
  readTime: "12",
  tags: "One, Two ,, Three",
  sections: [{ title: "Start", type: "text", content: "Press start." }],
  tips: "First tip\n\n  Second tip  ",
};

const resolve = (
  resolver: ReturnType<typeof payloadResolver<GuideFormValues, typeof createGuideSchema>>,
  values: GuideFormValues,
) => resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the guide form's payload and checks", () => {
  it("turns comma-separated tags and one-per-line tips into lists", () => {
    const payload = guidePayloadOf(VALID);
    expect(payload.tags).toEqual(["One", "Two", "Three"]);
    expect(payload.tips).toEqual(["First tip", "Second tip"]);
    expect(payload.readTime).toBe(12);
  });

  it("puts a section's message under that section's field and a list's message under the list", async () => {
    const resolver = payloadResolver(createGuideSchema, guidePayloadOf, guideFieldOf);
    const withEmptySection = await resolve(resolver, {
      ...VALID,
      sections: [{ title: "Start", type: "text", content: "" }],
      nexusModsLinks: [{ name: "Mod", url: "https://example.com/", description: "Does it" }],
    });
    expect(withEmptySection.errors).toMatchObject({
      sections: [{ content: { message: "Section content is required" } }],
      nexusModsLinks: [
        { url: { message: "Mod links must be https://www.nexusmods.com/ addresses" } },
      ],
    });
    const withNoSection = await resolve(resolver, { ...VALID, sections: [] });
    expect(withNoSection.errors).toMatchObject({
      sections: { root: { message: "A guide needs at least one section" } },
    });
  });

  it("sends only what changed on an edit, and says so when nothing did", async () => {
    expect(guideChangesOf({ ...VALID, title: "A new title" }, VALID)).toEqual({
      title: "A new title",
    });
    const resolver = payloadResolver(
      updateGuideSchema,
      (values: GuideFormValues) => guideChangesOf(values, VALID),
      guideFieldOf,
    );
    const unchanged = await resolve(resolver as never, VALID);
    expect(unchanged.errors).toMatchObject({ root: { message: "Nothing to change" } });
  });
});
