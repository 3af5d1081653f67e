import { Bookmark, BookmarkCheck, Heart, LogIn, MessageSquare } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { Link } from "../../../lib/router";

interface ArticleActionsProps {
  likes: number;
  isLiked: boolean;
  isBookmarked: boolean;
  comments: number;
  isBusy: { like: boolean; bookmark: boolean };
  /** A signed-out reader tried to like or save: offer the way to /auth. */
  needsSignIn: boolean;
  onLike: () => void;
  onBookmark: () => void;
}

/** Like with its count, Save/Saved and the comment count. */
export function ArticleActions({
  likes,
  isLiked,
  isBookmarked,
  comments,
  isBusy,
  needsSignIn,
  onLike,
  onBookmark,
}: ArticleActionsProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={isLiked ? "primary" : "outline"}
          size="sm"
          className="h-10 rounded-full"
          aria-pressed={isLiked}
          disabled={isBusy.like}
          onClick={onLike}
          data-testid="like-button"
        >
          <Heart aria-hidden="true" className={cn("h-4 w-4", isLiked && "fill-current")} />
          <span>{isLiked ? "Liked" : "Like"}</span>
          <span data-testid="like-count" className="tabular-nums">
            {formatNumber(likes)}
          </span>
        </Button>
        <Button
          variant={isBookmarked ? "secondary" : "outline"}
          size="sm"
          className="h-10 rounded-full"
          aria-pressed={isBookmarked}
          disabled={isBusy.bookmark}
          onClick={onBookmark}
          data-testid="bookmark-button"
        >
          {isBookmarked ? (
            <BookmarkCheck aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Bookmark aria-hidden="true" className="h-4 w-4" />
          )}
          {isBookmarked ? "Saved" : "Save"}
        </Button>
        <a
          href="#comments"
          className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-muted-foreground text-sm transition hover:text-primary"
        >
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          <span data-testid="comment-count" className="tabular-nums">
            {formatNumber(comments)}
          </span>
          <span>{pluralNoun(comments, "comment")}</span>
        </a>
      </div>
      {needsSignIn ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/40 bg-primary/10 px-3 py-2 text-sm"
        >
          Sign in to like and save articles.
          <Button asChild size="sm" className="h-8">
            <Link to="/auth">
              <LogIn aria-hidden="true" className="h-4 w-4" />
              Sign in
            </Link>
          </Button>
        </p>
      ) : null}
    </div>
  );
}
