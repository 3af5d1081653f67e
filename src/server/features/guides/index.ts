/** What other features use of guides: they import it from here, never from its files. */

export { findGuide } from "./guides.repo";
export { guidesSearchSource } from "./guides-search-source";
export { toGuideSummary } from "./guides-view";
