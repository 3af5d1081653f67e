import { Skeleton } from "../../components/ui/skeleton";

/** Same footprint as a news card, so the grid does not jump when posts arrive. */
export function NewsCardSkeleton() {
  return (
    <div
      data-testid="news-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card backdrop-blur-md"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-2/3" />
        <div className="space-y-2 pt-1">
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-4/5" />
        </div>
      </div>
    </div>
  );
}
