import { Inbox, SearchX } from "lucide-react";
import { ListErrorCard, ListStateCard } from "../../../components/list-states";
import { Button } from "../../../components/ui/button";

export function BlogListError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <ListErrorCard
      isAnnounced={false}
      headingLevel="h2"
      title="Failed to fetch blog posts"
      text="We're fetching the latest gaming news. Please try again in a moment."
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

export function BlogListEmpty({
  isFiltered,
  onClear,
}: {
  isFiltered: boolean;
  onClear: () => void;
}) {
  return isFiltered ? (
    <ListStateCard
      headingLevel="h2"
      icon={<SearchX aria-hidden="true" className="h-6 w-6" />}
      title="No matching articles"
      text="No articles match your search or filters. Try other words or clear the filters."
    >
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </ListStateCard>
  ) : (
    <ListStateCard
      headingLevel="h2"
      icon={<Inbox aria-hidden="true" className="h-6 w-6" />}
      title="No articles yet"
      text="We're fetching the latest gaming news. Check back in a moment."
    />
  );
}
