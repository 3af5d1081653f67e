import { GitMerge, History, MessageSquareReply } from "lucide-react";
import type { FeedbackItemReply } from "../../../../shared/feedback";
import { FEEDBACK_STATUS_LABELS, feedbackPath } from "../../../../shared/feedback-limits";
import { PostContent } from "../../../components/post/post-content";
import { formatLongDate } from "../../../lib/format-date";
import { Link } from "../../../lib/router";

/** The team's one answer: who wrote it, when, and the text (rendered on the server). */
export function DeveloperResponse({ item }: { item: FeedbackItemReply }) {
  if (!item.responseHtml) return null;
  return (
    <section
      aria-labelledby="dev-response-heading"
      data-testid="dev-response"
      className="rounded-xl border border-primary/50 border-l-4 bg-primary/10 p-4 sm:p-5"
    >
      <h2
        id="dev-response-heading"
        className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-foreground"
      >
        <MessageSquareReply aria-hidden="true" className="h-4 w-4 text-primary" />
        Developer Response
        {item.respondedBy || item.respondedAt ? (
          <span className="font-normal text-muted-foreground text-sm">
            {item.respondedBy ? `${item.respondedBy}` : null}
            {item.respondedBy && item.respondedAt ? " • " : null}
            {item.respondedAt ? (
              <time dateTime={item.respondedAt}>{formatLongDate(item.respondedAt)}</time>
            ) : null}
          </span>
        ) : null}
      </h2>
      <PostContent html={item.responseHtml} className="mt-2" />
    </section>
  );
}

/** 'This feedback was merged into “…”', linking to the original. */
export function MergedNotice({ mergedInto }: { mergedInto: FeedbackItemReply["mergedInto"] }) {
  if (!mergedInto) return null;
  return (
    <p
      role="note"
      data-testid="merged-notice"
      className="flex items-start gap-2 rounded-xl border border-border bg-muted/60 p-4 text-sm"
    >
      <GitMerge aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
      <span>
        This feedback was merged into{" "}
        <Link
          to={feedbackPath(mergedInto.id)}
          className="font-semibold text-primary underline underline-offset-2 hover:brightness-125"
        >
          “{mergedInto.title}”
        </Link>
        . Its votes count there.
      </span>
    </p>
  );
}

/** The items merged into this one (their votes were moved here). */
export function MergedDuplicates({ duplicates }: { duplicates: FeedbackItemReply["duplicates"] }) {
  if (duplicates.length === 0) return null;
  return (
    <section aria-labelledby="duplicates-heading" className="grid gap-2">
      <h2
        id="duplicates-heading"
        className="flex items-center gap-2 font-semibold text-foreground text-sm"
      >
        <GitMerge aria-hidden="true" className="h-4 w-4 text-primary" />
        Merged duplicates
      </h2>
      <ul className="grid gap-1 text-sm">
        {duplicates.map((duplicate) => (
          <li key={duplicate.id}>
            <Link
              to={feedbackPath(duplicate.id)}
              className="text-foreground/90 underline-offset-2 hover:text-primary hover:underline"
            >
              {duplicate.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A small timeline: submitted, then each status change with who made it and when. */
export function StatusHistory({ item }: { item: FeedbackItemReply }) {
  if (item.statusHistory.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2
        id="history-heading"
        className="flex items-center gap-2 font-semibold text-foreground text-sm"
      >
        <History aria-hidden="true" className="h-4 w-4 text-primary" />
        Status history
      </h2>
      <ol data-testid="status-history" className="grid gap-3 border-border border-l-2 pl-4">
        <li className="relative text-sm">
          <span
            aria-hidden="true"
            className="-left-[1.4rem] absolute top-1.5 h-2.5 w-2.5 rounded-full bg-muted-foreground"
          />
          <span className="font-medium">Submitted</span>
          <span className="text-muted-foreground">
            {" "}
            by {item.userName},{" "}
            <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
          </span>
        </li>
        {item.statusHistory.map((change) => (
          <li key={`${change.createdAt}-${change.toStatus}`} className="relative text-sm">
            <span
              aria-hidden="true"
              className="-left-[1.4rem] absolute top-1.5 h-2.5 w-2.5 rounded-full bg-primary"
            />
            <span className="font-medium">
              {FEEDBACK_STATUS_LABELS[change.fromStatus]} →{" "}
              {FEEDBACK_STATUS_LABELS[change.toStatus]}
            </span>
            <span className="text-muted-foreground">
              {change.changedBy ? ` by ${change.changedBy},` : ""}{" "}
              <time dateTime={change.createdAt}>{formatLongDate(change.createdAt)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
