import { LogIn, MessageSquare, Trash2 } from "lucide-react";
import type { BlogComment, CommentInput } from "../../../../shared/blog";
import { formatTimeAgo } from "../../../../shared/time-ago";
import { useUser } from "../../../app/session/use-user";
import { AuthorAvatar } from "../../../components/post/author-avatar";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { formatLongDate } from "../../../lib/format-date";
import { formatNumber } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { useNow } from "../../../lib/use-now";
import { useCommentMutations, useComments } from "../hooks/use-comments";
import { CommentForm } from "./comment-form";

function CommentItem({
  comment,
  isDeleting,
  onDelete,
}: {
  comment: BlogComment;
  isDeleting: boolean;
  onDelete: () => void;
}) {
  // The date until the page has hydrated, then "5m ago" (lib/use-now.ts says why).
  const now = useNow();
  return (
    <li
      data-testid="comment"
      className="flex gap-3 border-border border-t pt-4 first:border-t-0 first:pt-0"
    >
      <AuthorAvatar name={comment.author.name} src={comment.author.avatar} className="h-9 w-9" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{comment.author.name || "Deleted user"}</span>
          <time dateTime={comment.createdAt} className="text-muted-foreground text-xs">
            {now ? formatTimeAgo(comment.createdAt, now) : formatLongDate(comment.createdAt)}
          </time>
          {comment.canDelete ? (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto h-7 px-2 text-muted-foreground hover:text-error"
              aria-label="Delete comment"
              disabled={isDeleting}
              onClick={onDelete}
            >
              {isDeleting ? (
                <Spinner className="h-3.5 w-3.5" label="Deleting" />
              ) : (
                <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
              )}
            </Button>
          ) : null}
        </div>
        {/* Plain text from readers: rendered as text, never as HTML. */}
        <p className="mt-1 whitespace-pre-wrap break-words text-foreground/90 text-sm leading-6">
          {comment.content}
        </p>
      </div>
    </li>
  );
}

export function CommentsSection({ articleId, count }: { articleId: string; count: number }) {
  const { user, isLoading: isUserLoading } = useUser();
  const comments = useComments(articleId);
  const { addComment, deleteComment, announcePoints } = useCommentMutations(articleId);

  /** The comment's own toast first, then what it earned (queued behind it). */
  async function handlePost(input: CommentInput) {
    const posted = await addComment.mutateAsync(input);
    toast({ title: "Comment posted", description: "Thanks for joining the conversation!" });
    announcePoints(posted);
  }

  function handleDelete(commentId: number) {
    deleteComment.mutate(commentId, {
      onSuccess: () => toast({ title: "Comment deleted" }),
      onError: () =>
        toast({ title: "Error", description: "Failed to delete comment", variant: "destructive" }),
    });
  }

  return (
    <Card id="comments" className="scroll-mt-24 p-5 sm:p-8">
      <h2 className="flex items-center gap-2 font-bold font-display text-2xl uppercase tracking-tight">
        <MessageSquare aria-hidden="true" className="h-6 w-6 text-primary" />
        Comments
        <span className="text-muted-foreground text-lg tabular-nums">({formatNumber(count)})</span>
      </h2>

      <div className="mt-5">
        {isUserLoading ? null : user ? (
          <CommentForm onSubmit={handlePost} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-background/40 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted-foreground text-sm">
              Join the conversation with the community.
            </p>
            <Button asChild size="sm">
              <Link to="/auth">
                <LogIn aria-hidden="true" className="h-4 w-4" />
                Sign in to comment
              </Link>
            </Button>
          </div>
        )}
      </div>

      <div className="mt-6">
        {comments.isPending ? (
          <div className="grid gap-4" role="status" aria-label="Loading comments">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : comments.isError ? (
          <p role="alert" className="text-error text-sm">
            Comments could not be loaded.
          </p>
        ) : comments.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No comments yet. Be the first to comment!</p>
        ) : (
          <ul className="grid gap-4" aria-label="Comments">
            {comments.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                isDeleting={deleteComment.isPending && deleteComment.variables === comment.id}
                onDelete={() => handleDelete(comment.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
