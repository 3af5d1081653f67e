import type { Kysely } from "kysely";
import type { AppConfig } from "./config";
import type { Engine } from "./db/database";
import type { Database } from "./db/schema";
import type { AdminStatsCache } from "./features/admin-dashboard/admin-stats.service";
import type { BlogListCaches } from "./features/blog/blog-list-caches";
import type { TrendingThreadsCache } from "./features/forum/trending-threads-cache";
import type { ImageCopiesInFlight } from "./features/media/media.service";
import type { SearchCaches } from "./features/search/search-caches";
import type { TopGamesRanking } from "./features/top-games/top-games.service";
import type { AnonymousReplies } from "./lib/anonymous-replies";
import type { LiveEventBus } from "./lib/events/event-bus";
import type { PeriodicChore } from "./lib/periodic-chore";
import type { SharedAttemptStore } from "./lib/redis-attempt-limiter";

/** What every feature module receives: the configuration and the database. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  engine: Engine;
  pingDatabase(): Promise<void>;
  /** The current time; tests move it to check expiries and windows. */
  now(): Date;
  /** Live events (new replies, unread counts) for the Server-Sent Events stream. */
  events: LiveEventBus;
  /** Attempt limits counted in Redis (REDIS_URL), shared by every process; null: the database. */
  attemptStore: SharedAttemptStore | null;
  /** What the features keep in memory between requests, one set per app (see AppCaches). */
  caches: AppCaches;
}

/**
 * The features' in-memory state: caches, and the pace of chores run now and then. Built once
 * per app by `createAppCaches` in buildApp, never kept in a module, so two apps in one process
 * (tests, a cluster's workers) share none of it.
 */
export interface AppCaches {
  /** The blog's list totals, anonymous list replies and post list state. */
  blogLists: BlogListCaches;
  /** Removing article views older than the counting window. */
  blogViewPruning: PeriodicChore;
  /** Removing discussion views older than the counting window. */
  threadViewPruning: PeriodicChore;
  /** The discussions the forum marks as trending. */
  trendingThreads: TrendingThreadsCache;
  /** The admin dashboard's numbers. */
  adminStats: AdminStatsCache;
  /** The top games ranking. */
  topGames: TopGamesRanking;
  /** Remote pictures being copied right now. */
  imageCopies: ImageCopiesInFlight;
  /** The site search's replies and facet counts. */
  search: SearchCaches;
  /** The public list APIs' replies to visitors, kept as ready bytes. */
  anonymousReplies: AnonymousReplies;
}
