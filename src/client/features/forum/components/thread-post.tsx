import { EyeOff, MessageSquare, Tag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ForumThread, VoteValue } from "../../../../shared/forum";
import type { User } from "../../../app/session/user";
import { EditPostButton } from "../../../components/post/edit-post-button";
import { DeleteButton, FlagButton } from "../../../components/post/post-actions";
import { PostByline } from "../../../components/post/post-byline";
import { PostContent } from "../../../components/post/post-content";
import { VoteButtons } from "../../../components/post/vote-buttons";
import { Card } from "../../../components/ui/card";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { categoryBadgeStyle } from "../category-style";
import type { ThreadMutations } from "../hooks/use-thread-mutations";
import { THREAD_STATUS_BADGES } from "../thread-status-badges";
import { ForumBadge } from "./forum-badge";
import { ModerationMenu } from "./moderation-menu";
import { serverMessageOf, showSignInToast } from "./reply-card";

const ThreadEditForm = lazy(() =>
  import("./post-edit-form").then((module) => ({ default: module.ThreadEditForm })),
);

/** The list's badges, and "Hidden", which only admins and the author ever see. */
const STATUS_BADGES = [
  ...THREAD_STATUS_BADGES,
  {
    key: "isHidden",
    label: "Hidden",
    Icon: EyeOff,
    className: "border-amber-400/50 bg-amber-400/10 text-amber-300",
  },
] as const;

interface ThreadPostProps {
  thread: ForumThread;
  user: User | null;
  mutations: ThreadMutations;
}

/** The discussion's opening post: title, badges, author, body, votes and its actions. */
export function ThreadPost({ thread, user, mutations }: ThreadPostProps) {
  const navigate = useNavigate();
  const [isEditing, setIsEditing] = useState(false);
  const isOwn = user !== null && thread.author.id === user.id;
  const canChange = user !== null && (isOwn || user.isAdmin);
  const subject = "this discussion";
  const target = { kind: "thread", id: thread.id } as const;

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

  function handleModerate(
    patch: Parameters<typeof mutations.updateThread.mutate>[0],
    done: string,
  ) {
    mutations.updateThread.mutate(patch, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({
          title: "Error",
          description: serverMessageOf(error, "Failed to update the discussion"),
          variant: "destructive",
        }),
    });
  }

  return (
    <Card className="grid gap-5 p-5 sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        <ForumBadge style={categoryBadgeStyle(thread.category.color)}>
          {thread.category.name}
        </ForumBadge>
        {STATUS_BADGES.filter((badge) => thread[badge.key]).map(
          ({ key, label, Icon, className }) => (
            <ForumBadge key={key} className={className}>
              <Icon aria-hidden="true" className="h-3 w-3" />
              {label}
            </ForumBadge>
          ),
        )}
      </div>

      {isEditing ? (
        <Suspense fallback={<div aria-hidden="true" className="min-h-72" />}>
          <ThreadEditForm
            initial={{ title: thread.title, content: thread.content, tags: thread.tags }}
            onCancel={() => setIsEditing(false)}
            onSave={async (patch) => {
              await mutations.updateThread.mutateAsync(patch);
              setIsEditing(false);
              toast({ title: "Discussion updated" });
            }}
          />
        </Suspense>
      ) : (
        <>
          <h1 className="font-bold font-display text-2xl leading-tight tracking-tight sm:text-4xl">
            {thread.title}
          </h1>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PostByline
              author={thread.author}
              createdAt={thread.createdAt}
              editedAt={thread.editedAt}
            />
            {/* A line of its own on phones: the byline's date is longer on the server's page
                ("November 18, 2026") than once the browser runs ("1w ago"), and these figures
                moving up beside it shifted the whole post. */}
            <p className="flex basis-full items-center gap-4 text-muted-foreground text-sm sm:basis-auto">
              <span className="inline-flex items-center gap-1.5">
                <MessageSquare aria-hidden="true" className="h-4 w-4" />
                <span data-testid="thread-reply-count">{formatNumber(thread.replies)}</span>{" "}
                {pluralNoun(thread.replies, "reply", "replies")}
              </span>
              <span>
                {formatNumber(thread.views)} {pluralNoun(thread.views, "view")}
              </span>
            </p>
          </div>
          <PostContent html={thread.contentHtml} className="text-base leading-8" />
          {thread.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {thread.tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-2.5 py-0.5 font-medium text-primary text-xs"
                >
                  <Tag aria-hidden="true" className="h-3 w-3" />
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}

      <div className="flex flex-wrap items-center gap-1 border-border border-t pt-4">
        <VoteButtons
          subject={subject}
          upvotes={thread.upvotes}
          downvotes={thread.downvotes}
          myVote={thread.myVote}
          isBusy={mutations.vote.isPending && mutations.vote.variables?.target.kind === "thread"}
          isOwn={isOwn}
          onVote={handleVote}
        />
        <div className="ml-auto flex flex-wrap items-center gap-0.5">
          {canChange && !isEditing ? (
            <EditPostButton subject={subject} onClick={() => setIsEditing(true)} />
          ) : null}
          {canChange ? (
            <DeleteButton
              what="discussion"
              subject={subject}
              onDelete={async () => {
                await mutations.deletePost.mutateAsync(target);
                toast({ title: "Discussion deleted" });
                navigate("/forum");
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
                  description: "A moderator will look at this discussion.",
                });
              }}
            />
          ) : null}
          {user?.isAdmin ? (
            <ModerationMenu
              thread={thread}
              isBusy={mutations.updateThread.isPending}
              onModerate={handleModerate}
            />
          ) : null}
        </div>
      </div>
    </Card>
  );
}
