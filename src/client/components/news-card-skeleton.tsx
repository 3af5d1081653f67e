import { Skeleton } from "./ui/skeleton";

/** The home card's text: time, two title lines, three summary lines. */
const NEWS_CARD_LINES = [
  "h-3 w-16",
  "h-5 w-11/12",
  "h-5 w-2/3",
  "h-3 w-full",
  "h-3 w-full",
  "h-3 w-4/5",
];

interface NewsCardSkeletonProps {
  testId?: string;
  /** One bar per line of the card's text (height and width classes), top to bottom. */
  lines?: readonly string[];
}

/** Same footprint as a news card (picture, then text), so the grid does not jump when posts arrive. */
export function NewsCardSkeleton({
  testId = "news-card-skeleton",
  lines = NEWS_CARD_LINES,
}: NewsCardSkeletonProps) {
  return (
    <div
      data-testid={testId}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card backdrop-blur-md"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        {lines.map((line, index) => (
          // The bars have no identity of their own; their position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholder bars
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  );
}
