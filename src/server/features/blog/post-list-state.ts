import type { Kysely } from "kysely";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/schema";
import { onCacheCleared, PUBLIC_CONTENT_CACHES } from "../../lib/events/cache-invalidation";
import type { LiveEventBus } from "../../lib/events/event-bus";
import { findPostListState } from "./blog.repo";

export type PostListState = Awaited<ReturnType<typeof findPostListState>>;

/** How long a process trusts the state it read, when no write told it otherwise. */
export const POST_LIST_STATE_MAX_AGE_MS = 1_000;

/**
 * The post list's state (its version and the next scheduled post's time, see
 * findPostListState), which keys the blog's cached lists and totals. One reader per app.
 *
 * With caching off (PAGE_CACHE_SECONDS=0) it is read on every request. With caching on it is
 * read at most once a second per process: every list request needs it, and reading it was
 * the largest part of a cached list reply (a tenth of its time in `npm run bench`). It is
 * still exact where it matters:
 * - a write to public content through the API drops it in every process at once, by the
 *   signal that drops the anonymous page cache (plugins/client-app);
 * - when the next scheduled post's time comes, it is read again, so the post appears on time;
 * - a write that bypasses the API (a script writing to the database) shows within a second.
 */
export class PostListStateReader {
  #state: PostListState | null = null;
  #readAt = 0;
  /** Bumped by every clear: a read that started before a clear does not store its answer. */
  #generation = 0;
  readonly #isRemembered: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    config: AppConfig,
    events: LiveEventBus,
  ) {
    this.#isRemembered = (config.pageCacheSeconds ?? 0) > 0;
    if (this.#isRemembered) {
      onCacheCleared(events, PUBLIC_CONTENT_CACHES, () => {
        this.#state = null;
        this.#generation += 1;
      });
    }
  }

  async read(now: Date): Promise<PostListState> {
    if (!this.#isRemembered) return findPostListState(this.db, now);
    const state = this.#state;
    const readAt = this.#readAt;
    const generation = this.#generation;
    const time = now.getTime();
    const isFresh =
      state !== null &&
      time >= readAt &&
      time - readAt < POST_LIST_STATE_MAX_AGE_MS &&
      (state.nextScheduledAt === null || time < Date.parse(state.nextScheduledAt));
    if (isFresh) return state;
    const read = await findPostListState(this.db, now);
    if (this.#generation === generation) {
      this.#state = read;
      this.#readAt = time;
    }
    return read;
  }
}
