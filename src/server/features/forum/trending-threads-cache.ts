import { onCacheCleared, PUBLIC_CONTENT_CACHES } from "../../lib/events/cache-invalidation";
import type { LiveEventBus } from "../../lib/events/event-bus";

/**
 * How long the set of trending discussions is reused at most. Writes through the API drop it
 * at once (below); this bounds only what bypasses the API (scripts, rows written by tests) and
 * the passing of time (the trending window's start moves, hot scores age).
 */
export const TRENDING_THREADS_TTL_MS = 10_000;

/**
 * The ids every forum list and discussion page marks as trending, one set per app (built in
 * buildApp). Working them out reads the head of the trending index and probes each candidate's
 * recent replies and votes, which cost about as much as the list page itself; every reader
 * gets the same set, so it is worked out once and reused. Every successful write to public
 * content through the API (a reply, a vote, an edit, moderation) drops it in every server
 * process after its transaction has committed; a set read before such a drop is not kept.
 */
export class TrendingThreadsCache {
  #entry: { ids: ReadonlySet<number>; computedAt: number } | null = null;
  #pending: { promise: Promise<ReadonlySet<number>>; generation: number } | null = null;
  /** Bumped by every clear: what was read before it is not kept. */
  #generation = 0;

  constructor(events: LiveEventBus) {
    onCacheCleared(events, PUBLIC_CONTENT_CACHES, () => this.clear());
  }

  clear(): void {
    this.#generation += 1;
    this.#entry = null;
    this.#pending = null;
  }

  /**
   * The cached set while it is younger than the TTL on the app's clock (a clock moved back
   * counts as expired), otherwise `compute`'s, shared by the requests that ask meanwhile.
   */
  async get(
    now: number,
    compute: () => Promise<ReadonlySet<number>>,
  ): Promise<ReadonlySet<number>> {
    const entry = this.#entry;
    if (entry && now >= entry.computedAt && now - entry.computedAt < TRENDING_THREADS_TTL_MS) {
      return entry.ids;
    }
    const generation = this.#generation;
    if (this.#pending?.generation === generation) return this.#pending.promise;
    const promise = compute();
    this.#pending = { promise, generation };
    try {
      const ids = await promise;
      if (generation === this.#generation) this.#entry = { ids, computedAt: now };
      return ids;
    } finally {
      if (this.#pending?.promise === promise) this.#pending = null;
    }
  }
}
