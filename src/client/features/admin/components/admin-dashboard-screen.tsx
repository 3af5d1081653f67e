import type { AdminStatsDay, AdminStatsReply } from "../../../../shared/admin-stats";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../admin-format";
import { useAdminStats } from "../hooks/use-admin-stats";
import { AdminLayout } from "./admin-layout";
import { AdminError, PLACEHOLDER_KEYS } from "./admin-states";
import { AttentionList } from "./attention-list";
import { StatCard } from "./stat-card";

type Totals = AdminStatsReply["totals"];
type Trends = AdminStatsReply["trends"];

/** The dashboard's cards: which total, with which trend. */
const CARDS: readonly {
  label: string;
  total: keyof Totals;
  trend: keyof Trends;
  trendName: string;
}[] = [
  { label: "Users", total: "users", trend: "signUps", trendName: "sign-ups" },
  { label: "Active users", total: "activeUsers", trend: "activeUsers", trendName: "active users" },
  { label: "News posts", total: "posts", trend: "posts", trendName: "posts" },
  { label: "Discussions", total: "discussions", trend: "discussions", trendName: "discussions" },
  { label: "Replies", total: "replies", trend: "replies", trendName: "replies" },
  {
    label: "Feedback items",
    total: "feedbackItems",
    trend: "feedbackItems",
    trendName: "feedback items",
  },
  {
    label: "Contact messages",
    total: "contactMessages",
    trend: "contactMessages",
    trendName: "messages",
  },
  {
    label: "Newsletter subscribers",
    total: "newsletterSubscribers",
    trend: "newsletterSubscribers",
    trendName: "subscribers",
  },
];

const NO_DAYS: readonly AdminStatsDay[] = [];

/** /admin: what needs attention, then the site's totals with their 30-day trends. */
export function AdminDashboardScreen() {
  const stats = useAdminStats();
  return (
    <AdminLayout title="Dashboard" description="What needs attention, and how the site is doing.">
      {stats.isError ? (
        <AdminError
          error={stats.error}
          what="The dashboard"
          onRetry={() => void stats.refetch()}
          className="mb-6"
        />
      ) : null}
      <section aria-labelledby="attention-heading" className="mb-8">
        <h2
          id="attention-heading"
          className="mb-3 font-bold font-display text-xl uppercase tracking-wide"
        >
          Needs attention
        </h2>
        {stats.data ? (
          <AttentionList attention={stats.data.attention} />
        ) : stats.isPending ? (
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {PLACEHOLDER_KEYS.slice(0, 5).map((key) => (
              <Skeleton key={key} className="h-14" />
            ))}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="totals-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id="totals-heading"
            className="font-bold font-display text-xl uppercase tracking-wide"
          >
            Totals and 30-day trends
          </h2>
          {stats.data ? (
            <p className="text-muted-foreground text-xs">
              As of {formatDateTime(stats.data.generatedAt)}
            </p>
          ) : null}
        </div>
        {stats.data ? (
          <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            {CARDS.map((card) => (
              <li key={card.total}>
                <StatCard
                  label={card.label}
                  total={stats.data.totals[card.total]}
                  trendName={card.trendName}
                  days={stats.data.trends[card.trend] ?? NO_DAYS}
                />
              </li>
            ))}
          </ul>
        ) : stats.isPending ? (
          <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            {CARDS.map((card) => (
              <Skeleton key={card.total} className="h-36" />
            ))}
          </div>
        ) : null}
      </section>
    </AdminLayout>
  );
}
