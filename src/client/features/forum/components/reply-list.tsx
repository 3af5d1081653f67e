import { MessageSquare } from "lucide-react";
import type { ForumReply } from "../../../../shared/forum";
import type { User } from "../../../app/session/user";
import { LoadMoreButton } from "../../../components/load-more-button";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatNumber } from "../../../lib/format-number";
import type { useReplies } from "../hooks/use-thread";
import type { ThreadMutations } from "../hooks/use-thread-mutations";
import { ReplyCard } from "./reply-card";

interface ReplyListProps {
  replies: ReturnType<typeof useReplies>;
  user: User | null;
  isLocked: boolean;
  mutations: ThreadMutations;
  onQuote: (reply: ForumReply) => void;
}

/** The replies, oldest first, 50 at a time with "Load more" for the rest. */
export function ReplyList({ replies, user, isLocked, mutations, onQuote }: ReplyListProps) {
  const { query } = replies;
  return (
    <section aria-labelledby="replies-heading" className="grid gap-4">
      <h2
        id="replies-heading"
        className="flex items-center gap-2 font-bold font-display text-xl uppercase tracking-tight"
      >
        <MessageSquare aria-hidden="true" className="h-5 w-5 text-primary" />
        Replies
        <span className="text-muted-foreground text-base tabular-nums">
          ({formatNumber(replies.total)})
        </span>
      </h2>

      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading replies">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError && replies.replies.length === 0 ? (
        <p role="alert" className="text-error text-sm">
          Replies could not be loaded.
        </p>
      ) : replies.replies.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed p-6 text-center text-muted-foreground text-sm">
          No replies yet. Start the conversation!
        </p>
      ) : (
        <ol
          className="grid gap-3"
          aria-label="Replies"
          aria-live="polite"
          aria-relevant="additions"
        >
          {replies.replies.map((reply) => (
            <ReplyCard
              key={reply.id}
              reply={reply}
              user={user}
              isLocked={isLocked}
              mutations={mutations}
              onQuote={onQuote}
            />
          ))}
        </ol>
      )}

      {replies.hasMore ? (
        <div className="flex justify-center">
          <LoadMoreButton
            variant="thread"
            onLoadMore={replies.loadMore}
            isLoading={replies.isLoadingMore}
            loadingLabel="Loading"
          />
        </div>
      ) : null}
    </section>
  );
}
