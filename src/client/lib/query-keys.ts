import type { LeaderboardPeriod } from "../../shared/gamification";

/**
 * Every query key of the client, in one place. Keys are nested by the endpoint they read, so a
 * prefix invalidates a whole family: `queryKeys.blog.all` refreshes the lists, the home news,
 * each article and its comments; `queryKeys.gamification.all` refreshes every gamification card.
 */
export const queryKeys = {
  user: ["/api/user"] as const,
  sessions: ["/api/sessions"] as const,
  bookmarks: ["/api/bookmarks"] as const,
  trendingTopics: ["/api/trending-topics"] as const,

  blog: {
    all: ["/api/blog"] as const,
    /** Every /blog list, whatever its filters (a like patches them all at once). */
    lists: ["/api/blog", "list"] as const,
    list: (filters: object) => ["/api/blog", "list", filters] as const,
    home: (limit: number) => ["/api/blog", { limit }] as const,
    article: (id: string) => ["/api/blog", id] as const,
    comments: (id: string) => ["/api/blog", id, "comments"] as const,
  },

  categories: {
    all: ["/api/blog/categories"] as const,
    one: (slug: string) => ["/api/blog/categories", slug] as const,
    posts: (slug: string, page: number) => ["/api/blog/categories", slug, "posts", page] as const,
  },

  gamification: {
    all: ["/api/gamification"] as const,
    level: (userId: number) => ["/api/gamification", "level", userId] as const,
    achievements: (userId: number) => ["/api/gamification", "achievements", userId] as const,
    ranking: (userId: number, period: LeaderboardPeriod) =>
      ["/api/gamification", "ranking", userId, period] as const,
  },

  publicProfiles: {
    all: ["/api/users"] as const,
    one: (userId: number) => ["/api/users", userId] as const,
  },
} as const;
