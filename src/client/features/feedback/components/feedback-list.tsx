import { LogIn, UserRound } from "lucide-react";
import { NO_FEEDBACK_MESSAGE, NO_FEEDBACK_TITLE } from "../../../../shared/feedback-limits";
import { useUser } from "../../../app/session/use-user";
import { LinkButton } from "../../../components/link-button";
import {
  EmptyListCard,
  ListSkeletons,
  ListStateCard,
  ListStates,
  LoadMoreRow,
} from "../../../components/list-states";
import { type FeedbackFilters, hasFeedbackFilters } from "../feedback-params";
import { FEEDBACK_FAILED_MESSAGE, useFeedbackList } from "../hooks/use-feedback-list";
import { FeedbackCard } from "./feedback-card";

const LIST_SKELETONS = 4;

/** What a visitor sees under 'My Feedback': their list needs an account, so no call is made. */
function MyFeedbackSignIn() {
  return (
    <ListStateCard
      icon={<UserRound aria-hidden="true" className="h-6 w-6" />}
      title="Sign in to see your feedback"
      text="Everything you submit is listed here, with its status and the team's response."
    >
      <LinkButton to="/auth?redirect=%2Fcommunity-feedback%3Ftab%3Dmy-feedback" icon={LogIn}>
        Sign in
      </LinkButton>
    </ListStateCard>
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
  return (
    <ListStates
      query={query}
      loading={<ListSkeletons count={LIST_SKELETONS} label="Loading feedback…" />}
      failedTitle={FEEDBACK_FAILED_MESSAGE}
      isEmpty={items.length === 0}
      empty={
        <EmptyListCard
          title={NO_FEEDBACK_TITLE}
          text={NO_FEEDBACK_MESSAGE}
          onClearFilters={hasFeedbackFilters(filters) ? onClearFilters : undefined}
        />
      }
    >
      <div className="space-y-4">
        <ul data-testid="feedback-list" aria-label="Feedback" className="grid gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} isSignedIn={user !== null} />
            </li>
          ))}
        </ul>
        <LoadMoreRow query={query} loadingLabel="Loading more feedback" />
      </div>
    </ListStates>
  );
}
