import { ThumbsDown, ThumbsUp } from "lucide-react";
import type { VoteValue } from "../../../shared/forum";
import { cn } from "../../lib/cn";
import { formatNumber } from "../../lib/format-number";

interface VoteButtonsProps {
  /** What is voted on, for the buttons' names ("Upvote reply by alice"). */
  subject: string;
  upvotes: number;
  downvotes: number;
  myVote: VoteValue;
  isBusy: boolean;
  /** Own posts take no votes from their author. */
  isOwn: boolean;
  /** The new vote: pressing the pressed button again takes the vote back (0). */
  onVote: (value: VoteValue) => void;
}

function VoteButton({
  direction,
  count,
  isPressed,
  disabled,
  label,
  onClick,
}: {
  direction: "up" | "down";
  count: number;
  isPressed: boolean;
  disabled: boolean;
  label: string;
  onClick: () => void;
}) {
  const Icon = direction === "up" ? ThumbsUp : ThumbsDown;
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "inline-flex h-8 min-w-14 items-center justify-center gap-1.5 rounded-lg border px-2.5 font-semibold text-sm tabular-nums transition",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-60",
        isPressed
          ? direction === "up"
            ? "border-emerald-500/60 bg-emerald-500/15 text-emerald-400"
            : "border-rose-500/60 bg-rose-500/15 text-rose-400"
          : "border-border bg-background/40 text-muted-foreground hover:border-primary hover:text-foreground",
      )}
    >
      <Icon aria-hidden="true" className={cn("h-4 w-4", isPressed && "fill-current/20")} />
      <span data-testid={`${direction}votes`}>{formatNumber(count)}</span>
    </button>
  );
}

/** Up and down votes with their counts; the reader's own vote shows pressed. */
export function VoteButtons({
  subject,
  upvotes,
  downvotes,
  myVote,
  isBusy,
  isOwn,
  onVote,
}: VoteButtonsProps) {
  const ownNote = isOwn ? " (your own post)" : "";
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset.
    <div role="group" aria-label={`Votes on ${subject}`} className="flex items-center gap-1.5">
      <VoteButton
        direction="up"
        count={upvotes}
        isPressed={myVote === 1}
        disabled={isBusy || isOwn}
        label={`Upvote ${subject} (${formatNumber(upvotes)})${ownNote}`}
        onClick={() => onVote(myVote === 1 ? 0 : 1)}
      />
      <VoteButton
        direction="down"
        count={downvotes}
        isPressed={myVote === -1}
        disabled={isBusy || isOwn}
        label={`Downvote ${subject} (${formatNumber(downvotes)})${ownNote}`}
        onClick={() => onVote(myVote === -1 ? 0 : -1)}
      />
    </div>
  );
}
