import { useCallback, useMemo } from "react";
import {
  DEVELOPER_UPDATE_FILTERS,
  DEVELOPER_UPDATE_TAG_LENGTH_MAX,
  type DeveloperUpdateFilter,
} from "../../../shared/developer-updates-limits";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * What the list shows lives in the address (`?type=`, `?search=`, `?tag=`), so a reload, a
 * shared link and the server's render all show the same updates.
 */
export interface DeveloperUpdateFilters {
  type: DeveloperUpdateFilter;
  search: string;
  tag: string;
}

export const DEFAULT_UPDATE_FILTERS: DeveloperUpdateFilters = { type: "all", search: "", tag: "" };

/** The longest search the API takes (developerUpdatesQuerySchema). */
const SEARCH_MAX = 200;

/**
 * The tab strip: all, roadmap, behind-scenes, announcements. Each tab is a type
 * filter too, so the tabs and the type dropdown always agree; Patch Notes has no tab.
 */
export const UPDATE_TABS = ["all", "roadmap", "behind-scenes", "announcements"] as const;
export type UpdateTab = (typeof UPDATE_TABS)[number];

export const UPDATE_TAB_LABELS: Record<UpdateTab, string> = {
  all: "All",
  roadmap: "Roadmap",
  "behind-scenes": "Behind the Scenes",
  announcements: "Announcements",
};

const TAB_TYPES: Record<UpdateTab, DeveloperUpdateFilter> = {
  all: "all",
  roadmap: "roadmap",
  "behind-scenes": "behind-scenes",
  announcements: "announcement",
};

export function isUpdateTab(value: string): value is UpdateTab {
  return (UPDATE_TABS as readonly string[]).includes(value);
}

/** The type a tab filters by. */
export function typeOfTab(tab: UpdateTab): DeveloperUpdateFilter {
  return TAB_TYPES[tab];
}

/** The tab that shows a type filter, or null for a type without a tab (Patch Notes). */
export function tabOfType(type: DeveloperUpdateFilter): UpdateTab | null {
  return UPDATE_TABS.find((tab) => TAB_TYPES[tab] === type) ?? null;
}

function isFilter(value: string | null): value is DeveloperUpdateFilter {
  return value !== null && (DEVELOPER_UPDATE_FILTERS as readonly string[]).includes(value);
}

/** The view an address asks for; anything unreadable falls back to the default. */
export function updateFiltersOf(searchParams: URLSearchParams): DeveloperUpdateFilters {
  const type = searchParams.get("type");
  return {
    type: isFilter(type) ? type : "all",
    search: searchParams.get("search")?.trim().slice(0, SEARCH_MAX) ?? "",
    tag:
      searchParams
        .get("tag")
        ?.trim()
        .replace(/^#+/, "")
        .slice(0, DEVELOPER_UPDATE_TAG_LENGTH_MAX) ?? "",
  };
}

export function hasUpdateFilters(filters: DeveloperUpdateFilters): boolean {
  return filters.type !== "all" || filters.search !== "" || filters.tag !== "";
}

/** Query string of GET /api/developer-updates; the defaults are left out. */
export function updatesListSearch(filters: DeveloperUpdateFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (filters.type !== "all") params.set("type", filters.type);
  if (filters.search) params.set("search", filters.search);
  if (filters.tag) params.set("tag", filters.tag);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** The list's address for a view: only what differs from the default is written. */
export function updatesListHref(filters: Partial<DeveloperUpdateFilters>): string {
  const query = updatesListSearch({ ...DEFAULT_UPDATE_FILTERS, ...filters });
  return query ? `/developer-updates?${query}` : "/developer-updates";
}

export function useUpdateFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => updateFiltersOf(searchParams), [searchParams]);
  const setFilters = useCallback(
    (patch: Partial<DeveloperUpdateFilters>) =>
      setSearchParams((latest) => updatesListSearch({ ...updateFiltersOf(latest), ...patch }), {
        replace: true,
        state: KEEP_SCROLL_POSITION,
      }),
    [setSearchParams],
  );
  return { filters, setFilters };
}
