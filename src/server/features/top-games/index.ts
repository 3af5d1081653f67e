/** What other features use of top-games: they import it from here, never from its files. */
export { recordGameSearch } from "./game-search-counts.repo";
export { forgetTopGames } from "./top-games.service";
