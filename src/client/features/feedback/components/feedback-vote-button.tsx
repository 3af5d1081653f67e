import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ThumbsUp } from "lucide-react";
import type { FeedbackItem, FeedbackVoteReply } from "../../../../shared/feedback";
import { useUser } from "../../../app/session/use-user";
import { ApiError, apiRequest, parseReply } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { queryKeys } from "../../../lib/query-keys";
import { toast } from "../../../lib/toast";

/** The fields the button reads, so the list's items and the item page's reply both fit. */
type VotableItem = Pick<FeedbackItem, "id" | "title" | "votes" | "hasVoted"> &
  Partial<Pick<FeedbackItem, "status" | "mergedInto">>;

/** The server refuses votes on a closed item and on a merged duplicate (409): say so at once. */
function isVotingClosed(item: VotableItem): boolean {
  return item.status === "closed" || (item.mergedInto ?? null) !== null;
}

async function postVote(id: number): Promise<FeedbackVoteReply> {
  const url = `/api/community-feedback/${id}/vote`;
  // The reply's schema (and zod) loads with the first vote, not with the page.
  const [response, schema] = await Promise.all([
    apiRequest("POST", url),
    import("../../../../shared/feedback").then((m) => m.feedbackVoteReplySchema),
  ]);
  return parseReply(url, schema, await response.json());
}

/**
 * Toggles the signed-in reader's vote on an item: pressed (highlighted) while they have voted.
 * Visitors see nothing: only a signed-in user sees the vote button. After a vote every
 * feedback list and the item's page read again.
 */
export function FeedbackVoteButton({
  item,
  onVoted,
}: {
  item: VotableItem;
  onVoted?: (reply: FeedbackVoteReply) => void;
}) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const vote = useMutation({
    // The variables are the counts the reader saw when voting (see `shown` below).
    mutationFn: (_seen: Pick<VotableItem, "votes" | "hasVoted">) => postVote(item.id),
    onSuccess: (reply) => {
      onVoted?.(reply);
      void queryClient.invalidateQueries({ queryKey: queryKeys.feedback.all });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description:
          (error instanceof ApiError && error.serverMessage) || "Your vote could not be saved",
        variant: "destructive",
      }),
  });

  if (!user) return null;
  // Until the lists have read again, the button shows the server's answer to this vote; once the
  // item's counts change (the refetch), they win again.
  const seen = vote.variables;
  const isStale =
    seen !== undefined && seen.votes === item.votes && seen.hasVoted === item.hasVoted;
  const shown = vote.isSuccess && isStale ? vote.data : item;
  const isClosed = isVotingClosed(item);
  const label = isClosed
    ? "Voting is closed for"
    : shown.hasVoted
      ? "Remove your vote from"
      : "Vote for";
  return (
    <button
      type="button"
      aria-pressed={shown.hasVoted}
      aria-label={`${label} “${item.title}” (${formatNumber(shown.votes)} ${pluralNoun(shown.votes, "vote")})`}
      disabled={vote.isPending || isClosed}
      title={isClosed ? "Voting is closed" : undefined}
      onClick={() => vote.mutate({ votes: item.votes, hasVoted: item.hasVoted })}
      data-testid="feedback-vote"
      className={cn(
        "inline-flex h-8 min-w-14 items-center justify-center gap-1.5 rounded-lg border px-2.5 font-semibold text-sm tabular-nums transition",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-60",
        shown.hasVoted
          ? // The theme's colour as border and fill; the text stays readable on the grey palette too.
            "border-primary bg-primary/25 text-foreground"
          : "border-border bg-background/40 text-muted-foreground hover:border-primary hover:text-foreground",
      )}
    >
      <ThumbsUp
        aria-hidden="true"
        className={cn("h-4 w-4", shown.hasVoted && "fill-primary text-primary")}
      />
      <span data-testid="feedback-vote-count">{formatNumber(shown.votes)}</span>
    </button>
  );
}
