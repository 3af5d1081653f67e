import type { Game } from "../../../shared/games";
import type { GameRow } from "./games.repo";

/** A games row turned into the shared reply shape (no queries here). */
export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    genre: row.genre,
    developer: row.developer,
    tags: parseTags(row.tags),
    image: row.image,
    fallbackImage: row.fallbackImage,
    logo: row.logo,
    officialUrl: row.officialUrl,
    twitterUrl: row.twitterUrl,
    facebookUrl: row.facebookUrl,
    action: row.actionLabel,
    actionUrl: row.actionUrl,
    contentTag: row.contentTag,
    isFeatured: Boolean(row.isFeatured),
    featuredOrder: Number(row.featuredOrder),
    players: row.players,
    baselineSearchCount: Number(row.baselineSearchCount),
    url: `/games/${row.slug}`,
  };
}

function parseTags(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed)
      ? parsed.filter((tag): tag is string => typeof tag === "string")
      : [];
  } catch {
    return [];
  }
}
