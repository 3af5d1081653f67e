import {
  ADMIN_STATS_DAYS,
  ADMIN_STATS_SERIES,
  type AdminStatsDay,
  type AdminStatsReply,
  type AdminStatsSeries,
} from "../../../shared/admin-stats";
import { DAY_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { TtlCache } from "../../lib/ttl-cache";
import { countPerDay, countSiteTotals } from "./admin-stats.repo";

/** The dashboard may be half a minute behind: its counts scan whole tables. */
export const ADMIN_STATS_TTL_MS = 30_000;

/** The dashboard's cache of one app (built in buildApp): one entry, renewed by its TTL. */
export type AdminStatsCache = TtlCache<AdminStatsReply>;

export function createAdminStatsCache(): AdminStatsCache {
  return new TtlCache<AdminStatsReply>(ADMIN_STATS_TTL_MS, 1);
}

/** The dashboard's numbers, computed at most every 30 seconds (by the app's clock). */
export function getAdminStats(context: AppContext): Promise<AdminStatsReply> {
  const now = context.now();
  return context.caches.adminStats.getOrCompute("stats", now.getTime(), () =>
    computeAdminStats(context, now),
  );
}

async function computeAdminStats(context: AppContext, now: Date): Promise<AdminStatsReply> {
  const days = lastDays(now, ADMIN_STATS_DAYS);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const totals = await countSiteTotals(context.db, since);
  const trends = {} as Record<AdminStatsSeries, AdminStatsDay[]>;
  for (const series of ADMIN_STATS_SERIES) {
    const counts = await countPerDay(context.db, context.engine, series, since);
    trends[series] = days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
  }
  return {
    totals: {
      users: totals.users,
      posts: totals.posts,
      discussions: totals.discussions,
      replies: totals.replies,
      feedbackItems: totals.feedbackItems,
      contactMessages: totals.contactMessages,
      newsletterSubscribers: totals.newsletterSubscribers,
      activeUsers: totals.activeUsers,
    },
    trends,
    attention: {
      openFlags: totals.openFlags,
      unhandledContactMessages: totals.unhandledContactMessages,
      feedbackAwaitingResponse: totals.feedbackAwaitingResponse,
      failedEmails: totals.failedEmails,
      pendingStreamerApplications: totals.pendingStreamerApplications,
    },
    generatedAt: now.toISOString(),
  };
}

/** The last `count` UTC days ending with today's, oldest first, as YYYY-MM-DD. */
export function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}
