import { RotateCw } from "lucide-react";
import {
  DEVELOPER_UPDATE_SKELETONS,
  NO_UPDATES_MESSAGE,
  NO_UPDATES_TITLE,
} from "../../../../shared/developer-updates-limits";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import {
  EmptyListCard,
  ListSkeletons,
  ListStates,
  LoadMoreRow,
} from "../../../components/list-states";
import { type DeveloperUpdateFilters, hasUpdateFilters } from "../developer-updates-params";
import { UPDATES_FAILED_MESSAGE, useDeveloperUpdates } from "../hooks/use-developer-updates";
import { DeveloperUpdateCard } from "./developer-update-card";

/** The updates under the filters, with their loading, failed, empty and paged states. */
export function DeveloperUpdatesList({
  filters,
  onClearFilters,
}: {
  filters: DeveloperUpdateFilters;
  onClearFilters: () => void;
}) {
  const { query, updates } = useDeveloperUpdates(filters);

  return (
    <ListStates
      query={query}
      // Six placeholder blocks while a list the browser has not read yet loads (a new filter).
      loading={
        <ListSkeletons
          count={DEVELOPER_UPDATE_SKELETONS}
          label="Loading updates…"
          className="h-48 sm:h-56"
          listClassName="gap-5"
          testId="update-skeletons"
        />
      }
      failedTitle={UPDATES_FAILED_MESSAGE}
      retryIcon={RotateCw}
      isEmpty={updates.length === 0}
      empty={
        <EmptyListCard
          title={NO_UPDATES_TITLE}
          text={NO_UPDATES_MESSAGE}
          onClearFilters={hasUpdateFilters(filters) ? onClearFilters : undefined}
        />
      }
    >
      <div className="space-y-6">
        {/* The cards' titles are level 3 under this level 2: headings that skip a level
            (the page's h1 straight to h3) lose screen-reader users their outline. */}
        <h2 className="sr-only">Latest updates</h2>
        <ul data-testid="update-list" aria-label="Developer updates" className="grid gap-5">
          {/* Each card is taken over by the browser once it comes into view. */}
          {updates.map((update, index) => (
            <HydrateWhenVisible as="li" key={update.id}>
              <DeveloperUpdateCard update={update} isFirst={index === 0} />
            </HydrateWhenVisible>
          ))}
        </ul>
        <HydrateWhenVisible>
          <LoadMoreRow query={query} />
        </HydrateWhenVisible>
      </div>
    </ListStates>
  );
}
