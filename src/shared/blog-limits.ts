/**
 * Blog numbers and constants, apart from the schemas so a page can use them without loading zod.
 */

/** The date filters of the blog list. */
export const DATE_RANGES = ["all", "today", "week", "month", "year"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** What a news card shows when a post leaves a field out or blank. */
export const DEFAULT_NEWS_CATEGORY = "NEWS";
export const DEFAULT_NEWS_TIME_AGO = "2h ago";

/** Largest page the list endpoint serves: 100 articles per "Load More" step. */
export const BLOG_PAGE_SIZE_MAX = 100;

/** The home page shows at most four posts. */
export const HOME_NEWS_LIMIT = 4;

/** Posts per category page. */
export const CATEGORY_PAGE_SIZE = 12;

/** Trending topics shown in the sidebar. */
export const TRENDING_TOPICS_MAX = 8;

/** A member waits this long between two comments. */
export const COMMENT_MIN_INTERVAL_SECONDS = 15;

/** Comments one member may post in 24 hours. */
export const COMMENTS_PER_DAY = 50;
