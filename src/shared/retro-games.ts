import { z } from "zod";
import { awardReplySchema } from "./gamification";
import { pathIdSchema } from "./ids";

/**
 * Retro arcade games: the reply shapes and the admins'
 * create and edit payloads. A game is played either in an external archive player's frame
 * (`embedUrl`) or with the site's own DOS player from a bundle it hosts (`bundleUrl`).
 */

export const retroGameSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  developer: z.string(),
  description: z.string(),
  genre: z.string(),
  year: z.number(),
  /** Out of 5, in halves. */
  rating: z.number(),
  image: z.string(),
  embedUrl: z.string().nullable(),
  /** The js-dos bundle on this site, when the site hosts the game itself. */
  bundleUrl: z.string().nullable(),
  /** Where the embed comes from, or the licence of a self-hosted game. */
  source: z.string(),
  controls: z.string(),
  /** The game's place in the library, smallest first (admins set it). */
  sortOrder: z.number(),
});
export type RetroGame = z.infer<typeof retroGameSchema>;

export const retroGamesReplySchema = z.object({ games: z.array(retroGameSchema) });
export const retroGameReplySchema = z.object({ game: retroGameSchema });

export const retroGamesQuerySchema = z.object({
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  genre: z.string().trim().max(60, "Genre must be at most 60 characters").optional(),
});

export const retroGameIdParams = z.object({ id: pathIdSchema("Game not found") });

const urlOrPath = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => /^\/[^/\\]/.test(value) || /^https:\/\/[^\s]+$/.test(value),
      `${label} must be a site path (/images/...) or an https:// address`,
    );

const retroGameFields = z.object({
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(2, "Slug must be at least 2 characters")
    .max(80, "Slug must be at most 80 characters")
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      "Slug must be lower-case letters, digits and single hyphens",
    ),
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(100, "Title must be at most 100 characters"),
  developer: z
    .string({ error: "Developer is required" })
    .trim()
    .min(1, "Developer is required")
    .max(100, "Developer must be at most 100 characters"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(10, "Description must be at least 10 characters")
    .max(2000, "Description must be at most 2,000 characters"),
  genre: z
    .string({ error: "Genre is required" })
    .trim()
    .min(1, "Genre is required")
    .max(60, "Genre must be at most 60 characters"),
  year: z
    .number({ error: "Year must be a number" })
    .int("Year must be a whole number")
    .min(1970, "Year must be 1970 or later")
    .max(2100, "Year must be 2100 or earlier"),
  rating: z
    .number({ error: "Rating must be a number" })
    .min(0, "Rating must be between 0 and 5")
    .max(5, "Rating must be between 0 and 5")
    .multipleOf(0.5, "Rating goes in halves (3.5, 4, 4.5)"),
  image: urlOrPath("Image"),
  embedUrl: z
    .string()
    .trim()
    .max(500, "Embed address must be at most 500 characters")
    .refine(
      (value) => /^https:\/\/[^\s]+$/.test(value),
      "Embed address must be an https:// address",
    )
    .nullable(),
  source: z.string().trim().max(200, "Source must be at most 200 characters"),
  controls: z.string().trim().max(500, "Controls must be at most 500 characters"),
  sortOrder: z.number().int().min(0).max(10_000),
});

/** A new game: without an embed address it waits for its bundle (POST …/bundle). */
export const createRetroGameSchema = retroGameFields.extend({
  rating: retroGameFields.shape.rating.default(0),
  embedUrl: retroGameFields.shape.embedUrl.default(null),
  source: retroGameFields.shape.source.default(""),
  controls: retroGameFields.shape.controls.default(""),
  sortOrder: retroGameFields.shape.sortOrder.default(100),
});
export type NewRetroGame = z.infer<typeof createRetroGameSchema>;

export const updateRetroGameSchema = retroGameFields
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, "Nothing to change");
export type RetroGameChanges = z.infer<typeof updateRetroGameSchema>;

/** A play: "start" when the player starts, "minute" once it has run for a minute. */
export const retroPlaySchema = z.object({
  phase: z.enum(["start", "minute"], { error: "phase must be start or minute" }),
});
export const retroPlayReplySchema = z.object({
  /** True when this call logged the day's play of the game. */
  logged: z.boolean(),
  award: awardReplySchema.nullable(),
});
export type RetroPlayReply = z.infer<typeof retroPlayReplySchema>;
