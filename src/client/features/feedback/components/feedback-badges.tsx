import {
  FEEDBACK_PRIORITY_COLORS,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_COLORS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackPriority,
  type FeedbackStatus,
} from "../../../../shared/feedback-limits";
import { cn } from "../../../lib/cn";

/**
 * A tinted fill, a stronger border and a light shade of each colour for the text, drawn like
 * the forum's status badges (forum/thread-status-badges.ts). Every theme is dark, and so is the
 * grey "dark mode off" palette; there the 300 shades fall just under 4.5:1 on the tints, the 200
 * shades read at 5:1 or more on both.
 */
const BADGE_COLORS = {
  yellow: "border-yellow-400/50 bg-yellow-400/15 text-yellow-200",
  blue: "border-sky-400/50 bg-sky-500/15 text-sky-200",
  purple: "border-purple-400/50 bg-purple-500/15 text-purple-200",
  green: "border-emerald-400/50 bg-emerald-500/15 text-emerald-200",
  gray: "border-zinc-400/50 bg-zinc-500/15 text-zinc-200",
  red: "border-red-400/50 bg-red-500/15 text-red-200",
  orange: "border-orange-400/50 bg-orange-500/15 text-orange-200",
} as const;

function Badge({
  color,
  testId,
  children,
}: {
  color: keyof typeof BADGE_COLORS;
  testId: string;
  children: string;
}) {
  return (
    <span
      data-testid={testId}
      data-color={color}
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-0.5 font-semibold text-xs leading-5",
        BADGE_COLORS[color],
      )}
    >
      {children}
    </span>
  );
}

/** Where an item stands: open (yellow), in review (blue), in progress (purple), resolved (green), closed (gray). */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return (
    <Badge color={FEEDBACK_STATUS_COLORS[status]} testId="feedback-status">
      {FEEDBACK_STATUS_LABELS[status]}
    </Badge>
  );
}

/** How urgent the author rates it: critical (red), high (orange), medium (yellow), low (green). */
export function FeedbackPriorityBadge({ priority }: { priority: FeedbackPriority }) {
  return (
    <Badge color={FEEDBACK_PRIORITY_COLORS[priority]} testId="feedback-priority">
      {`${FEEDBACK_PRIORITY_LABELS[priority]} Priority`}
    </Badge>
  );
}
