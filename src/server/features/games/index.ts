/** What other features use of games: they import it from here, never from its files. */

export { findGameBySlug } from "./games.repo";
export { gamesSearchSource } from "./games-search-source";
export { gameSitemapUrls } from "./games-sitemap";
export { toGame } from "./games-view";
