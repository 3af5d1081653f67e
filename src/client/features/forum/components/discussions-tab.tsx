import { MessageSquarePlus, SearchX } from "lucide-react";
import { useMemo } from "react";
import type { ForumCategory } from "../../../../shared/forum";
import { useUser } from "../../../app/session/use-user";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import {
  ListSkeletons,
  ListStateCard,
  ListStates,
  LoadMoreRow,
} from "../../../components/list-states";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { pluralNoun } from "../../../lib/format-number";
import { type ForumFilters, hasForumFilters } from "../forum-params";
import { THREADS_FAILED_MESSAGE, useForumThreads } from "../hooks/use-forum-threads";
import { DiscussionsToolbar } from "./discussions-toolbar";
import { NewDiscussionButton } from "./new-discussion-button";
import { ThreadCard } from "./thread-card";

const LIST_SKELETONS = 4;

interface DiscussionsTabProps {
  filters: ForumFilters;
  categories: readonly ForumCategory[];
  onFiltersChange: (patch: Partial<ForumFilters>) => void;
}

/** The discussion list with its search, filters and (for members) the New Discussion dialog. */
export function DiscussionsTab({ filters, categories, onFiltersChange }: DiscussionsTabProps) {
  const { user } = useUser();
  const { query, threads } = useForumThreads(filters);
  const isFiltered = hasForumFilters(filters);
  const categoryName = useMemo(
    () => categories.find((category) => category.id === filters.categoryId)?.name,
    [categories, filters.categoryId],
  );

  function renderList() {
    return (
      <ListStates
        query={query}
        loading={<ListSkeletons count={LIST_SKELETONS} label="Loading discussions…" />}
        failedTitle={THREADS_FAILED_MESSAGE}
        isEmpty={threads.length === 0}
        empty={
          isFiltered ? (
            <ListStateCard
              icon={<SearchX aria-hidden="true" className="h-6 w-6" />}
              title="No discussions yet"
              text="Nothing matches this search or category. Try other words, or start the discussion yourself."
            >
              <Button
                variant="outline"
                onClick={() => onFiltersChange({ categoryId: "all", q: "" })}
              >
                Clear filters
              </Button>
            </ListStateCard>
          ) : (
            <ListStateCard
              icon={<MessageSquarePlus aria-hidden="true" className="h-6 w-6" />}
              title="No discussions yet"
              text="Be the first to start a conversation."
            />
          )
        }
      >
        <div className="space-y-4">
          <ul
            data-testid="thread-list"
            aria-label="Discussions"
            className={cn("grid gap-4 transition-opacity", query.isPlaceholderData && "opacity-60")}
          >
            {/* Each card is taken over by the browser once it comes into view. */}
            {threads.map((thread) => (
              <HydrateWhenVisible as="li" key={thread.id}>
                <ThreadCard thread={thread} />
              </HydrateWhenVisible>
            ))}
          </ul>
          <HydrateWhenVisible>
            <LoadMoreRow query={query} loadingLabel="Loading more discussions" />
          </HydrateWhenVisible>
        </div>
      </ListStates>
    );
  }

  return (
    <section aria-labelledby="discussions-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="discussions-heading"
            className="font-bold font-display text-2xl uppercase tracking-tight"
          >
            {categoryName ?? "All Discussions"}
          </h2>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {query.isSuccess
              ? `${threads.length}${query.hasNextPage ? "+" : ""} ${pluralNoun(threads.length, "discussion")}`
              : "\u00a0"}
          </p>
        </div>
        {user ? (
          <NewDiscussionButton categories={categories} defaultCategoryId={filters.categoryId} />
        ) : null}
      </div>
      <DiscussionsToolbar filters={filters} categories={categories} onChange={onFiltersChange} />
      {renderList()}
    </section>
  );
}
