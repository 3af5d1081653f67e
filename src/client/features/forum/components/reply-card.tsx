import { EyeOff, Quote } from "lucide-react";
import { lazy, useState } from "react";
import type { ForumReply, VoteValue } from "../../../../shared/forum";
import type { User } from "../../../app/session/user";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import { EditPostButton } from "../../../components/post/edit-post-button";
import { EditablePostContent } from "../../../components/post/editable-post-content";
import { PostActionButton } from "../../../components/post/post-action-button";
import { DeleteButton, FlagButton } from "../../../components/post/post-actions";
import { PostByline } from "../../../components/post/post-byline";
import { VoteButtons } from "../../../components/post/vote-buttons";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { toast } from "../../../lib/toast";
import type { ThreadMutations } from "../hooks/use-thread-mutations";

const ReplyEditForm = lazy(() =>
  import("./post-edit-form").then((module) => ({ default: module.ReplyEditForm })),
);

export function showSignInToast(action: string): void {
  toast({ title: "Sign in required", description: `Please sign in to ${action}.` });
}

interface ReplyCardProps {
  reply: ForumReply;
  user: User | null;
  isLocked: boolean;
  mutations: ThreadMutations;
  onQuote: (reply: ForumReply) => void;
}

/** One reply: who and when, what it quotes, its text, votes and the actions the reader may take. */
export function ReplyCard({ reply, user, isLocked, mutations, onQuote }: ReplyCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const isOwn = user !== null && reply.author.id === user.id;
  const canChange = user !== null && (isOwn || user.isAdmin);
  const subject = `reply by ${reply.author.username}`;
  const target = { kind: "reply", id: reply.id } as const;
  const isVoting = mutations.vote.isPending && mutations.vote.variables?.target.id === reply.id;

  function handleVote(value: VoteValue) {
    if (!user) {
      showSignInToast("vote");
      return;
    }
    mutations.vote.mutate(
      { target, value },
      {
        onError: (error) =>
          toast({
            title: "Error",
            description: serverMessageOf(error, "Failed to vote"),
            variant: "destructive",
          }),
      },
    );
  }

  function handleQuote() {
    if (!user) showSignInToast("reply");
    else onQuote(reply);
  }

  return (
    <li id={`reply-${reply.id}`} className="scroll-mt-24">
      {/* A discussion shows up to 50 replies: each is taken over by the browser once it comes
          near the viewport, not all in the first long task of the page. */}
      <HydrateWhenVisible>
        <Card
          data-testid="forum-reply"
          className={cn("grid gap-3 p-4 sm:p-5", reply.isHidden && "border-dashed opacity-75")}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <PostByline
              author={reply.author}
              createdAt={reply.createdAt}
              editedAt={reply.editedAt}
              avatarClassName="h-9 w-9"
            />
            {reply.isHidden ? (
              <span className="inline-flex items-center gap-1 rounded-full border border-amber-400/50 bg-amber-400/10 px-2 py-0.5 font-semibold text-amber-300 text-xs">
                <EyeOff aria-hidden="true" className="h-3 w-3" />
                Hidden
              </span>
            ) : null}
          </div>

          {reply.quote ? (
            <blockquote
              data-testid="reply-quote"
              className="rounded-r-lg border-primary/60 border-l-4 bg-primary/5 px-4 py-2 text-sm"
            >
              <p className="font-semibold text-foreground/90">
                {reply.quote.replyId ? (
                  <a href={`#reply-${reply.quote.replyId}`} className="hover:underline">
                    {reply.quote.author} wrote:
                  </a>
                ) : (
                  `${reply.quote.author} wrote:`
                )}
              </p>
              <p className="mt-1 line-clamp-4 text-muted-foreground">{reply.quote.excerpt}</p>
            </blockquote>
          ) : null}

          <EditablePostContent
            isEditing={isEditing}
            html={reply.contentHtml}
            editor={
              <ReplyEditForm
                content={reply.content}
                onCancel={() => setIsEditing(false)}
                onSave={async (content) => {
                  await mutations.updateReply.mutateAsync({ id: reply.id, content });
                  setIsEditing(false);
                  toast({ title: "Reply updated" });
                }}
              />
            }
          />

          <div className="flex flex-wrap items-center gap-1 border-border border-t pt-3">
            <VoteButtons
              subject={subject}
              upvotes={reply.upvotes}
              downvotes={reply.downvotes}
              myVote={reply.myVote}
              isBusy={isVoting}
              isOwn={isOwn}
              onVote={handleVote}
            />
            <div className="ml-auto flex flex-wrap items-center gap-0.5">
              {isLocked ? null : (
                <PostActionButton
                  icon={Quote}
                  aria-label={`Quote ${subject}`}
                  onClick={handleQuote}
                >
                  <span className="hidden sm:inline">Quote</span>
                </PostActionButton>
              )}
              {canChange && !isEditing ? (
                <EditPostButton subject={subject} onClick={() => setIsEditing(true)} />
              ) : null}
              {canChange ? (
                <DeleteButton
                  what="reply"
                  subject={subject}
                  onDelete={async () => {
                    await mutations.deletePost.mutateAsync(target);
                    toast({ title: "Reply deleted" });
                  }}
                />
              ) : null}
              {user && !isOwn ? (
                <FlagButton
                  subject={subject}
                  onFlag={async (reason) => {
                    await mutations.flag.mutateAsync({ target, reason });
                    toast({
                      title: "Thanks for the report",
                      description: "A moderator will look at this reply.",
                    });
                  }}
                />
              ) : null}
            </div>
          </div>
        </Card>
      </HydrateWhenVisible>
    </li>
  );
}

export function serverMessageOf(error: unknown, fallback: string): string {
  if (error && typeof error === "object" && "serverMessage" in error) {
    const message = (error as { serverMessage?: unknown }).serverMessage;
    if (typeof message === "string" && message) return message;
  }
  return fallback;
}
