import { z } from "zod";
import {
  ALL_CONTENT_TYPES,
  SEARCH_CONTENT_TYPES,
  SEARCH_DATE_RANGES,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  SEARCH_TAGS_MAX,
} from "./search-limits";

/**
 * Site search: the query of
 * `GET /api/search` and its reply. The page reads the reply with these schemas too.
 */

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "Enter something to search for" })
    .trim()
    .min(1, "Enter something to search for")
    .max(SEARCH_QUERY_MAX, `Search terms must be at most ${SEARCH_QUERY_MAX} characters`),
  contentType: z
    .enum([ALL_CONTENT_TYPES, ...SEARCH_CONTENT_TYPES], {
      error: `contentType must be one of: ${[ALL_CONTENT_TYPES, ...SEARCH_CONTENT_TYPES].join(", ")}`,
    })
    .default(ALL_CONTENT_TYPES)
    .transform((value) => (value === ALL_CONTENT_TYPES ? undefined : value)),
  sort: z
    .enum(SEARCH_SORTS, { error: `sort must be one of: ${SEARCH_SORTS.join(", ")}` })
    .default("relevance"),
  dateRange: z
    .enum(SEARCH_DATE_RANGES, {
      error: `dateRange must be one of: ${SEARCH_DATE_RANGES.join(", ")}`,
    })
    .default("any"),
  /** Comma-joined; every tag must match. */
  tags: z
    .string()
    .max(500, "tags must be at most 500 characters")
    .default("")
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .refine((tags) => tags.length <= SEARCH_TAGS_MAX, `At most ${SEARCH_TAGS_MAX} tags at a time`),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d{1,5}$/, "cursor must be the nextCursor of an earlier reply")
    .optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  contentType: z.enum(SEARCH_CONTENT_TYPES),
  /** The item's id within its type (a mod's id is "{guide id}-{position}"). */
  id: z.string(),
  /** Where the result leads on this site. */
  url: z.string(),
  thumbnail: z.string().nullable(),
  title: z.string(),
  /**
   * Text around the matched words, HTML-escaped, with the matched words wrapped in
   * <mark>...</mark>: the only markup it can hold.
   */
  excerpt: z.string(),
  /** ISO 8601; null for content without a date (games, deals). */
  createdAt: z.string().nullable(),
  author: z.string().nullable(),
  tags: z.array(z.string()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchReplySchema = z.object({
  results: z.array(searchResultSchema),
  facets: z.object({
    /** Matches per type over the whole result set (every tab's count, whatever tab is open). */
    contentTypes: z.array(z.object({ type: z.enum(SEARCH_CONTENT_TYPES), count: z.number() })),
    /** The most frequent tags of the whole result set of the open tab. */
    tags: z.array(z.object({ name: z.string(), count: z.number() })),
  }),
  /** Matches of the open tab and filters, over every page. */
  total: z.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The query actually searched when a word had no match and was corrected; else null. */
  correctedQuery: z.string().nullable(),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
