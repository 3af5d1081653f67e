import type { Kysely } from "kysely";
import { SITE_NAME } from "../../../shared/routes";
import type { Database } from "../../db/schema";
import { findGameBySlug, toGame } from "../games";
import type { PageMeta } from "./page-meta";

/** Slugs are short words; a longer text names no game (and is not queried). */
const SLUG_LENGTH_MAX = 200;

/**
 * The head of a game hub, `/games/{slug}`: the game's title, description, tags and card art;
 * an unknown game answers 404 and stays out of search engines.
 */
export async function gameMeta(
  db: Kysely<Database>,
  publicUrl: string,
  slug: string,
  base: Pick<PageMeta, "keywords" | "canonicalUrl" | "imageUrl" | "type" | "robots">,
): Promise<PageMeta> {
  const row = slug.length <= SLUG_LENGTH_MAX ? await findGameBySlug(db, slug) : undefined;
  if (!row) {
    return {
      ...base,
      status: 404,
      title: `Game Not Found | ${SITE_NAME}`,
      description: "The game you're looking for isn't on GameHub.",
      robots: "noindex, follow",
    };
  }
  const game = toGame(row);
  return {
    ...base,
    status: 200,
    title: `${game.title} | ${SITE_NAME}`,
    description: game.description,
    keywords: [...new Set([game.title, game.genre, ...game.tags, ...base.keywords])],
    canonicalUrl: `${publicUrl}${game.url}`,
    imageUrl: `${publicUrl}${game.image}`,
  };
}
