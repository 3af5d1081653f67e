import { Eye, MessageSquare, ThumbsDown, ThumbsUp } from "lucide-react";
import type { ForumThreadSummary } from "../../../../shared/forum";
import { threadPath } from "../../../../shared/forum-limits";
import { formatTimeAgo } from "../../../../shared/time-ago";
import { Card } from "../../../components/ui/card";
import { formatLongDate } from "../../../lib/format-date";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { useNow } from "../../../lib/use-now";
import { categoryBadgeStyle } from "../category-style";
import { THREAD_STATUS_BADGES } from "../thread-status-badges";
import { ForumBadge } from "./forum-badge";

function Stat({ icon, value, label }: { icon: React.ReactNode; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      {icon}
      <span className="tabular-nums">{formatNumber(value)}</span>
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/** One discussion in the list: what it is about, who started it, and how much it moves. */
export function ThreadCard({ thread }: { thread: ForumThreadSummary }) {
  // The date until the page has hydrated, then "5m ago" (lib/use-now.ts says why).
  const now = useNow();
  const statuses = THREAD_STATUS_BADGES.filter((badge) => thread[badge.key]);

  return (
    <Card
      data-testid="thread-card"
      className="relative p-4 transition-colors focus-within:border-primary hover:border-primary/60 sm:p-5"
    >
      <article className="space-y-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <ForumBadge style={categoryBadgeStyle(thread.category.color)}>
            {thread.category.name}
          </ForumBadge>
          {statuses.map(({ key, label, Icon, className }) => (
            <ForumBadge key={key} className={className}>
              <Icon aria-hidden="true" className="h-3 w-3" />
              {label}
            </ForumBadge>
          ))}
        </div>
        <h3 className="font-bold font-display text-lg leading-snug sm:text-xl">
          <Link
            to={threadPath(thread.id)}
            className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-primary"
          >
            {thread.title}
          </Link>
        </h3>
        {thread.content ? (
          <p className="line-clamp-2 break-words text-muted-foreground text-sm">{thread.content}</p>
        ) : null}
        {thread.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {thread.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-md bg-muted px-2 py-0.5 text-muted-foreground text-xs"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-border border-t pt-3 text-muted-foreground text-xs sm:text-sm">
          <p className="min-w-0 truncate">
            by <span className="font-semibold text-foreground">{thread.author.username}</span>
            {" · "}
            <time dateTime={thread.createdAt}>
              {now ? formatTimeAgo(thread.createdAt, now) : formatLongDate(thread.createdAt)}
            </time>
          </p>
          <div className="flex items-center gap-3">
            <Stat
              icon={<ThumbsUp aria-hidden="true" className="h-3.5 w-3.5" />}
              value={thread.upvotes}
              label={pluralNoun(thread.upvotes, "upvote")}
            />
            <Stat
              icon={<ThumbsDown aria-hidden="true" className="h-3.5 w-3.5" />}
              value={thread.downvotes}
              label={pluralNoun(thread.downvotes, "downvote")}
            />
            <Stat
              icon={<MessageSquare aria-hidden="true" className="h-3.5 w-3.5" />}
              value={thread.replies}
              label={pluralNoun(thread.replies, "reply", "replies")}
            />
            <Stat
              icon={<Eye aria-hidden="true" className="h-3.5 w-3.5" />}
              value={thread.views}
              label={pluralNoun(thread.views, "view")}
            />
          </div>
        </div>
      </article>
    </Card>
  );
}
