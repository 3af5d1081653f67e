import type { Kysely } from "kysely";
import { type SearchReply, searchReplySchema } from "../../../shared/search";
import type { SearchContentType } from "../../../shared/search-limits";
import type { Database } from "../../db/schema";
import {
  onCacheCleared,
  PUBLIC_CONTENT_CACHES,
  SEARCH_INDEX_CACHES,
} from "../../lib/events/cache-invalidation";
import type { LiveEventBus } from "../../lib/events/event-bus";
import { DocumentFacets } from "./document-facets";

/** How long a search's reply and its facet counts are reused at most. */
export const SEARCH_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

export interface SearchCounts {
  kinds: { type: SearchContentType; count: number }[];
  tags: { name: string; count: number }[];
}

export interface CachedSearch {
  reply: SearchReply;
  /** Games among the first page's results (their searches count towards /top-games). */
  gameIds: number[];
}

interface Entry<V> {
  value: V;
  /** Epoch ms after which the entry is not used. */
  validUntil: number;
}

/** A map of at most MAX_ENTRIES entries; the oldest goes when it is full. */
class BoundedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();

  get(key: string, now: number): V | undefined {
    const hit = this.#entries.get(key);
    if (hit === undefined) return undefined;
    if (hit.validUntil > now) return hit.value;
    this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: V, validUntil: number): void {
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { value, validUntil });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * What the site search keeps between requests, one set per app (built in buildApp): whole
 * replies, so a search many visitors make costs the database once, and the facet counts of a
 * query, the dearest part of a search on a common word, shared by its pages, orders and tabs.
 *
 * Both are dropped whenever the index may have changed: the search index announces each of its
 * writes on the app's event bus (SEARCH_INDEX_CACHES, at the write), and every successful write
 * to public content through the API announces itself after its transaction has committed
 * (PUBLIC_CONTENT_CACHES); each reaches every server process. A search that started before a
 * clear does not keep what it read, which may be from before the change. Other processes'
 * writes that bypass the API (news refresh, scripts) show within SEARCH_CACHE_TTL_MS; views
 * (the "Most viewed" order) may lag as long.
 */
export class SearchCaches {
  readonly #replies = new BoundedCache<CachedSearch>();
  readonly #counts = new BoundedCache<Promise<SearchCounts>>();
  /** Each reply object is checked against its schema and written as JSON once. */
  readonly #replyJson = new WeakMap<SearchReply, string>();
  /** Bumped by every clear: what was read before it is not kept. */
  #generation = 0;

  /** The type and tags of every document, for the facet counts of common words. */
  readonly facets: DocumentFacets;

  constructor(db: Kysely<Database>, events: LiveEventBus) {
    this.facets = new DocumentFacets(db);
    const clear = () => this.clear();
    onCacheCleared(events, SEARCH_INDEX_CACHES, clear);
    onCacheCleared(events, PUBLIC_CONTENT_CACHES, clear);
  }

  /** The current generation, taken before reading what is to be kept. */
  get generation(): number {
    return this.#generation;
  }

  clear(): void {
    this.#generation += 1;
    this.#replies.clear();
    this.#counts.clear();
  }

  reply(key: string, now: number): CachedSearch | undefined {
    return this.#replies.get(key, now);
  }

  /** Keeps a reply read at `generation`, unless a clear came since. */
  keepReply(key: string, value: CachedSearch, generation: number, validUntil: number): void {
    if (generation === this.#generation) this.#replies.set(key, value, validUntil);
  }

  /** The counts of `key`, counted once however many searches ask at the same time. */
  counts(
    key: string,
    now: number,
    validUntil: number,
    count: () => Promise<SearchCounts>,
  ): Promise<SearchCounts> {
    const hit = this.#counts.get(key, now);
    if (hit) return hit;
    const counts = count();
    // A failed count is not kept: the next search asks the database again.
    counts.catch(() => this.#counts.delete(key));
    this.#counts.set(key, counts, validUntil);
    return counts;
  }

  /** The reply as JSON, checked against its schema; written once per reply object. */
  replyToJson(reply: SearchReply): string {
    let json = this.#replyJson.get(reply);
    if (json === undefined) {
      json = JSON.stringify(searchReplySchema.parse(reply));
      this.#replyJson.set(reply, json);
    }
    return json;
  }
}
