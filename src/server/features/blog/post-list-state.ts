import type { Kysely } from "kysely";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db/schema";
import { onCacheCleared, PUBLIC_CONTENT_CACHES } from "../../lib/events/cache-invalidation";
import { findPostListState } from "./blog.repo";

export type PostListState = Awaited<ReturnType<typeof findPostListState>>;

/** How long a process trusts the state it read, when no write told it otherwise. */
export const POST_LIST_STATE_MAX_AGE_MS = 1_000;

interface Remembered {
  state: PostListState | null;
  readAt: number;
  /** Bumped by every clear: a read that started before a clear does not store its answer. */
  generation: number;
}

const rememberedByDatabase = new WeakMap<Kysely<Database>, Remembered>();

/**
 * The post list's state (its version and the next scheduled post's time, see
 * findPostListState), which keys the blog's cached lists and totals.
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
export async function readPostListState(context: AppContext, now: Date): Promise<PostListState> {
  if ((context.config.pageCacheSeconds ?? 0) <= 0) return findPostListState(context.db, now);
  const remembered = rememberedOf(context);
  const { state, readAt, generation } = remembered;
  const time = now.getTime();
  const isFresh =
    state !== null &&
    time >= readAt &&
    time - readAt < POST_LIST_STATE_MAX_AGE_MS &&
    (state.nextScheduledAt === null || time < Date.parse(state.nextScheduledAt));
  if (isFresh) return state;
  const read = await findPostListState(context.db, now);
  if (remembered.generation === generation) {
    remembered.state = read;
    remembered.readAt = time;
  }
  return read;
}

function rememberedOf(context: AppContext): Remembered {
  let remembered = rememberedByDatabase.get(context.db);
  if (!remembered) {
    const created: Remembered = { state: null, readAt: 0, generation: 0 };
    onCacheCleared(context.events, PUBLIC_CONTENT_CACHES, () => {
      created.state = null;
      created.generation += 1;
    });
    rememberedByDatabase.set(context.db, created);
    remembered = created;
  }
  return remembered;
}
