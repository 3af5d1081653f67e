import { Inbox } from "lucide-react";
import {
  DEVELOPER_UPDATE_SKELETONS,
  NO_UPDATES_MESSAGE,
  NO_UPDATES_TITLE,
} from "../../../../shared/developer-updates-limits";
import { LoadMoreButton } from "../../../components/load-more-button";
import { Button } from "../../../components/ui/button";
import { type DeveloperUpdateFilters, hasUpdateFilters } from "../developer-updates-params";
import { UPDATES_FAILED_MESSAGE, useDeveloperUpdates } from "../hooks/use-developer-updates";
import { DeveloperUpdateCard } from "./developer-update-card";
import { UpdatesErrorCard, UpdatesSkeletons, UpdatesStateCard } from "./update-states";

/** The updates under the filters, with their loading, failed, empty and paged states. */
export function DeveloperUpdatesList({
  filters,
  onClearFilters,
}: {
  filters: DeveloperUpdateFilters;
  onClearFilters: () => void;
}) {
  const { query, updates } = useDeveloperUpdates(filters);

  // Six placeholder blocks while a list the browser has not read yet loads (a new filter).
  if (query.isPending) {
    return <UpdatesSkeletons count={DEVELOPER_UPDATE_SKELETONS} label="Loading updates…" />;
  }
  if (query.isError) {
    return (
      <UpdatesErrorCard
        title={UPDATES_FAILED_MESSAGE}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (updates.length === 0) {
    return (
      <UpdatesStateCard
        role="status"
        icon={<Inbox aria-hidden="true" className="h-6 w-6" />}
        title={NO_UPDATES_TITLE}
        text={NO_UPDATES_MESSAGE}
      >
        {hasUpdateFilters(filters) ? (
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
      </UpdatesStateCard>
    );
  }
  return (
    <div className="space-y-6">
      <ul data-testid="update-list" aria-label="Developer updates" className="grid gap-5">
        {updates.map((update, index) => (
          <li key={update.id}>
            <DeveloperUpdateCard update={update} isFirst={index === 0} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <LoadMoreButton
            onLoadMore={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
          />
        </div>
      ) : null}
    </div>
  );
}
