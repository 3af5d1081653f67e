import { useCallback, useMemo } from "react";
import {
  STREAM_CATEGORIES,
  STREAM_PLATFORMS,
  STREAM_TABS,
  type StreamCategory,
  type StreamPlatform,
  type StreamTab,
} from "../../../shared/live-streams-limits";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * What the page shows lives in the address (`?tab=`, `?platform=`, `?category=`), so a reload,
 * a shared link and the server's render all show the same streams.
 */
export interface StreamFilters {
  tab: StreamTab;
  platform: StreamPlatform | "all";
  category: StreamCategory | "all";
}

export const DEFAULT_STREAM_FILTERS: StreamFilters = {
  tab: "live",
  platform: "all",
  category: "all",
};

function oneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The view an address asks for; anything unreadable falls back to the default. */
export function streamFiltersOf(searchParams: URLSearchParams): StreamFilters {
  const tab = searchParams.get("tab");
  const platform = searchParams.get("platform");
  const category = searchParams.get("category");
  return {
    tab: oneOf(STREAM_TABS, tab) ? tab : "live",
    platform: oneOf(STREAM_PLATFORMS, platform) ? platform : "all",
    category: oneOf(STREAM_CATEGORIES, category) ? category : "all",
  };
}

/** Query string of GET /api/live-streams and of the page's address: the defaults left out. */
export function streamsSearch(filters: StreamFilters, options: { keepTab?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.keepTab || filters.tab !== "live") params.set("tab", filters.tab);
  if (filters.platform !== "all") params.set("platform", filters.platform);
  if (filters.category !== "all") params.set("category", filters.category);
  return params.toString();
}

export function useStreamFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => streamFiltersOf(searchParams), [searchParams]);
  const setFilters = useCallback(
    (patch: Partial<StreamFilters>) =>
      setSearchParams((latest) => streamsSearch({ ...streamFiltersOf(latest), ...patch }), {
        replace: true,
        state: KEEP_SCROLL_POSITION,
      }),
    [setSearchParams],
  );
  return { filters, setFilters };
}
