/** What other parts of the server use of retro-games: they import it from here, never from its files. */
export { retroGamesSearchSource } from "./retro-games-search-source";
