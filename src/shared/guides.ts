import { z } from "zod";
import { GUIDE_DIFFICULTIES, GUIDE_SECTION_TYPES } from "./guides-limits";
import { pathIdSchema } from "./ids";

/**
 * Game guides: reply shapes of
 * `GET /api/guides` and `GET /api/guides/{id}`, the admins' create and edit payloads and the
 * members' rating.
 */

export const guideSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(GUIDE_SECTION_TYPES),
  content: z.string(),
});
export const nexusModLinkSchema = z.object({
  name: z.string(),
  url: z.string(),
  description: z.string(),
});

export const guideSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The title of the game the guide is about. */
  game: z.string(),
  /** The game's hub slug, when the game is on the site. */
  gameSlug: z.string().nullable(),
  difficulty: z.enum(GUIDE_DIFFICULTIES),
  /** Minutes. */
  readTime: z.number(),
  /** The average of the members' ratings, one decimal; 0 before the first rating. */
  rating: z.number(),
  ratingCount: z.number(),
  views: z.number(),
  author: z.string(),
  publishedAt: z.string(),
  thumbnail: z.string(),
  tags: z.array(z.string()),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideSchema = guideSummarySchema.extend({
  sections: z.array(guideSectionSchema),
  nexusModsLinks: z.array(nexusModLinkSchema),
  tips: z.array(z.string()),
  tricks: z.array(z.string()),
  /** The signed-in member's own rating, or null. */
  myRating: z.number().nullable(),
});
export type Guide = z.infer<typeof guideSchema>;

export const guidesReplySchema = z.object({
  guides: z.array(guideSummarySchema),
  total: z.number(),
  page: z.number(),
  hasMore: z.boolean(),
});
export type GuidesReply = z.infer<typeof guidesReplySchema>;

/** `GET /api/guides/games`: the games that have guides, for the list's game filter. */
export const guideGameSchema = z.object({
  slug: z.string(),
  title: z.string(),
  guideCount: z.number(),
});
export type GuideGame = z.infer<typeof guideGameSchema>;
export const guideGamesReplySchema = z.object({ games: z.array(guideGameSchema) });
export type GuideGamesReply = z.infer<typeof guideGamesReplySchema>;

export const GUIDES_PAGE_SIZE = 12;

export const guidesQuerySchema = z.object({
  /** A game's slug ("gta"); empty for every game. */
  game: z.string().trim().max(80, "game must be a game's slug").optional().default(""),
  difficulty: z
    .enum(["", ...GUIDE_DIFFICULTIES], {
      error: "difficulty must be Beginner, Intermediate or Advanced",
    })
    .optional()
    .default(""),
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional().default(""),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1000, "page must be a whole number from 1")
    .default(1),
});
export type GuidesQuery = z.output<typeof guidesQuerySchema>;

export const guideIdParams = z.object({ id: pathIdSchema("Guide not found") });

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`);

const guideFields = z.object({
  title: text("Title", 5, 150),
  description: text("Description", 20, 500),
  /** The game's slug on this site. */
  gameSlug: z.string({ error: "Game is required" }).trim().min(1, "Game is required").max(80),
  difficulty: z.enum(GUIDE_DIFFICULTIES, {
    error: "Difficulty must be Beginner, Intermediate or Advanced",
  }),
  readTime: z
    .number({ error: "Read time must be a whole number of minutes" })
    .int("Read time must be a whole number of minutes")
    .min(1, "Read time must be at least 1 minute")
    .max(240, "Read time must be at most 240 minutes"),
  thumbnail: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^\/[^/\\]/.test(value), "Thumbnail must be a site path (/images/...)"),
  tags: z.array(text("Tag", 1, 30)).max(10, "A guide has at most 10 tags"),
  sections: z
    .array(
      z.object({
        title: text("Section title", 1, 150),
        type: z.enum(GUIDE_SECTION_TYPES, {
          error: "Section type must be text, tips, mods or tricks",
        }),
        content: text("Section content", 1, 10_000),
      }),
    )
    .min(1, "A guide needs at least one section")
    .max(30, "A guide has at most 30 sections"),
  nexusModsLinks: z
    .array(
      z.object({
        name: text("Mod name", 1, 100),
        url: z
          .string()
          .trim()
          .refine(
            (value) => /^https:\/\/(www\.)?nexusmods\.com\/\S+$/.test(value),
            "Mod links must be https://www.nexusmods.com/ addresses",
          ),
        description: text("Mod description", 1, 300),
      }),
    )
    .max(20, "A guide has at most 20 mod links"),
  tips: z.array(text("Tip", 1, 300)).max(20, "A guide has at most 20 tips"),
  tricks: z.array(text("Trick", 1, 300)).max(20, "A guide has at most 20 tricks"),
});

export const createGuideSchema = guideFields.extend({
  tags: guideFields.shape.tags.default([]),
  nexusModsLinks: guideFields.shape.nexusModsLinks.default([]),
  tips: guideFields.shape.tips.default([]),
  tricks: guideFields.shape.tricks.default([]),
  thumbnail: guideFields.shape.thumbnail.default("/images/games/art/fallback.webp"),
});
export type CreateGuideInput = z.input<typeof createGuideSchema>;
export type NewGuide = z.output<typeof createGuideSchema>;

export const updateGuideSchema = guideFields
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type GuideChanges = z.output<typeof updateGuideSchema>;

export const rateGuideSchema = z.object({
  rating: z
    .number({ error: "Rating must be a whole number from 1 to 5" })
    .int("Rating must be a whole number from 1 to 5")
    .min(1, "Rating must be a whole number from 1 to 5")
    .max(5, "Rating must be a whole number from 1 to 5"),
});

export const guideRatingReplySchema = z.object({
  rating: z.number(),
  ratingCount: z.number(),
  myRating: z.number(),
});
