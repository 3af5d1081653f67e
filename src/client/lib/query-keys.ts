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

  forum: {
    all: ["/api/forum"] as const,
    categories: ["/api/forum", "categories"] as const,
    /** Every discussion list, whatever its filters (a new discussion refreshes them all). */
    threadLists: ["/api/forum", "threads"] as const,
    threads: (filters: object) => ["/api/forum", "threads", filters] as const,
    thread: (id: number) => ["/api/forum", "thread", id] as const,
    replies: (id: number) => ["/api/forum", "thread", id, "replies"] as const,
    trendingTopics: ["/api/forum", "trending-topics"] as const,
    flags: ["/api/forum", "flags"] as const,
  },

  socialPosts: (platform: string) => ["/api/social/posts", platform] as const,

  games: {
    all: ["/api/games"] as const,
    featured: ["/api/games", "featured"] as const,
    hub: (slug: string) => ["/api/games", "hub", slug] as const,
  },

  topGames: ["/api/top-games"] as const,
  merchandise: ["/api/merchandise"] as const,

  guides: {
    all: ["/api/guides"] as const,
    list: (filters: object) => ["/api/guides", "list", filters] as const,
    games: ["/api/guides", "games"] as const,
    one: (id: number) => ["/api/guides", "one", id] as const,
  },

  developerUpdates: {
    all: ["/api/developer-updates"] as const,
    lists: ["/api/developer-updates", "list"] as const,
    list: (filters: object) => ["/api/developer-updates", "list", filters] as const,
    one: (slug: string) => ["/api/developer-updates", "one", slug] as const,
  },

  feedback: {
    all: ["/api/community-feedback"] as const,
    lists: ["/api/community-feedback", "list"] as const,
    list: (filters: object) => ["/api/community-feedback", "list", filters] as const,
    item: (id: number) => ["/api/community-feedback", "item", id] as const,
    comments: (id: number) => ["/api/community-feedback", "item", id, "comments"] as const,
  },

  roadmap: ["/api/roadmap"] as const,

  notifications: {
    all: ["/api/notifications"] as const,
    list: ["/api/notifications", "list"] as const,
    /** The bell's number; live events write it. */
    unreadCount: ["/api/notifications", "unread"] as const,
    settings: ["/api/notifications", "settings"] as const,
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

  liveStreams: {
    all: ["/api/live-streams"] as const,
    list: (filters: object) => ["/api/live-streams", "list", filters] as const,
    myApplication: ["/api/streamer-applications", "mine"] as const,
  },

  retroGames: {
    all: ["/api/retro-games"] as const,
  },

  search: {
    all: ["/api/search"] as const,
    /** One search: its query, tab and filters (pages by cursor inside). */
    results: (filters: object) => ["/api/search", filters] as const,
  },

  /**
   * The admin panel's reads. Every admin write refreshes `stats` (the dashboard's
   * attention list) and `audit` (the new entry) besides what it changed.
   */
  admin: {
    all: ["/api/admin"] as const,
    stats: ["/api/admin", "stats"] as const,
    users: ["/api/admin", "users"] as const,
    /** Every members list, whatever its search and sort. */
    userLists: ["/api/admin", "users", "list"] as const,
    userList: (filters: object) => ["/api/admin", "users", "list", filters] as const,
    user: (id: number) => ["/api/admin", "users", "one", id] as const,
    audit: ["/api/admin", "audit"] as const,
    auditList: (filters: object) => ["/api/admin", "audit", filters] as const,
    outbox: ["/api/admin", "outbox"] as const,
    outboxList: (status: string) => ["/api/admin", "outbox", status] as const,
    subscribers: ["/api/admin", "newsletter", "subscribers"] as const,
    subscriberList: (q: string) => ["/api/admin", "newsletter", "subscribers", q] as const,
    issues: ["/api/admin", "newsletter", "issues"] as const,
    issuePreview: (id: number) => ["/api/admin", "newsletter", "issues", id, "preview"] as const,
  },

  contactMessages: {
    all: ["/api/contact-messages"] as const,
    list: (status: string) => ["/api/contact-messages", status] as const,
  },

  feedbackFlags: ["/api/community-feedback", "flags"] as const,

  /** The admin panel's news posts (under /api/admin, so refreshing the panel refreshes them). */
  adminPosts: {
    all: ["/api/admin", "posts"] as const,
    list: (filters: object) => ["/api/admin", "posts", "list", filters] as const,
    one: (id: number) => ["/api/admin", "posts", "one", id] as const,
  },

  publicProfiles: {
    all: ["/api/users"] as const,
    one: (userId: number) => ["/api/users", userId] as const,
  },
} as const;
