import { Inbox, LogIn, UserRound } from "lucide-react";
import { NO_FEEDBACK_MESSAGE, NO_FEEDBACK_TITLE } from "../../../../shared/feedback-limits";
import { useUser } from "../../../app/session/use-user";
import { LinkButton } from "../../../components/link-button";
import { LoadMoreButton } from "../../../components/load-more-button";
import { Button } from "../../../components/ui/button";
import {
  ForumErrorCard,
  ForumSkeletons,
  ForumStateCard,
} from "../../forum/components/forum-states";
import { type FeedbackFilters, hasFeedbackFilters } from "../feedback-params";
import { FEEDBACK_FAILED_MESSAGE, useFeedbackList } from "../hooks/use-feedback-list";
import { FeedbackCard } from "./feedback-card";

const LIST_SKELETONS = 4;

/** What a visitor sees under 'My Feedback': their list needs an account, so no call is made. */
function MyFeedbackSignIn() {
  return (
    <ForumStateCard
      icon={<UserRound aria-hidden="true" className="h-6 w-6" />}
      title="Sign in to see your feedback"
      text="Everything you submit is listed here, with its status and the team's response."
    >
      <LinkButton to="/auth?redirect=%2Fcommunity-feedback%3Ftab%3Dmy-feedback" icon={LogIn}>
        Sign in
      </LinkButton>
    </ForumStateCard>
  );
}

/** The items of one tab under the filters, with its loading, failed, empty and paged states. */
export function FeedbackList({
  filters,
  onClearFilters,
}: {
  filters: FeedbackFilters;
  onClearFilters: () => void;
}) {
  const { user } = useUser();
  const needsSignIn = filters.tab === "my-feedback" && !user;
  const { query, items } = useFeedbackList(filters, !needsSignIn);

  if (needsSignIn) return <MyFeedbackSignIn />;
  if (query.isPending) return <ForumSkeletons count={LIST_SKELETONS} label="Loading feedback…" />;
  if (query.isError) {
    return (
      <ForumErrorCard
        title={FEEDBACK_FAILED_MESSAGE}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <ForumStateCard
        role="status"
        icon={<Inbox aria-hidden="true" className="h-6 w-6" />}
        title={NO_FEEDBACK_TITLE}
        text={NO_FEEDBACK_MESSAGE}
      >
        {hasFeedbackFilters(filters) ? (
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
      </ForumStateCard>
    );
  }
  return (
    <div className="space-y-4">
      <ul data-testid="feedback-list" aria-label="Feedback" className="grid gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard item={item} isSignedIn={user !== null} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <LoadMoreButton
            onLoadMore={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
            loadingLabel="Loading more feedback"
          />
        </div>
      ) : null}
    </div>
  );
}
