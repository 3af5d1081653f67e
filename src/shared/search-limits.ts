/**
 * Site search: the content types, sorts, date
 * ranges, the badges and the empty and error texts. No zod here, so the page's first view can
 * read them without loading the schemas (see search.ts).
 */

/** The content types that always have a tab, in tab order. `blog` is shown as News. */
export const SPEC_CONTENT_TYPES = ["blog", "game", "guide", "hardware", "mod", "deal"] as const;

/**
 * The rest of the site's content, each with its own type (drawn with its capitalised
 * name): forum discussions, developer updates, feedback items, live
 * streams and retro arcade games.
 */
export const OTHER_CONTENT_TYPES = [
  "discussion",
  "update",
  "feedback",
  "stream",
  "arcade",
] as const;

export const SEARCH_CONTENT_TYPES = [...SPEC_CONTENT_TYPES, ...OTHER_CONTENT_TYPES] as const;
export type SearchContentType = (typeof SEARCH_CONTENT_TYPES)[number];

/** The tab that shows every type. */
export const ALL_CONTENT_TYPES = "all";

export const SEARCH_SORTS = [
  "relevance",
  "date_desc",
  "date_asc",
  "views_desc",
  "title_asc",
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Most relevant",
  date_desc: "Newest first",
  date_asc: "Oldest first",
  views_desc: "Most viewed",
  title_asc: "Title (A-Z)",
};

export const SEARCH_DATE_RANGES = ["any", "day", "week", "month", "year"] as const;
export type SearchDateRange = (typeof SEARCH_DATE_RANGES)[number];

export const SEARCH_DATE_RANGE_LABELS: Record<SearchDateRange, string> = {
  any: "Any time",
  day: "Past 24 hours",
  week: "Past week",
  month: "Past month",
  year: "Past year",
};

/** How far back each date range reaches, in days (`any` has no limit). */
export const SEARCH_DATE_RANGE_DAYS: Record<Exclude<SearchDateRange, "any">, number> = {
  day: 1,
  week: 7,
  month: 30,
  year: 365,
};

/** The badge of a type: News for blog, otherwise the type's name capitalised. */
export function contentTypeLabel(type: string): string {
  if (type === "blog") return "News";
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** Results per page; the next page comes by cursor ("Load more"). */
export const SEARCH_PAGE_SIZE = 20;
/** A result shows at most this many tags. */
export const SEARCH_TAGS_SHOWN = 3;
/** The tag facet lists at most this many tags, the most frequent first. */
export const SEARCH_TAG_FACETS_SHOWN = 20;
/** At most this many tags can be combined in one search. */
export const SEARCH_TAGS_MAX = 5;
/** Longest query accepted, in characters. */
export const SEARCH_QUERY_MAX = 200;

export const SEARCH_NO_RESULTS = "No results found. Try different search terms.";
export function noResultsOfType(type: string): string {
  return `No ${contentTypeLabel(type)} results found. Try another search or content type.`;
}
export const SEARCH_ERROR_TITLE = "Failed to search";
export const SEARCH_ERROR_FALLBACK = "Failed to load search results. Please try again.";
