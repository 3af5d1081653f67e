import { useCallback, useMemo } from "react";
import { FORUM_SORTS, type ForumSort } from "../../../shared/forum-limits";
import { KEEP_SCROLL_POSITION } from "../../app/scroll-restoration";
import { useSearchParams } from "../../lib/router";

/**
 * What the forum shows is kept in the address (`?tab=`, and the discussion filters `category`,
 * `sort` and `q`), so a reload, a shared link and the server's render all show the same view.
 */
export const FORUM_TABS = ["discussions", "categories", "trending", "social"] as const;
export type ForumTab = (typeof FORUM_TABS)[number];
export const DEFAULT_FORUM_TAB: ForumTab = "discussions";

export interface ForumFilters {
  /** A category id, or "all" (then the list asks for every category). */
  categoryId: number | "all";
  sortBy: ForumSort;
  q: string;
}

export const DEFAULT_FORUM_FILTERS: ForumFilters = { categoryId: "all", sortBy: "latest", q: "" };

export const SORT_LABELS: Record<ForumSort, string> = {
  latest: "Latest",
  popular: "Popular",
  trending: "Trending",
};

function isForumTab(value: string | null): value is ForumTab {
  return value !== null && (FORUM_TABS as readonly string[]).includes(value);
}

function isForumSort(value: string | null): value is ForumSort {
  return value !== null && (FORUM_SORTS as readonly string[]).includes(value);
}

export function forumTabOf(searchParams: URLSearchParams): ForumTab {
  const tab = searchParams.get("tab");
  return isForumTab(tab) ? tab : DEFAULT_FORUM_TAB;
}

/** The filters an address asks for; anything unreadable falls back to the default. */
export function forumFiltersOf(searchParams: URLSearchParams): ForumFilters {
  const category = Number(searchParams.get("category"));
  const sort = searchParams.get("sort");
  return {
    categoryId: Number.isInteger(category) && category > 0 ? category : "all",
    sortBy: isForumSort(sort) ? sort : "latest",
    q: searchParams.get("q")?.trim().slice(0, 200) ?? "",
  };
}

export function hasForumFilters(filters: ForumFilters): boolean {
  return filters.categoryId !== "all" || filters.q !== "";
}

/** Query string of GET /api/forum/threads; "all" omits categoryId. */
export function threadListSearch(filters: ForumFilters, cursor?: string | null): string {
  const params = new URLSearchParams({ sortBy: filters.sortBy });
  if (filters.categoryId !== "all") params.set("categoryId", String(filters.categoryId));
  if (filters.q) params.set("q", filters.q);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** The address of a view; the default tab is written only when asked (a tab picked by hand). */
function addressOf(tab: ForumTab, filters: ForumFilters, writeTab: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (writeTab || tab !== DEFAULT_FORUM_TAB) params.set("tab", tab);
  if (filters.categoryId !== "all") params.set("category", String(filters.categoryId));
  if (filters.sortBy !== "latest") params.set("sort", filters.sortBy);
  if (filters.q) params.set("q", filters.q);
  return params;
}

export function useForumParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = forumTabOf(searchParams);
  const filters = useMemo(() => forumFiltersOf(searchParams), [searchParams]);

  /** Builds on the address last written, which a quick second change may be ahead of the page. */
  const go = useCallback(
    (change: (latest: URLSearchParams) => [ForumTab, ForumFilters, boolean]) => {
      setSearchParams((latest) => addressOf(...change(latest)), {
        replace: true,
        state: KEEP_SCROLL_POSITION,
      });
    },
    [setSearchParams],
  );

  // A tab picked by hand is written even when it is the default, so the address names it.
  const setTab = useCallback(
    (next: ForumTab) => go((latest) => [next, forumFiltersOf(latest), true]),
    [go],
  );
  const setFilters = useCallback(
    (patch: Partial<ForumFilters>) =>
      go((latest) => [
        forumTabOf(latest),
        { ...forumFiltersOf(latest), ...patch },
        latest.has("tab"),
      ]),
    [go],
  );
  /** The Categories tab's cards: the discussions of one category. */
  const showCategory = useCallback(
    (categoryId: number) =>
      go((latest) => ["discussions", { ...forumFiltersOf(latest), categoryId, q: "" }, true]),
    [go],
  );

  return { tab, filters, setTab, setFilters, showCategory };
}
