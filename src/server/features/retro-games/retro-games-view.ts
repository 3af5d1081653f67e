import type { RetroGame } from "../../../shared/retro-games";
import type { RetroGameRow } from "./retro-games.repo";

/** Where a game's bundle is served: its hash in the address, so it can be cached for good. */
export function bundlePath(gameId: number, sha256: string): string {
  return `/media/retro-bundles/${gameId}/${sha256.slice(0, 16)}.jsdos`;
}

/** A retro_games row as the API shows it (no queries here). */
export function toRetroGame(row: RetroGameRow): RetroGame {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    developer: row.developer,
    description: row.description,
    genre: row.genre,
    year: Number(row.year),
    rating: Number(row.rating),
    image: row.image,
    embedUrl: row.embedUrl,
    bundleUrl: row.bundleSha256 ? bundlePath(row.id, row.bundleSha256) : null,
    source: row.source,
    controls: row.controls,
    sortOrder: Number(row.sortOrder),
  };
}
