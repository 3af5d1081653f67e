import { useCallback, useMemo } from "react";
import {
  ALL_CONTENT_TYPES,
  SEARCH_CONTENT_TYPES,
  SEARCH_DATE_RANGES,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  SEARCH_TAGS_MAX,
  type SearchContentType,
  type SearchDateRange,
  type SearchSort,
} from "../../../shared/search-limits";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * A search lives in the address (`?q=&contentType=&sort=&dateRange=&tags=`), so it can be
 * shared, the server renders it with its results, and Back brings the previous one back.
 * Defaults are left out of the address.
 */
export type SearchTab = SearchContentType | typeof ALL_CONTENT_TYPES;

export interface SearchFilters {
  q: string;
  contentType: SearchTab;
  sort: SearchSort;
  dateRange: SearchDateRange;
  /** Every one must match. */
  tags: string[];
}

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  q: "",
  contentType: ALL_CONTENT_TYPES,
  sort: "relevance",
  dateRange: "any",
  tags: [],
};

function oneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function isSearchTab(value: string): value is SearchTab {
  return value === ALL_CONTENT_TYPES || oneOf(SEARCH_CONTENT_TYPES, value);
}

/** "a, b,,a" -> ["a", "b"]: trimmed, without repeats, at most SEARCH_TAGS_MAX. */
export function parseTags(value: string | null): string[] {
  if (!value) return [];
  const tags = value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)].slice(0, SEARCH_TAGS_MAX);
}

/** The search an address asks for; anything the API would refuse falls back to the default. */
export function searchFiltersOf(searchParams: URLSearchParams): SearchFilters {
  const contentType = searchParams.get("contentType");
  const sort = searchParams.get("sort");
  const dateRange = searchParams.get("dateRange");
  return {
    q: (searchParams.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX).trim(),
    contentType: contentType !== null && isSearchTab(contentType) ? contentType : ALL_CONTENT_TYPES,
    sort: oneOf(SEARCH_SORTS, sort) ? sort : DEFAULT_SEARCH_FILTERS.sort,
    dateRange: oneOf(SEARCH_DATE_RANGES, dateRange) ? dateRange : DEFAULT_SEARCH_FILTERS.dateRange,
    tags: parseTags(searchParams.get("tags")),
  };
}

/**
 * The query string of the page's address and of GET /api/search (with the next page's
 * cursor): only what differs from the default, in a fixed order.
 */
export function searchQueryString(filters: SearchFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.contentType !== ALL_CONTENT_TYPES) params.set("contentType", filters.contentType);
  if (filters.sort !== DEFAULT_SEARCH_FILTERS.sort) params.set("sort", filters.sort);
  if (filters.dateRange !== DEFAULT_SEARCH_FILTERS.dateRange) {
    params.set("dateRange", filters.dateRange);
  }
  if (filters.tags.length > 0) params.set("tags", filters.tags.join(","));
  if (cursor) params.set("cursor", cursor);
  // Commas read better than %2C in an address that people share.
  return params.toString().replace(/%2C/g, ",");
}

/** The page's address for a search. */
export function searchHref(filters: SearchFilters): string {
  const query = searchQueryString(filters);
  return query ? `/search?${query}` : "/search";
}

/** How many of the panel's filters (sort, date range, tags) differ from the default. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.sort !== DEFAULT_SEARCH_FILTERS.sort ? 1 : 0) +
    (filters.dateRange !== DEFAULT_SEARCH_FILTERS.dateRange ? 1 : 0) +
    filters.tags.length
  );
}

/** The tags with `tag` added, or removed when it is already there. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((each) => each !== tag) : [...tags, tag];
}

export function useSearchFilters() {
  const [searchParams, setSearchParams, readLatestSearchParams] = useSearchParams();
  const filters = useMemo(() => searchFiltersOf(searchParams), [searchParams]);
  /**
   * A tab or filter change is a new history entry (Back returns to the search before it) that
   * leaves the page where it is; a new query starts at the top, with no tag filter (the tags
   * of one search rarely exist in the next).
   */
  const setFilters = useCallback(
    (patch: Partial<SearchFilters>) => {
      // The address last written: a second quick change builds on the first, drawn or not.
      const latest = searchFiltersOf(readLatestSearchParams());
      const next = { ...latest, ...patch };
      const isNewQuery = patch.q !== undefined && patch.q !== latest.q;
      if (isNewQuery) next.tags = patch.tags ?? [];
      const query = searchQueryString(next);
      if (query === searchQueryString(latest)) return;
      setSearchParams(query, isNewQuery ? undefined : { state: KEEP_SCROLL_POSITION });
    },
    [setSearchParams, readLatestSearchParams],
  );
  return { filters, setFilters };
}
