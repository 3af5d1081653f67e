import { useId, useState } from "react";
import {
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  type FeedbackItem,
} from "../../../../shared/feedback";
import { inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { type TriageView, useTriageList } from "../hooks/use-admin-moderation";
import { AdminError, AdminLoading, LoadMore } from "./admin-states";
import { FeedbackTriageCard } from "./feedback-triage-card";

const VIEWS: readonly { value: TriageView; label: string }[] = [
  { value: "awaiting", label: "Awaiting a response" },
  ...FEEDBACK_STATUSES.map((status) => ({ value: status, label: FEEDBACK_STATUS_LABELS[status] })),
  { value: "all", label: "All" },
];

/** Not settled (resolved or closed), not merged away, and no developer response yet. */
function isAwaitingResponse(item: FeedbackItem): boolean {
  return (
    item.responseFromDev === null &&
    item.mergedInto === null &&
    item.status !== "resolved" &&
    item.status !== "closed"
  );
}

/** #feedback: feedback items to answer, each with its status and response. */
export function FeedbackTriageSection() {
  const viewId = useId();
  const [view, setView] = useState<TriageView>("awaiting");
  // Items answered here stay in view after they stop "awaiting", with their saved message.
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const list = useTriageList(view);
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => view !== "awaiting" || isAwaitingResponse(item) || answered.has(item.id),
  );

  return (
    <section
      id="feedback"
      aria-labelledby="feedback-heading"
      className="grid scroll-mt-32 grid-cols-1 gap-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="feedback-heading" className="font-bold font-display text-2xl uppercase">
          Feedback triage
        </h2>
        <div className="grid gap-2">
          <label htmlFor={viewId} className="font-medium text-sm">
            Show
          </label>
          <select
            id={viewId}
            value={view}
            onChange={(event) => setView(event.target.value as TriageView)}
            className={cn(inputClassName, "w-56 appearance-auto")}
          >
            {VIEWS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending ? (
        <AdminLoading label="Loading feedback" rows={3} />
      ) : list.isError && items.length === 0 ? (
        <AdminError error={list.error} what="The feedback" onRetry={() => void list.refetch()} />
      ) : (
        <div>
          {items.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              {list.hasNextPage
                ? "Nothing to show among the newest items; load more to look further."
                : "Nothing to show here."}
            </p>
          ) : (
            <ul className="grid gap-3 xl:grid-cols-2" aria-label="Feedback items">
              {items.map((item) => (
                <FeedbackTriageCard
                  key={item.id}
                  item={item}
                  onSaved={(id) => setAnswered((current) => new Set(current).add(id))}
                />
              ))}
            </ul>
          )}
          <LoadMore
            hasMore={list.hasNextPage}
            isLoading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </div>
      )}
    </section>
  );
}
