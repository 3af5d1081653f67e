import { ChevronRight } from "lucide-react";
import type { AdminStatsReply } from "../../../../shared/admin-stats";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { formatCount } from "../admin-format";

type Attention = AdminStatsReply["attention"];

/** Each waiting kind of work, and the screen where it is done. */
const ATTENTION_ITEMS: readonly { key: keyof Attention; label: string; to: string }[] = [
  { key: "openFlags", label: "Open flags", to: "/admin/content#flags" },
  { key: "unhandledContactMessages", label: "Unhandled contact messages", to: "/admin/contact" },
  {
    key: "feedbackAwaitingResponse",
    label: "Feedback awaiting a response",
    to: "/admin/content#feedback",
  },
  { key: "failedEmails", label: "Failed e-mails", to: "/admin/mail?status=failed" },
  {
    key: "pendingStreamerApplications",
    label: "Pending streamer applications",
    to: "/admin/content#streamers",
  },
];

/** 'Needs attention': what is waiting, each a link to the screen that handles it. */
export function AttentionList({ attention }: { attention: Attention }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
      {ATTENTION_ITEMS.map((item) => {
        const count = attention[item.key];
        return (
          <li key={item.key}>
            <Link
              to={item.to}
              className={cn(
                "flex items-center gap-3 rounded-lg border px-4 py-3 outline-none transition hover:border-primary focus-visible:ring-2 focus-visible:ring-primary",
                count > 0 ? "border-amber-500/50 bg-amber-500/10" : "border-border bg-card",
              )}
            >
              <span
                className={cn(
                  "min-w-10 rounded-md px-2 py-1 text-center font-bold font-display text-xl tabular-nums",
                  count > 0 ? "bg-amber-500/20 text-amber-200" : "bg-muted text-muted-foreground",
                )}
              >
                {formatCount(count)}
              </span>
              <span className="min-w-0 flex-1 font-semibold text-sm">{item.label}</span>
              <ChevronRight aria-hidden="true" className="h-4 w-4 text-muted-foreground" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
