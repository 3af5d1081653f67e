import { Clock } from "lucide-react";
import { AuthorAvatar } from "../../../components/post/author-avatar";
import { cn } from "../../../lib/cn";
import { formatLongDate } from "../../../lib/format-date";
import { Link } from "../../../lib/router";
import { updatesListHref } from "../developer-updates-params";

/** Who wrote an update, when (long US date, in UTC like every date of the site) and how long it reads. */
export function UpdateByline({
  authorName,
  authorAvatar,
  publishedAt,
  readTime,
  size = "sm",
}: {
  authorName: string;
  authorAvatar: string | null;
  publishedAt: string;
  readTime: number | null;
  size?: "sm" | "md";
}) {
  // The name above, the date and reading time below it: on a phone nothing wraps mid-line.
  return (
    <div
      className={cn(
        "flex min-w-0 items-center gap-3 text-muted-foreground",
        size === "md" ? "text-sm" : "text-xs sm:text-sm",
      )}
    >
      <AuthorAvatar
        name={authorName}
        src={authorAvatar}
        className={size === "md" ? "h-10 w-10" : "h-9 w-9"}
      />
      <div className="grid min-w-0 gap-0.5">
        <span className="truncate font-semibold text-foreground" data-testid="update-author">
          {authorName}
        </span>
        <span className="flex flex-wrap items-center gap-x-2">
          <time dateTime={publishedAt} data-testid="update-date">
            {formatLongDate(publishedAt)}
          </time>
          {readTime ? (
            <>
              <span aria-hidden="true">•</span>
              <span className="inline-flex items-center gap-1" data-testid="update-read-time">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                {readTime} min read
              </span>
            </>
          ) : null}
        </span>
      </div>
    </div>
  );
}

/** Tags as '#tag', each a link to the list of updates with that tag. */
export function UpdateTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-x-3 gap-y-1 text-sm", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={updatesListHref({ tag })}
            className="rounded-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
