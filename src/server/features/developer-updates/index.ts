/** What other features use of developer-updates: they import it from here, never from its files. */

export { findUpdateMeta } from "./developer-updates.repo";
export { developerUpdateSitemapUrls } from "./developer-updates-rss";
export { developerUpdatesSearchSource } from "./developer-updates-search-source";
export { parseTags, UPDATE_TYPE_LABELS } from "./developer-updates-view";
