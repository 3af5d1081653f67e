import { z } from "zod";

/**
 * Games (featured on /games, ranked on /top-games, each with its hub):
 * the reply shapes of `GET /api/games` and the game hubs, and the admins' create and edit
 * payloads. Admins manage them so that search (and the top games list) can read them.
 */

const SLUG_MESSAGE = "Slug must be lower-case letters, digits and single hyphens";
const urlOrPath = (label: string, example = "/images/...") =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => /^\/[^/\\]/.test(value) || /^https:\/\/[^\s]+$/.test(value),
      `${label} must be a site path (${example}) or an https:// address`,
    );
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => /^https:\/\/[^\s]+$/.test(value), `${label} must be an https:// address`);

export const gameSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  developer: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  fallbackImage: z.string(),
  /** The game's small square logo that ships with the site; null when it has none. */
  logo: z.string().nullable(),
  officialUrl: z.string(),
  twitterUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  /**
   * The card's call to action (`action`, `actionUrl`): its label and where it leads, the
   * game's page on this site (/games/gta) in the seeded data. Null when an admin set none; the
   * card then says "Explore" and links the hub.
   */
  action: z.string().nullable(),
  actionUrl: z.string().nullable(),
  contentTag: z.string(),
  isFeatured: z.boolean(),
  featuredOrder: z.number(),
  players: z.string(),
  baselineSearchCount: z.number(),
  /** The game hub on this site: /games/{slug}. */
  url: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesReplySchema = z.object({ games: z.array(gameSchema) });
export const gameReplySchema = z.object({ game: gameSchema });

export const gamesQuerySchema = z.object({
  featured: z
    .enum(["1", "true", "0", "false"], { error: "featured must be 1 or 0" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "1" || value === "true")),
});

/** Any text: a slug that matches no game is a 404, not a validation error. */
export const gameSlugParams = z.object({ slug: z.string().max(200, "Game not found") });

const tagsSchema = z
  .array(
    z.string().trim().min(1, "Tags cannot be empty").max(30, "Tags must be at most 30 characters"),
    {
      error: "Tags must be a list of words",
    },
  )
  .max(12, "A game has at most 12 tags");

/** Every field of a game, as an admin writes it; the create payload adds the defaults. */
const gameFields = z.object({
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(2, "Slug must be at least 2 characters")
    .max(80, "Slug must be at most 80 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_MESSAGE),
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(100, "Title must be at most 100 characters"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(20, "Description must be at least 20 characters")
    .max(2000, "Description must be at most 2,000 characters"),
  genre: z.string({ error: "Genre is required" }).trim().min(1, "Genre is required").max(60),
  developer: z
    .string({ error: "Developer is required" })
    .trim()
    .min(1, "Developer is required")
    .max(100, "Developer must be at most 100 characters"),
  tags: tagsSchema,
  image: urlOrPath("Image"),
  fallbackImage: urlOrPath("Fallback image"),
  logo: urlOrPath("Logo").nullable(),
  officialUrl: httpsUrl("Official site"),
  twitterUrl: httpsUrl("Twitter link").nullable(),
  facebookUrl: httpsUrl("Facebook link").nullable(),
  action: z
    .string({ error: "Action must be text" })
    .trim()
    .min(1, "Action cannot be empty")
    .max(40, "Action must be at most 40 characters")
    .nullable(),
  actionUrl: urlOrPath("Action link", "/games/...").nullable(),
  isFeatured: z.boolean(),
  featuredOrder: z.number().int().min(0).max(1000),
  players: z.string().trim().max(20, "Players must be at most 20 characters"),
  baselineSearchCount: z
    .number({ error: "Baseline search count must be a whole number" })
    .int("Baseline search count must be a whole number")
    .min(0, "Baseline search count must be a whole number")
    .max(1_000_000_000, "Baseline search count is too large"),
});
export const createGameSchema = gameFields.extend({
  tags: gameFields.shape.tags.default([]),
  fallbackImage: gameFields.shape.fallbackImage.default("/images/games/art/fallback.webp"),
  twitterUrl: gameFields.shape.twitterUrl.default(null),
  facebookUrl: gameFields.shape.facebookUrl.default(null),
  logo: gameFields.shape.logo.default(null),
  action: gameFields.shape.action.default(null),
  actionUrl: gameFields.shape.actionUrl.default(null),
  isFeatured: gameFields.shape.isFeatured.default(false),
  featuredOrder: gameFields.shape.featuredOrder.default(0),
  players: gameFields.shape.players.default(""),
  baselineSearchCount: gameFields.shape.baselineSearchCount.default(0),
});
export type CreateGameInput = z.input<typeof createGameSchema>;
export type NewGame = z.output<typeof createGameSchema>;

/** PATCH: any field of the create payload; the slug stays (it is the hub's address). */
export const updateGameSchema = gameFields
  .omit({ slug: true })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");
export type GameChanges = z.output<typeof updateGameSchema>;

/** The site's own content about a game, on its hub. */
export const gameHubSchema = z.object({
  game: gameSchema,
  news: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      excerpt: z.string(),
      image: z.string().nullable(),
      publishedAt: z.string(),
    }),
  ),
  guides: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      difficulty: z.string(),
      readTimeMinutes: z.number(),
      thumbnail: z.string(),
    }),
  ),
  /** Streams of the game that are live now or scheduled: live first, most viewers first. */
  streams: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      streamerName: z.string(),
      platform: z.string(),
      isLive: z.boolean(),
      viewerCount: z.number(),
      startedAt: z.string(),
      streamUrl: z.string(),
    }),
  ),
  discussions: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      replyCount: z.number(),
      lastActivityAt: z.string(),
    }),
  ),
});
export type GameHub = z.infer<typeof gameHubSchema>;
