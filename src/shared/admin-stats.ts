import { z } from "zod";

/**
 * The admin dashboard (`GET /api/admin/stats`): totals, 30-day trends and what needs attention.
 *
 * Definitions (all UTC):
 * - a trend is 30 points, one per UTC day, oldest first, ending today; days without rows count 0;
 * - signUps: accounts created that day (the total is `users`);
 * - posts: news posts created that day; discussions: forum threads; replies: forum replies;
 * - feedbackItems, contactMessages, newsletterSubscribers: rows created that day (subscribers
 *   whether confirmed or not; the total counts every subscriber still on the list);
 * - activeUsers: distinct members with a session whose `last_seen_at` falls on that day. A session
 *   row keeps only its latest sighting, so a member seen on Monday and Tuesday with one session
 *   counts on Tuesday only; the total is the distinct members seen in the last 30 days.
 */
export const ADMIN_STATS_DAYS = 30;

export const ADMIN_STATS_SERIES = [
  "signUps",
  "posts",
  "discussions",
  "replies",
  "feedbackItems",
  "contactMessages",
  "newsletterSubscribers",
  "activeUsers",
] as const;
export type AdminStatsSeries = (typeof ADMIN_STATS_SERIES)[number];

export const adminStatsDaySchema = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  count: z.number(),
});
export type AdminStatsDay = z.infer<typeof adminStatsDaySchema>;

const trendSchema = z.array(adminStatsDaySchema);

export const adminStatsReplySchema = z.object({
  totals: z.object({
    users: z.number(),
    posts: z.number(),
    discussions: z.number(),
    replies: z.number(),
    feedbackItems: z.number(),
    contactMessages: z.number(),
    newsletterSubscribers: z.number(),
    /** Distinct members seen in the last 30 days. */
    activeUsers: z.number(),
  }),
  trends: z.object({
    signUps: trendSchema,
    posts: trendSchema,
    discussions: trendSchema,
    replies: trendSchema,
    feedbackItems: trendSchema,
    contactMessages: trendSchema,
    newsletterSubscribers: trendSchema,
    activeUsers: trendSchema,
  }),
  attention: z.object({
    /** Open forum flags plus open community-feedback flags. */
    openFlags: z.number(),
    unhandledContactMessages: z.number(),
    /** Visible feedback items, not resolved or closed, without a developer response. */
    feedbackAwaitingResponse: z.number(),
    failedEmails: z.number(),
    pendingStreamerApplications: z.number(),
  }),
  /** When these numbers were computed (they are cached for about 30 seconds). */
  generatedAt: z.string(),
});
export type AdminStatsReply = z.infer<typeof adminStatsReplySchema>;
