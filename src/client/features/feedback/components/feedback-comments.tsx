import { EyeOff, LogIn, MessageSquare, ShieldCheck } from "lucide-react";
import { lazy, useState } from "react";
import type { FeedbackComment } from "../../../../shared/feedback";
import type { User } from "../../../app/session/user";
import { LoadMoreButton } from "../../../components/load-more-button";
import { EditPostButton } from "../../../components/post/edit-post-button";
import { EditablePostContent } from "../../../components/post/editable-post-content";
import { MemberCommentEditor } from "../../../components/post/member-editors";
import { DeleteButton, ReportButton } from "../../../components/post/post-actions";
import { PostByline } from "../../../components/post/post-byline";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { formatNumber } from "../../../lib/format-number";
import { Link, useLocation } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import type { FeedbackCommentsState } from "../hooks/use-feedback-item";
import type { FeedbackMutations } from "../hooks/use-feedback-mutations";

/** The edit form, its preview and the form library load with it: only members see it. */
const CommentEditForm = lazy(() =>
  import("../../../components/post/comment-editor").then((module) => ({
    default: module.CommentEditForm,
  })),
);

function TeamBadge() {
  return (
    <span
      data-testid="team-badge"
      className="inline-flex items-center gap-1 rounded-full border border-primary/60 bg-primary/15 px-2 py-0.5 font-semibold text-foreground text-xs"
    >
      <ShieldCheck aria-hidden="true" className="h-3 w-3 text-primary" />
      Team
    </span>
  );
}

interface CommentCardProps {
  comment: FeedbackComment;
  user: User | null;
  mutations: FeedbackMutations;
}

/** One comment: who and when (and 'Team'), its text, and what the reader may do with it. */
function CommentCard({ comment, user, mutations }: CommentCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const isOwn = user !== null && comment.author.id === user.id;
  const canChange = user !== null && (isOwn || user.isAdmin);
  const subject = `comment by ${comment.author.username}`;

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-24">
      <Card
        data-testid="feedback-comment"
        className={cn(
          "grid gap-3 p-4 sm:p-5",
          comment.isTeam && "border-primary/50",
          comment.isHidden && "border-dashed opacity-75",
        )}
      >
        <div className="flex flex-wrap items-center gap-2">
          <PostByline
            author={comment.author}
            createdAt={comment.createdAt}
            editedAt={comment.editedAt}
            avatarClassName="h-9 w-9"
          />
          {comment.isTeam ? <TeamBadge /> : null}
          {comment.isHidden ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-amber-400/50 bg-amber-400/10 px-2 py-0.5 font-semibold text-amber-300 text-xs">
              <EyeOff aria-hidden="true" className="h-3 w-3" />
              Hidden
            </span>
          ) : null}
        </div>

        <EditablePostContent
          isEditing={isEditing}
          html={comment.contentHtml}
          editor={
            <CommentEditForm
              content={comment.content}
              onCancel={() => setIsEditing(false)}
              onSave={async (content) => {
                await mutations.updateComment.mutateAsync({ id: comment.id, content });
                setIsEditing(false);
                toast({ title: "Comment updated" });
              }}
            />
          }
        />

        {(canChange && !isEditing) || (user && !isOwn) ? (
          <div className="flex flex-wrap items-center justify-end gap-0.5 border-border border-t pt-2">
            {canChange && !isEditing ? (
              <>
                <EditPostButton subject={subject} onClick={() => setIsEditing(true)} />
                <DeleteButton
                  what="comment"
                  subject={subject}
                  onDelete={async () => {
                    await mutations.deleteComment.mutateAsync(comment.id);
                    toast({ title: "Comment deleted" });
                  }}
                />
              </>
            ) : null}
            {user && !isOwn ? (
              <ReportButton
                subject={subject}
                onReport={async (reason) => {
                  await mutations.report.mutateAsync({
                    target: { kind: "comment", id: comment.id },
                    reason,
                  });
                  toast({
                    title: "Thanks for the report",
                    description: "The team will look at this comment.",
                  });
                }}
              />
            ) : null}
          </div>
        ) : null}
      </Card>
    </li>
  );
}

interface FeedbackCommentsProps {
  comments: FeedbackCommentsState;
  /** The item's count (the list may hold only its first page). */
  total: number;
  user: User | null;
  isUserLoading: boolean;
  mutations: FeedbackMutations;
}

/** The comments, oldest first, a page at a time with "Load more"; then the comment box. */
export function FeedbackComments({
  comments,
  total,
  user,
  isUserLoading,
  mutations,
}: FeedbackCommentsProps) {
  const { query } = comments;
  return (
    <section aria-labelledby="comments-heading" className="grid gap-4">
      <h2
        id="comments-heading"
        className="flex items-center gap-2 font-bold font-display text-xl uppercase tracking-tight"
      >
        <MessageSquare aria-hidden="true" className="h-5 w-5 text-primary" />
        Comments
        <span className="text-muted-foreground text-base tabular-nums">
          ({formatNumber(Math.max(total, comments.comments.length))})
        </span>
      </h2>

      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading comments">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError && comments.comments.length === 0 ? (
        <p role="alert" className="text-error text-sm">
          Comments could not be loaded.
        </p>
      ) : comments.comments.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
          No comments yet. Be the first to add one!
        </p>
      ) : (
        <ol
          className="grid gap-3"
          aria-label="Comments"
          aria-live="polite"
          aria-relevant="additions"
        >
          {comments.comments.map((comment) => (
            <CommentCard key={comment.id} comment={comment} user={user} mutations={mutations} />
          ))}
        </ol>
      )}

      {comments.hasMore ? (
        <div className="flex justify-center">
          <LoadMoreButton
            variant="thread"
            onLoadMore={comments.loadMore}
            isLoading={comments.isLoadingMore}
            loadingLabel="Loading"
          />
        </div>
      ) : null}

      <CommentBox user={user} isUserLoading={isUserLoading} mutations={mutations} />
    </section>
  );
}

/** A sign-in prompt for visitors, the Markdown editor for members. */
function CommentBox({
  user,
  isUserLoading,
  mutations,
}: {
  user: User | null;
  isUserLoading: boolean;
  mutations: FeedbackMutations;
}) {
  const location = useLocation();

  async function handlePost(content: string) {
    const posted = await mutations.postComment.mutateAsync(content);
    toast({ title: "Comment posted", description: "Thanks for adding your voice!" });
    requestAnimationFrame(() =>
      document.getElementById(`comment-${posted.id}`)?.scrollIntoView({ block: "nearest" }),
    );
  }

  return (
    <Card id="comment" className="scroll-mt-24 p-5 sm:p-6">
      {isUserLoading ? (
        <div aria-hidden="true" className="min-h-16" />
      ) : user ? (
        <MemberCommentEditor onSubmit={handlePost} />
      ) : (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">Sign in to join the conversation.</p>
          <Button asChild size="sm">
            <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>
              <LogIn aria-hidden="true" className="h-4 w-4" />
              Sign in to comment
            </Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
