import { AlertTriangle, Inbox, RefreshCw } from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { cn } from "../lib/cn";
import { LoadMoreButton } from "./load-more-button";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { Skeleton } from "./ui/skeleton";

/** An empty or failed list: an icon, a title, a line of text, maybe an action. */
export function ListStateCard({
  icon,
  title,
  text,
  children,
  role,
  headingLevel: Heading = "h3",
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
  role?: "alert" | "status";
  /** The title's level in the page's outline: h3 (under the list's h2) unless given. */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card role={role} className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
        {icon}
      </span>
      <div className="space-y-1">
        <Heading className="font-bold font-display text-xl">{title}</Heading>
        {text ? <p className="text-muted-foreground text-sm">{text}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** A failed read, with a retry. */
export function ListErrorCard({
  title,
  text = "Something went wrong on our side. Please try again in a moment.",
  onRetry,
  isRetrying,
  retryIcon: RetryIcon = RefreshCw,
  isAnnounced = true,
  headingLevel,
}: {
  title: string;
  text?: string;
  onRetry: () => void;
  isRetrying: boolean;
  /** The retry button's icon (it turns while the read is retried). */
  retryIcon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Said at once by screen readers (role "alert"), unless false. */
  isAnnounced?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <ListStateCard
      role={isAnnounced ? "alert" : undefined}
      icon={<AlertTriangle aria-hidden="true" className="h-6 w-6" />}
      title={title}
      text={text}
      headingLevel={headingLevel}
    >
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        <RetryIcon aria-hidden="true" className={isRetrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        Try again
      </Button>
    </ListStateCard>
  );
}

/** An empty list under filters or not: with "Clear filters" when the reader filtered it. */
export function EmptyListCard({
  title,
  text,
  onClearFilters,
}: {
  title: string;
  text: string;
  /** Given when filters are applied: the card offers to clear them. */
  onClearFilters?: () => void;
}) {
  return (
    <ListStateCard
      role="status"
      icon={<Inbox aria-hidden="true" className="h-6 w-6" />}
      title={title}
      text={text}
    >
      {onClearFilters ? (
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
    </ListStateCard>
  );
}

/** Grey blocks in the shape of the cards that are loading. */
export function ListSkeletons({
  count,
  label,
  className = "h-36",
  listClassName = "gap-4",
  testId,
}: {
  count: number;
  label: string;
  /** Height classes of each block. */
  className?: string;
  /** Gap classes of the list. */
  listClassName?: string;
  testId?: string;
}) {
  return (
    <div aria-busy="true" className={cn("grid", listClassName)} data-testid={testId}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
        <Skeleton key={index} className={`w-full rounded-[var(--radius-card)] ${className}`} />
      ))}
    </div>
  );
}

/** What a list read a page at a time tells about its next page (an infinite query has these). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Load more" centred under a list, while the list has a next page. */
export function LoadMoreRow({ query, loadingLabel }: { query: PagedQuery; loadingLabel?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <LoadMoreButton
        onLoadMore={() => void query.fetchNextPage()}
        isLoading={query.isFetchingNextPage}
        loadingLabel={loadingLabel}
      />
    </div>
  );
}

/** What a list's query tells about a failed read and its retry. */
export interface RetryableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A list's loading, failed and empty states, then the list itself: the one order every list
 * page follows.
 */
export function ListStates({
  query,
  loading,
  failedTitle,
  retryIcon,
  isEmpty,
  empty,
  children,
}: {
  query: RetryableQuery;
  loading: ReactNode;
  /** The title of the failed state (the text under it is the same everywhere). */
  failedTitle: string;
  retryIcon?: ComponentType<SVGProps<SVGSVGElement>>;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ListErrorCard
        title={failedTitle}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        retryIcon={retryIcon}
      />
    );
  }
  if (isEmpty) return empty;
  return children;
}
