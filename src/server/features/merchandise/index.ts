/** What other parts of the server use of merchandise: they import it from here, never from its files. */
export { merchandiseSearchSource } from "./merchandise-search-source";
