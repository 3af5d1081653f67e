import type { Kysely } from "kysely";
import type { BlogListReply } from "../../../shared/blog";
import type { AppConfig } from "../../config";
import type { Database } from "../../db/schema";
import type { LiveEventBus } from "../../lib/events/event-bus";
import { TtlCache } from "../../lib/ttl-cache";
import { PostListStateReader } from "./post-list-state";

/** How long a cached total is kept at most (its key changes with every write anyway). */
const TOTALS_TTL_MS = 60_000;

/**
 * The blog's list caches of one app, built once in buildApp: two apps in one process (tests,
 * a cluster's workers) share none of them.
 */
export class BlogListCaches {
  /**
   * Totals are counted over every matching post; on a large site that is the costliest part of
   * a list request (measured by `npm run bench` on 100,000 posts), so they are cached. The key
   * holds the post list's version, which database triggers change with every write that can
   * change a total (publishing, unpublishing, editing, deleting, ingesting, on any server
   * process), so a cached total is never stale and no writer has to remember to clear it.
   */
  readonly totals = new TtlCache<number>(TOTALS_TTL_MS);

  /**
   * Every anonymous reader gets the same list for the same query, so the reply is reused for as
   * long as the anonymous page cache keeps a page (PAGE_CACHE_SECONDS; 0 turns both off, and
   * this is null): a news spike costs one list query per interval, not one per reader. The key
   * holds the post list's version, so a post published, edited or removed shows at once;
   * counts of likes, comments and views may lag by those few seconds, as on a cached page.
   */
  readonly anonymousLists: TtlCache<BlogListReply> | null;

  /** The post list's version and next scheduled time, which key both caches above. */
  readonly listState: PostListStateReader;

  constructor(db: Kysely<Database>, config: AppConfig, events: LiveEventBus) {
    const seconds = config.pageCacheSeconds ?? 0;
    this.anonymousLists = seconds > 0 ? new TtlCache<BlogListReply>(seconds * 1000) : null;
    this.listState = new PostListStateReader(db, config, events);
  }
}
