import type { Kysely } from "kysely";
import type { AppCaches } from "./app-context";
import type { AppConfig } from "./config";
import type { Database } from "./db/schema";
import { createAdminStatsCache } from "./features/admin-dashboard/admin-stats.service";
import { BlogListCaches } from "./features/blog/blog-list-caches";
import { PRUNE_VIEWS_EVERY_MS } from "./features/blog/blog-views.service";
import { PRUNE_THREAD_VIEWS_EVERY_MS } from "./features/forum/thread-views";
import { TrendingThreadsCache } from "./features/forum/trending-threads-cache";
import { SearchCaches } from "./features/search/search-caches";
import { TopGamesRanking } from "./features/top-games/top-games.service";
import { AnonymousReplies } from "./lib/anonymous-replies";
import type { LiveEventBus } from "./lib/events/event-bus";
import { PeriodicChore } from "./lib/periodic-chore";

/** The in-memory state of one app's features, empty at start (see AppCaches). */
export function createAppCaches(deps: {
  config: AppConfig;
  db: Kysely<Database>;
  events: LiveEventBus;
  /** The app's clock when a test moves it. */
  now?: () => Date;
}): AppCaches {
  const now = deps.now;
  return {
    blogLists: new BlogListCaches(deps.db, deps.config, deps.events),
    blogViewPruning: new PeriodicChore(PRUNE_VIEWS_EVERY_MS),
    threadViewPruning: new PeriodicChore(PRUNE_THREAD_VIEWS_EVERY_MS),
    trendingThreads: new TrendingThreadsCache(deps.events),
    adminStats: createAdminStatsCache(),
    topGames: new TopGamesRanking(),
    imageCopies: new Map(),
    search: new SearchCaches(deps.db, deps.events),
    anonymousReplies: new AnonymousReplies(
      deps.config.pageCacheSeconds ?? 0,
      deps.events,
      now ? () => now().getTime() : Date.now,
    ),
  };
}
