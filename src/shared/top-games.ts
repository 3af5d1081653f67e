import { z } from "zod";

/** The top games list: `GET /api/top-games`, 10 entries. */
export const TOP_GAMES_COUNT = 10;

export const topGameSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  developer: z.string(),
  description: z.string(),
  image: z.string(),
  fallbackImage: z.string(),
  /** The game's official site (the card's Visit link). */
  website: z.string(),
  metrics: z.object({
    searchCount: z.number(),
    players: z.string(),
    ranking: z.number(),
  }),
  tags: z.array(z.string()),
  /** A logo an admin uploaded, with a version that changes on each upload; null for none. */
  logo: z.string().nullable(),
});
export type TopGame = z.infer<typeof topGameSchema>;

export const topGamesReplySchema = z.object({
  games: z.array(topGameSchema),
  /** When the ranking was last computed (it is recomputed every few minutes). */
  rankedAt: z.string(),
});
export type TopGamesReply = z.infer<typeof topGamesReplySchema>;
