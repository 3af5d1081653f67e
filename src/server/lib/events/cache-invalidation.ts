import type { LiveEventBus } from "./event-bus";

/** The bus channel of cache invalidations; only server processes listen to it. */
export const CACHES_CHANNEL = "server:caches";

/**
 * The name cleared after every successful write to public content through the API (see
 * page-render/page-cache-policy): caches of what anonymous visitors see, other than the page
 * cache itself, listen to it (the blog's post list state).
 */
export const PUBLIC_CONTENT_CACHES = "public-content";

/**
 * The name the site search's index announces on every write to it (any kind of content, by
 * any route, job or script run through an app): the search's cached replies and counts
 * listen to it.
 */
export const SEARCH_INDEX_CACHES = "search-index";

/**
 * Caches kept in each process's memory, where a write must clear them in every process (the
 * site behind a proxy with several server processes). The bus delivers to this process at
 * once and to the others within moments (PostgreSQL NOTIFY or Redis). With one process (SQLite)
 * the bus is in-process and this is a plain clear.
 *
 * The other per-process caches need none of it: the blog's totals and lists are keyed by the
 * post list's version, which database triggers change on every write in any process (the
 * version itself is remembered for a second and dropped by PUBLIC_CONTENT_CACHES, see
 * blog/post-list-state), and the admin dashboard's and trending topics' numbers are only ever
 * renewed by their short TTL.
 */
export function clearCacheEverywhere(events: LiveEventBus, cache: string): void {
  events.publish(CACHES_CHANNEL, { type: "cache-cleared", cache });
}

/** Runs `clear` whenever any process clears `cache`; returns the function that stops it. */
export function onCacheCleared(
  events: LiveEventBus,
  cache: string,
  clear: () => void | Promise<void>,
): () => void {
  return events.subscribe(CACHES_CHANNEL, (event) => {
    if (event.type !== "cache-cleared" || event.cache !== cache) return;
    Promise.resolve(clear()).catch(() => {
      // A memory cache does not fail to clear; an entry missed here expires with its TTL.
    });
  });
}

interface ClearableCache {
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The same cache, whose `clear` empties it in every process. Its own copy is emptied before
 * `clear` returns (the bus delivers to this process synchronously), so the writer's next read
 * never sees the old entry.
 */
export function clearedInEveryProcess<T extends ClearableCache>(
  cache: T,
  events: LiveEventBus,
  name: string,
): T {
  const stop = onCacheCleared(events, name, () => cache.clear());
  return {
    ...cache,
    clear: async () => clearCacheEverywhere(events, name),
    close: async () => {
      stop();
      await cache.close();
    },
  };
}
