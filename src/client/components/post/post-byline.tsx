import type { ForumAuthor } from "../../../shared/forum";
import { formatTimeAgo } from "../../../shared/time-ago";
import { formatLongDate } from "../../lib/format-date";
import { Link } from "../../lib/router";
import { useNow } from "../../lib/use-now";
import { AuthorAvatar } from "./author-avatar";

/** Who wrote a post and when ("5m ago" once hydrated), with the edited mark and its time. */
export function PostByline({
  author,
  createdAt,
  editedAt,
  avatarClassName,
}: {
  author: ForumAuthor;
  createdAt: string;
  editedAt: string | null;
  avatarClassName?: string;
}) {
  // The date until the page has hydrated, then "5m ago" (lib/use-now.ts says why).
  const now = useNow();
  const when = (iso: string) => (now ? formatTimeAgo(iso, now) : formatLongDate(iso));
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AuthorAvatar name={author.username} src={author.avatar} className={avatarClassName} />
      <div className="min-w-0 text-sm">
        {author.id === null ? (
          <span className="font-semibold text-muted-foreground">{author.username}</span>
        ) : (
          <Link
            to={`/user/${author.id}`}
            className="font-semibold text-foreground hover:text-primary hover:underline"
          >
            {author.username}
          </Link>
        )}
        <p className="text-muted-foreground text-xs">
          <time dateTime={createdAt} title={formatLongDate(createdAt)}>
            {when(createdAt)}
          </time>
          {editedAt ? (
            <span data-testid="edited-mark">
              {" · "}
              <time dateTime={editedAt} title={`Edited ${formatLongDate(editedAt)}`}>
                edited {when(editedAt)}
              </time>
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
