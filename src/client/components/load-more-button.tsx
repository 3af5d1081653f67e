import { ChevronDown } from "lucide-react";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";

interface LoadMoreButtonProps {
  onLoadMore: () => void;
  /** The next page is on its way: the button waits, with a spinner. */
  isLoading: boolean;
  /** What the spinner says to screen readers meanwhile. */
  loadingLabel?: string;
  /**
   * "list": a page of cards (a large button). "thread": more comments or replies in a
   * discussion (a regular button with a chevron pointing at where they will appear).
   */
  variant?: "list" | "thread";
}

/** "Load more" under a list read a page at a time. */
export function LoadMoreButton({
  onLoadMore,
  isLoading,
  loadingLabel = "Loading more",
  variant = "list",
}: LoadMoreButtonProps) {
  return (
    <Button
      variant="outline"
      size={variant === "list" ? "lg" : "md"}
      onClick={onLoadMore}
      disabled={isLoading}
    >
      {isLoading ? (
        <Spinner className="h-4 w-4 text-current" label={loadingLabel} />
      ) : variant === "thread" ? (
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      ) : null}
      Load more
    </Button>
  );
}
