import type { SearchQuery, SearchReply, SearchResult } from "../../../shared/search";
import {
  SEARCH_CONTENT_TYPES,
  SEARCH_DATE_RANGE_DAYS,
  SEARCH_PAGE_SIZE,
  SEARCH_TAG_FACETS_SHOWN,
  type SearchContentType,
} from "../../../shared/search-limits";
import { DAY_MS, MINUTE_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { queryWords } from "../../lib/full-text-query";
import {
  countByKind,
  countTags,
  findDocuments,
  findMatchingIds,
  findRankedIds,
  findScheduledDocumentIds,
  findWordCandidates,
  hasTrigramIndex,
  relevanceCandidates,
  type SearchDocumentRow,
  type SearchMatch,
  wordMatches,
} from "./search.repo";
import { type CachedSearch, SEARCH_CACHE_TTL_MS, type SearchCounts } from "./search-caches";
import { excerptHtml } from "./search-text";
import { maxEditsFor, nearestWord } from "./typo-correction";

/**
 * The site search: one page of results with the facets of the whole result set, correcting
 * a misspelt word when the words as typed match nothing.
 */

/**
 * Searches per IP address and minute (SEARCH_LIMIT_PER_MINUTE): far more than a person
 * searching, paging and switching tabs sends (the page does not search while typing), while
 * one address cannot keep the database busy for everyone else.
 */
export function searchLimit(perMinute: number): AttemptLimit {
  return {
    kind: "search-ip",
    max: perMinute,
    windowMs: MINUTE_MS,
    message: "Too many searches from your network. Please wait a moment and try again.",
  };
}

export type SearchOutcome = CachedSearch;

export function createSearchService(context: AppContext) {
  const caches = context.caches.search;
  /** Asked once per app: the trigram index does not come or go while the server runs. */
  let trigramIndex: Promise<boolean> | undefined;

  async function computeCounts(match: SearchMatch): Promise<SearchCounts> {
    const [kinds, tags] =
      match.since === undefined && match.tags.length === 0
        ? await countInMemory(match)
        : await Promise.all([
            countByKind(context.db, match),
            countTags(context.db, match, SEARCH_TAG_FACETS_SHOWN),
          ]);
    const byKind = new Map(kinds.map((row) => [row.kind, row.count]));
    return {
      kinds: SEARCH_CONTENT_TYPES.map((type) => ({ type, count: byKind.get(type) ?? 0 })),
      tags,
    };
  }

  /**
   * The counts of a search narrowed by its words (and a tab) only: the index gives the ids of
   * the matches, the app's copy of each document's type and tags does the counting. A date
   * range or tags narrow enough for the database to count the rows itself.
   */
  async function countInMemory(match: SearchMatch) {
    let ids = await findMatchingIds(context.db, match.words);
    if (match.hiddenIds?.length) {
      const hidden = new Set(match.hiddenIds);
      ids = ids.filter((id) => !hidden.has(id));
    }
    const counted = await caches.facets.count(ids, match.kind, SEARCH_TAG_FACETS_SHOWN);
    return [counted.kinds, counted.tags] as const;
  }

  const limit = searchLimit(context.config.searchLimitPerMinute);

  async function search(query: SearchQuery, client: { ip: string }): Promise<SearchOutcome> {
    const offset = query.cursor ? Number(query.cursor) : 0;
    // Each distinct word once, and a few at most: repeating a word cannot make a search dearer.
    const typed = queryWords(query.q);
    if (typed.length === 0) return { reply: emptyReply(null), gameIds: [] };
    const now = context.now();
    const since = sinceOf(query.dateRange, now);
    const tags = query.tags.map((tag) => tag.toLowerCase());
    // Everything the reply depends on but the index and the time, which the entry's
    // validity covers.
    const replyKey = JSON.stringify([
      typed,
      query.contentType ?? null,
      query.sort,
      since ?? null,
      tags,
      offset,
    ]);
    // A search answered from memory costs the database nothing, so it is not counted against
    // the address's limit, which keeps any one address from keeping the database busy.
    const kept = caches.reply(replyKey, now.getTime());
    if (kept) return kept;
    const generation = caches.generation;
    await consumeAttempt(context, limit, [`ip:${client.ip}`], now);
    // Ids, not the time, narrow the search: the counts' cache key changes only when a
    // scheduled post goes public.
    const dated = await findScheduledDocumentIds(context.db, now);
    const hiddenIds = dated.hiddenIds;
    // What is kept is valid until a document dated later than now (a scheduled post) comes due.
    const validUntil = Math.min(
      now.getTime() + SEARCH_CACHE_TTL_MS,
      dated.nextDatedAt ? Date.parse(dated.nextDatedAt) : Number.POSITIVE_INFINITY,
    );
    const match = (searchWords: string[]): SearchMatch => ({
      words: searchWords,
      kind: query.contentType,
      since,
      tags,
      ...(hiddenIds.length ? { hiddenIds } : {}),
    });
    const cachedCounts = (counted: SearchMatch) =>
      caches.counts(JSON.stringify(counted), now.getTime(), validUntil, () =>
        computeCounts(counted),
      );

    let words = typed;
    let correctedQuery: string | null = null;
    const page = { offset, limit: SEARCH_PAGE_SIZE + 1 };
    let ids = await findRankedIds(context.db, match(words), query.sort, page);
    if (ids.length === 0 && offset === 0) {
      const corrected = await correctWords(words);
      if (corrected) {
        words = corrected;
        correctedQuery = corrected.join(" ");
        ids = await findRankedIds(context.db, match(words), query.sort, page);
      }
    }
    const [rows, counts] = await Promise.all([
      findDocuments(context.db, ids.slice(0, SEARCH_PAGE_SIZE), words),
      cachedCounts(match(words)),
    ]);
    const total = query.contentType
      ? (counts.kinds.find((kind) => kind.type === query.contentType)?.count ?? 0)
      : counts.kinds.reduce((sum, kind) => sum + kind.count, 0);
    const reachable =
      query.sort === "relevance" ? Math.min(total, relevanceCandidates(context.db)) : total;
    const hasMore = ids.length > SEARCH_PAGE_SIZE && offset + SEARCH_PAGE_SIZE < reachable;
    const outcome: SearchOutcome = {
      reply: {
        results: rows.map(toResult),
        facets: { contentTypes: counts.kinds, tags: counts.tags },
        total,
        nextCursor: hasMore ? String(offset + SEARCH_PAGE_SIZE) : null,
        correctedQuery,
      },
      gameIds: offset === 0 ? rows.filter((row) => row.kind === "game").map(gameIdOf) : [],
    };
    caches.keepReply(replyKey, outcome, generation, validUntil);
    return outcome;
  }

  /** The words with each unmatched one replaced by its nearest indexed word, or null. */
  async function correctWords(words: string[]): Promise<string[] | null> {
    let changed = false;
    const corrected: string[] = [];
    for (const word of words) {
      if (word.length < 3 || (await wordMatches(context.db, word))) {
        corrected.push(word);
        continue;
      }
      trigramIndex ??= hasTrigramIndex(context.db);
      const candidates = await findWordCandidates(
        context.db,
        word,
        maxEditsFor(word),
        await trigramIndex,
      );
      const nearest = nearestWord(word, candidates);
      corrected.push(nearest ?? word);
      if (nearest) changed = true;
    }
    return changed ? corrected : null;
  }

  return { search };
}

function emptyReply(correctedQuery: string | null): SearchReply {
  return {
    results: [],
    facets: { contentTypes: SEARCH_CONTENT_TYPES.map((type) => ({ type, count: 0 })), tags: [] },
    total: 0,
    nextCursor: null,
    correctedQuery,
  };
}

/** The start of a date range, rounded down to the minute so its counts can be reused. */
function sinceOf(range: SearchQuery["dateRange"], now: Date): string | undefined {
  if (range === "any") return undefined;
  const start = now.getTime() - SEARCH_DATE_RANGE_DAYS[range] * DAY_MS;
  return new Date(Math.floor(start / MINUTE_MS) * MINUTE_MS).toISOString();
}

const gameIdOf = (row: SearchDocumentRow) => Number(row.resultId);

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

function toResult(row: SearchDocumentRow): SearchResult {
  return {
    contentType: row.kind as SearchContentType,
    id: row.resultId,
    url: row.url,
    thumbnail: row.thumbnail,
    title: row.title,
    excerpt: excerptHtml(row.snippet),
    createdAt: row.showsDate ? new Date(row.createdAt).toISOString() : null,
    author: row.author,
    tags: parseTags(row.tagsJson),
  };
}
