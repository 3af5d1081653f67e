import type { AppContext } from "../../app-context";
import { escapeXml } from "../../lib/escape-xml";
import { findGames } from "./games.repo";

/** Every game hub, as sitemap <url> lines (a few dozen games at most). */
export async function gameSitemapUrls(context: AppContext, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const games = await findGames(context.db, {});
  return games.slice(0, limit).map((game) => {
    const updatedAt = new Date(game.updatedAt).toISOString();
    return `  <url><loc>${escapeXml(`${context.config.publicUrl}/games/${game.slug}`)}</loc><lastmod>${updatedAt}</lastmod></url>`;
  });
}
