import { Redis } from "ioredis";
import type { CachedPage } from "./cached-page-encoding";

export type { CachedPage } from "./cached-page-encoding";

/**
 * HTML rendered for visitors without a session, kept a few seconds per address, so a spike of
 * visitors on one article costs one render per interval, not one per visitor. Any write to the
 * site's content drops every entry (`clear`), so nobody reads a page older than the write.
 */
export interface PageCache {
  get(url: string): Promise<CachedPage | undefined>;
  set(url: string, page: CachedPage): Promise<void>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Enough for every page of a busy site; odd query strings cannot grow the cache past it. */
const MAX_MEMORY_ENTRIES = 2_000;

/** One process's cache: a Map in insertion order, oldest dropped first. */
export function createMemoryPageCache(ttlMs: number, now: () => number = Date.now): PageCache {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  return {
    async get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(url);
        return undefined;
      }
      return entry.page;
    },
    async set(url, page) {
      entries.delete(url);
      entries.set(url, { page, expiresAt: now() + ttlMs });
      while (entries.size > MAX_MEMORY_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async clear() {
      entries.clear();
    },
    async close() {
      entries.clear();
    },
  };
}

/** A cache that does not answer within this is skipped: the page is rendered instead. */
const REDIS_TIMEOUT_MS = 200;

/**
 * Shared by every server process through Redis. Entries are keyed by a generation number that
 * a content write increments, so one INCR drops every process's pages at once. When Redis is
 * unreachable the cache answers "not cached" and pages are rendered: an outage costs speed,
 * never a page.
 */
export function createRedisPageCache(
  redisUrl: string,
  ttlMs: number,
  /** The site's keys (see redisNamespace): another site on the same Redis has its own. */
  namespace: string,
): PageCache & { ready: Promise<void> } {
  const generationKey = `gamehub:page-cache:${namespace}:generation`;
  const redis = new Redis(redisUrl, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_TIMEOUT_MS,
  });
  // Connection errors are reported by the failed commands below; without a listener ioredis
  // would print each reconnection attempt.
  redis.on("error", () => {});
  // Until connected, commands fail at once (no offline queue): those pages are rendered.
  const ready = new Promise<void>((resolve) => redis.once("ready", () => resolve()));
  const pageKey = (generation: string | null, url: string) =>
    `gamehub:page-cache:${namespace}:${generation ?? "0"}:${url}`;
  return {
    ready,
    async get(url) {
      try {
        const generation = await redis.get(generationKey);
        const stored = await redis.get(pageKey(generation, url));
        return stored ? fromRedis(stored) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(url, page) {
      try {
        const generation = await redis.get(generationKey);
        await redis.set(pageKey(generation, url), toRedis(page), "PX", ttlMs);
      } catch {
        // Not cached this time; the next visitor renders again.
      }
    },
    async clear() {
      try {
        await redis.incr(generationKey);
      } catch {
        // Entries expire on their own within the cache's few seconds.
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Redis keeps strings: the compressed copies travel as base64. */
function toRedis(page: CachedPage): string {
  return JSON.stringify({
    status: page.status,
    html: page.html,
    gzip: page.gzip.toString("base64"),
    brotli: page.brotli.toString("base64"),
  });
}

function fromRedis(stored: string): CachedPage {
  const page = JSON.parse(stored) as { status: number; html: string; gzip: string; brotli: string };
  return {
    status: page.status,
    html: page.html,
    gzip: Buffer.from(page.gzip, "base64"),
    brotli: Buffer.from(page.brotli, "base64"),
  };
}
