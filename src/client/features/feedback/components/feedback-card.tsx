import { EyeOff, GitMerge, MessageSquare, ShieldCheck, ThumbsUp } from "lucide-react";
import type { FeedbackItem } from "../../../../shared/feedback";
import {
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_TYPE_LABELS,
  feedbackPath,
} from "../../../../shared/feedback-limits";
import { Card } from "../../../components/ui/card";
import { formatLongDate } from "../../../lib/format-date";
import { formatCountOf } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { plainTextOf } from "../feedback-text";
import { FeedbackPriorityBadge, FeedbackStatusBadge } from "./feedback-badges";
import { FeedbackVoteButton } from "./feedback-vote-button";

/** The team's one answer on an item: who, when, and what they said (its text, clamped). */
function DeveloperResponse({ item }: { item: FeedbackItem }) {
  const text = item.responseHtml ? plainTextOf(item.responseHtml) : item.responseFromDev;
  return (
    <section
      aria-label="Developer Response"
      data-testid="feedback-dev-response"
      className="rounded-lg border border-primary/40 border-l-4 border-l-primary bg-primary/10 p-3 text-sm"
    >
      {/* The theme's colour marks the block (border, icon); the text stays the theme's text
          colour, which reads on the tint in every theme and in the grey "dark mode off". */}
      <h4 className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold text-foreground">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
        Developer Response
        {item.respondedBy || item.respondedAt ? (
          <span className="font-normal text-muted-foreground text-xs">
            {item.respondedBy ? `by ${item.respondedBy}` : null}
            {item.respondedBy && item.respondedAt ? " • " : null}
            {item.respondedAt ? (
              <time dateTime={item.respondedAt}>{formatLongDate(item.respondedAt)}</time>
            ) : null}
          </span>
        ) : null}
      </h4>
      <p className="mt-1.5 line-clamp-4 whitespace-pre-line break-words text-foreground/90">
        {text}
      </p>
    </section>
  );
}

/**
 * One item of the hub: its status, priority, type and category, the title (to its page), who
 * wrote it and when, the description as plain text, the team's response, the comment count and
 * (for members) the vote button. Visitors see the vote count as text.
 */
export function FeedbackCard({ item, isSignedIn }: { item: FeedbackItem; isSignedIn: boolean }) {
  const description = plainTextOf(item.descriptionHtml) || item.description;
  const path = feedbackPath(item.id);
  return (
    <Card
      data-testid="feedback-card"
      data-feedback-id={item.id}
      className="p-4 transition-colors focus-within:border-primary hover:border-primary/60 sm:p-5"
    >
      <article aria-labelledby={`feedback-title-${item.id}`} className="space-y-3">
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <FeedbackStatusBadge status={item.status} />
          <FeedbackPriorityBadge priority={item.priority} />
          <span
            data-testid="feedback-type"
            className="rounded-md bg-muted px-2 py-0.5 font-medium text-foreground/90 leading-5"
          >
            {FEEDBACK_TYPE_LABELS[item.feedbackType]}
          </span>
          {item.category ? (
            <span
              data-testid="feedback-category"
              className="rounded-md border border-border px-2 py-0.5 text-muted-foreground leading-5"
            >
              {FEEDBACK_CATEGORY_LABELS[item.category]}
            </span>
          ) : null}
          {item.isHidden ? (
            <span className="inline-flex items-center gap-1 rounded-md border border-dashed border-border px-2 py-0.5 text-muted-foreground leading-5">
              <EyeOff aria-hidden="true" className="h-3 w-3" />
              Hidden
            </span>
          ) : null}
        </div>
        <div className="space-y-1">
          <h3
            id={`feedback-title-${item.id}`}
            className="break-words font-bold font-display text-lg leading-snug sm:text-xl"
          >
            <Link
              to={path}
              className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-primary"
            >
              {item.title}
            </Link>
          </h3>
          <p className="text-muted-foreground text-xs sm:text-sm">
            By <span className="font-semibold text-foreground">{item.userName}</span>
            {" • "}
            <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
          </p>
        </div>
        {item.mergedInto ? (
          <p className="flex items-center gap-1.5 text-sm" data-testid="feedback-merged">
            <GitMerge aria-hidden="true" className="h-4 w-4 shrink-0 text-muted-foreground" />
            <span>
              Merged into{" "}
              <Link
                to={feedbackPath(item.mergedInto.id)}
                className="font-semibold text-primary underline-offset-2 hover:underline"
              >
                “{item.mergedInto.title}”
              </Link>
            </span>
          </p>
        ) : null}
        {description ? (
          <p className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground text-sm">
            {description}
          </p>
        ) : null}
        {item.responseFromDev ? <DeveloperResponse item={item} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3 text-muted-foreground text-sm">
          <Link
            to={`${path}#comments`}
            className="inline-flex items-center gap-1.5 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <MessageSquare aria-hidden="true" className="h-4 w-4" />
            {formatCountOf(item.commentCount, "comment", "comments")}
          </Link>
          {isSignedIn ? (
            <FeedbackVoteButton item={item} />
          ) : (
            <span
              className="inline-flex items-center gap-1.5 tabular-nums"
              data-testid="feedback-votes"
            >
              <ThumbsUp aria-hidden="true" className="h-4 w-4" />
              {formatCountOf(item.votes, "vote", "votes")}
            </span>
          )}
        </div>
      </article>
    </Card>
  );
}
