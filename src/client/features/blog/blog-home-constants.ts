import type { DateRange } from "../../../shared/blog";

/** The select's values are category slugs; "all" sends none. */
export const CATEGORY_OPTIONS = [
  { value: "all", label: "All Categories" },
  { value: "gaming-news", label: "Gaming News" },
  { value: "reviews", label: "Reviews" },
  { value: "guides", label: "Guides" },
  { value: "esports", label: "Esports" },
  { value: "hardware", label: "Hardware" },
  { value: "industry", label: "Industry" },
] as const;

/** The date ranges of the filter panel. */
export const DATE_RANGE_OPTIONS: ReadonlyArray<{ value: DateRange; label: string }> = [
  { value: "all", label: "All Time" },
  { value: "today", label: "Today" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
  { value: "year", label: "This Year" },
];

/** The popular tags of the filter panel. */
export const POPULAR_TAGS = [
  "PC Gaming",
  "Console",
  "Mobile",
  "VR",
  "Indie",
  "AAA",
  "RPG",
  "FPS",
  "Strategy",
  "Action",
] as const;

/** Blog list and trending stay fresh for 10 minutes. */
export const BLOG_STALE_TIME_MS = 10 * 60 * 1000;
/** "Load more" keeps its loading state at least this long. */
export const LOAD_MORE_MIN_MS = 800;
/** An erroring or empty list asks the server for fresh news after this delay. */
export const NEWS_REFRESH_DELAY_MS = 2000;
/** Skeleton counts. */
export const LIST_SKELETONS = 4;
export const LOAD_MORE_SKELETONS = 2;
export const TRENDING_SKELETONS = 5;
export const ALL_ARTICLES_SKELETONS = 8;
/** How long the share menu says the link was copied. */
export const COPIED_INDICATOR_MS = 2000;
