import { useCallback, useMemo } from "react";
import {
  FEEDBACK_STATUS_FILTER_LABELS,
  FEEDBACK_TABS,
  FEEDBACK_TYPE_FILTER_LABELS,
  type FeedbackTab,
} from "../../../shared/feedback-limits";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * What the hub shows lives in the address (`?tab=`, `?search=`, `?type=`, `?status=`), so a
 * reload, a shared link and the server's render all show the same list.
 */
export type FeedbackTypeFilter = keyof typeof FEEDBACK_TYPE_FILTER_LABELS;
export type FeedbackStatusFilter = keyof typeof FEEDBACK_STATUS_FILTER_LABELS;

export interface FeedbackFilters {
  tab: FeedbackTab;
  search: string;
  type: FeedbackTypeFilter;
  status: FeedbackStatusFilter;
}

export const DEFAULT_FEEDBACK_FILTERS: FeedbackFilters = {
  tab: "all",
  search: "",
  type: "all",
  status: "all",
};

/** The longest search the API takes (feedbackListQuerySchema). */
const SEARCH_MAX = 200;

export const FEEDBACK_TAB_LABELS: Record<FeedbackTab, string> = {
  all: "All",
  trending: "Trending",
  "my-feedback": "My Feedback",
  "dev-responses": "Dev Responses",
};

function oneOf<T extends string>(choices: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

const TYPE_FILTERS = Object.keys(FEEDBACK_TYPE_FILTER_LABELS) as FeedbackTypeFilter[];
const STATUS_FILTERS = Object.keys(FEEDBACK_STATUS_FILTER_LABELS) as FeedbackStatusFilter[];

/** The view an address asks for; anything unreadable falls back to the default. */
export function feedbackFiltersOf(searchParams: URLSearchParams): FeedbackFilters {
  return {
    tab: oneOf(FEEDBACK_TABS, searchParams.get("tab"), "all"),
    search: searchParams.get("search")?.trim().slice(0, SEARCH_MAX) ?? "",
    type: oneOf(TYPE_FILTERS, searchParams.get("type"), "all"),
    status: oneOf(STATUS_FILTERS, searchParams.get("status"), "all"),
  };
}

export function hasFeedbackFilters(filters: FeedbackFilters): boolean {
  return filters.search !== "" || filters.type !== "all" || filters.status !== "all";
}

/** Query string of GET /api/community-feedback; the defaults are left out. */
export function feedbackListSearch(filters: FeedbackFilters, cursor?: string | null): string {
  const params = new URLSearchParams({ tab: filters.tab });
  if (filters.search) params.set("search", filters.search);
  if (filters.type !== "all") params.set("type", filters.type);
  if (filters.status !== "all") params.set("status", filters.status);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** The address of a view: only what differs from the default is written. */
function addressOf(filters: FeedbackFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== "all") params.set("tab", filters.tab);
  if (filters.search) params.set("search", filters.search);
  if (filters.type !== "all") params.set("type", filters.type);
  if (filters.status !== "all") params.set("status", filters.status);
  return params;
}

export function useFeedbackParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => feedbackFiltersOf(searchParams), [searchParams]);
  const setFilters = useCallback(
    (patch: Partial<FeedbackFilters>) =>
      setSearchParams((latest) => addressOf({ ...feedbackFiltersOf(latest), ...patch }), {
        replace: true,
        state: KEEP_SCROLL_POSITION,
      }),
    [setSearchParams],
  );
  return { filters, setFilters };
}
