import { useCallback, useMemo } from "react";
import { DATE_RANGES, type DateRange } from "../../../shared/blog-limits";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * The filters (category, tags, date range) plus the search text. Kept in the URL so a filtered list can be
 * shared and survives a reload; the server does the filtering (GET /api/blog).
 */
export interface BlogFilters {
  category: string;
  /** The API filters by one tag at a time, so the chips behave as a single choice. */
  tag: string | null;
  dateRange: DateRange;
  q: string;
}

export const DEFAULT_FILTERS: BlogFilters = { category: "all", tag: null, dateRange: "all", q: "" };

export function hasActiveFilters(filters: BlogFilters): boolean {
  return (
    filters.category !== "all" ||
    filters.tag !== null ||
    filters.dateRange !== "all" ||
    filters.q !== ""
  );
}

function isDateRange(value: string | null): value is DateRange {
  return value !== null && (DATE_RANGES as readonly string[]).includes(value);
}

/** Query string for GET /api/blog (only the filters that narrow the list). */
export function blogListSearch(filters: BlogFilters, limit: number, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set("cursor", cursor);
  if (filters.category !== "all") params.set("category", filters.category);
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.q) params.set("q", filters.q);
  if (filters.dateRange !== "all") params.set("dateRange", filters.dateRange);
  return params.toString();
}

/** The filters an address's query string asks for (the server reads them the same way). */
export function blogFiltersOf(searchParams: URLSearchParams): BlogFilters {
  const dateRange = searchParams.get("dateRange");
  return {
    category: searchParams.get("category") || "all",
    tag: searchParams.get("tag") || null,
    dateRange: isDateRange(dateRange) ? dateRange : "all",
    q: searchParams.get("q")?.trim() ?? "",
  };
}

export function useBlogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();

  const filters = useMemo(() => blogFiltersOf(searchParams), [searchParams]);

  const setFilters = useCallback(
    (patch: Partial<BlogFilters>) =>
      setSearchParams(
        (latest) => {
          const next = { ...blogFiltersOf(latest), ...patch };
          const params = new URLSearchParams();
          if (next.category !== "all") params.set("category", next.category);
          if (next.tag) params.set("tag", next.tag);
          if (next.dateRange !== "all") params.set("dateRange", next.dateRange);
          if (next.q) params.set("q", next.q);
          return params;
        },
        { replace: true, state: KEEP_SCROLL_POSITION },
      ),
    [setSearchParams],
  );

  const clearFilters = useCallback(
    () => setSearchParams(new URLSearchParams(), { replace: true, state: KEEP_SCROLL_POSITION }),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters };
}
