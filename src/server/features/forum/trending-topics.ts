import {
  type ForumTrendingTopic,
  type TOPIC_CATEGORIES,
  TRENDING_TOPIC_TAGS_MAX,
  TRENDING_TOPICS_MAX,
} from "../../../shared/social";
import type { AppContext } from "../../app-context";
import { markdownExcerpt } from "../../lib/markdown";
import { TtlCache } from "../../lib/ttl-cache";
import { findTagsOfPosts } from "../blog";
import {
  countThreadsWithAnyTag,
  findHottestThreads,
  findNewestNews,
  type TrendingNewsRow,
  type TrendingThreadRow,
} from "./trending-topics.repo";

type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** How long one computed list is served before it is built again. */
export const TRENDING_TOPICS_TTL_MS = 60_000;
const DESCRIPTION_CHARS = 160;
/** Each source keeps this many places when it has that many candidates, so both show. */
const PLACES_PER_SOURCE = 3;

/**
 * Words that put a topic in one of the fixed topic categories, tried in this order against its
 * tags, title and category; the first that matches wins. Esports comes before the others so a
 * league final on stream is still Esports; TV needs "TV show" or "series" words so a CRT
 * television stays technology.
 */
const CATEGORY_KEYWORDS: readonly [TopicCategory, RegExp][] = [
  ["Anime", /\banime\b|\bmanga\b/],
  ["Esports", /\besports?\b|\btournaments?\b|\bleagues?\b|grand final|championship|\bscrims?\b/],
  ["Streaming", /\bstream(s|ing|er|ers)?\b|\btwitch\b|\bvods?\b/],
  ["Movies", /\bmovies?\b|\bfilms?\b|\bcinema\b/],
  ["TV Shows", /\btv shows?\b|\btv series\b|\bseries finale\b|\bepisodes?\b|\bsitcoms?\b/],
  [
    "Technology",
    /\bhardware\b|\btech\b|\bgpus?\b|\bcpus?\b|\bpc builds?\b|budget build|\bhandhelds?\b|\bram\b|\bssd\b|\bmonitors?\b|\bcrt\b/,
  ],
];

export function topicCategoryOf(source: "Forum" | "News", texts: readonly string[]): TopicCategory {
  const text = texts.join(" \u2022 ").toLowerCase();
  for (const [category, pattern] of CATEGORY_KEYWORDS) {
    if (pattern.test(text)) return category;
  }
  return source === "News" ? "Gaming News" : "Games";
}

/** Engagement of a discussion: upvotes weigh most, then replies, then a tenth of the views. */
export function threadEngagement(row: Pick<TrendingThreadRow, "upvotes" | "replyCount" | "views">) {
  return Math.round(row.upvotes * 3 + row.replyCount * 2 + row.views / 10);
}

/** Engagement of an article: likes, then comments, then a tenth of the views. */
export function newsEngagement(
  row: Pick<TrendingNewsRow, "likeCount" | "commentCount" | "viewCount">,
) {
  return Math.round(row.likeCount * 3 + row.commentCount * 2 + row.viewCount / 10);
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((tag): tag is string => typeof tag === "string")
      : [];
  } catch {
    return [];
  }
}

type Candidate = Omit<ForumTrendingTopic, "threadCount"> & { order: number };

/**
 * The Trending tab: the hottest discussions and the newest news, each weighed by engagement.
 * The best by engagement fill the list, except that each source keeps a few places when it has
 * candidates, so a busy forum never hides the news entirely (and the other way round); the
 * list is then in engagement order.
 */
export async function buildTrendingTopics(context: AppContext): Promise<ForumTrendingTopic[]> {
  const [threads, news] = await Promise.all([
    findHottestThreads(context.db, TRENDING_TOPICS_MAX),
    findNewestNews(context.db, TRENDING_TOPICS_MAX, context.now()),
  ]);
  const newsTags = await findTagsOfPosts(
    context.db,
    news.map((post) => post.id),
  );

  const forumCandidates: Candidate[] = threads.map((thread, order) => {
    const tags = parseTags(thread.tags).slice(0, TRENDING_TOPIC_TAGS_MAX);
    return {
      id: `thread-${thread.id}`,
      title: thread.title,
      description: markdownExcerpt(thread.content, DESCRIPTION_CHARS),
      category: topicCategoryOf("Forum", [
        ...tags,
        thread.title,
        thread.categoryName,
        thread.categorySlug,
      ]),
      source: "Forum",
      engagementScore: threadEngagement(thread),
      externalUrl: `/forum/thread/${thread.id}`,
      tags,
      order,
    };
  });
  const newsCandidates: Candidate[] = news.map((post, order) => {
    const tags = (newsTags.get(post.id) ?? []).slice(0, TRENDING_TOPIC_TAGS_MAX);
    return {
      id: `post-${post.id}`,
      title: post.title,
      description: cut(post.excerpt, DESCRIPTION_CHARS),
      category: topicCategoryOf("News", [
        ...tags,
        post.title,
        post.categoryName,
        post.categorySlug,
      ]),
      source: "News",
      engagementScore: newsEngagement(post),
      externalUrl: `/blog/${post.id}`,
      tags,
      order,
    };
  });

  const chosen = pickBothSources(forumCandidates, newsCandidates);
  const counts = await countThreadsWithAnyTag(
    context.db,
    chosen.map((topic) => topic.tags.map((tag) => tag.toLowerCase())),
  );
  return chosen.map(({ order: _order, ...topic }, index) => ({
    ...topic,
    // A discussion is on its own topic even when it has no tags.
    threadCount: Math.max(counts[index] ?? 0, topic.source === "Forum" ? 1 : 0),
  }));
}

const byEngagement = (a: Candidate, b: Candidate) =>
  b.engagementScore - a.engagementScore ||
  a.order - b.order ||
  (a.source === b.source ? 0 : a.source === "Forum" ? -1 : 1);

function pickBothSources(forum: Candidate[], news: Candidate[]): Candidate[] {
  const sortedForum = [...forum].sort(byEngagement);
  const sortedNews = [...news].sort(byEngagement);
  const reserved = [
    ...sortedForum.slice(0, PLACES_PER_SOURCE),
    ...sortedNews.slice(0, PLACES_PER_SOURCE),
  ];
  const rest = [
    ...sortedForum.slice(PLACES_PER_SOURCE),
    ...sortedNews.slice(PLACES_PER_SOURCE),
  ].sort(byEngagement);
  return [...reserved, ...rest].slice(0, TRENDING_TOPICS_MAX).sort(byEngagement);
}

function cut(text: string, max: number): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}

/** One computed list per app, rebuilt at most once a minute. */
export function createTrendingTopicsReader(context: AppContext) {
  const cache = new TtlCache<ForumTrendingTopic[]>(TRENDING_TOPICS_TTL_MS, 1);
  return () =>
    cache.getOrCompute("topics", context.now().getTime(), () => buildTrendingTopics(context));
}
