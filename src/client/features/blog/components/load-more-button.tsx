import { Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** 'Load More Articles' under a list, shown while there is more to load. */
export function LoadMoreButton({
  hasMore,
  isLoadingMore,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore && !isLoadingMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" size="lg" onClick={onLoadMore} disabled={isLoadingMore}>
        {isLoadingMore ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        Load More Articles
      </Button>
    </div>
  );
}
