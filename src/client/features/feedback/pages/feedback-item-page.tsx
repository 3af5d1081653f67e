import { ArrowLeft, EyeOff, MessageSquareText, ThumbsUp } from "lucide-react";
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { FeedbackItemReply } from "../../../../shared/feedback";
import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_TYPE_LABELS } from "../../../../shared/feedback-limits";
import { type PageQueries, pageInfiniteQuery, pageQuery } from "../../../app/page-data";
import { useUser } from "../../../app/session/use-user";
import type { User } from "../../../app/session/user";
import {
  DetailBackLink,
  DetailLoading,
  DetailStates,
  DetailUnavailable,
  useDetailTitle,
} from "../../../components/detail-states";
import { NotFoundScreen } from "../../../components/not-found-screen";
import { preloadCommentEditor } from "../../../components/post/member-editors";
import { ReportButton } from "../../../components/post/post-actions";
import { PostContent } from "../../../components/post/post-content";
import { Card } from "../../../components/ui/card";
import { formatLongDate } from "../../../lib/format-date";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { Link, useParams } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { FeedbackPriorityBadge, FeedbackStatusBadge } from "../components/feedback-badges";
import { FeedbackComments } from "../components/feedback-comments";
import {
  DeveloperResponse,
  MergedDuplicates,
  MergedNotice,
  StatusHistory,
} from "../components/feedback-item-sections";
import { FeedbackVoteButton } from "../components/feedback-vote-button";
import {
  feedbackCommentsQuery,
  feedbackIdOf,
  feedbackItemQuery,
  useFeedbackComments,
  useFeedbackItem,
} from "../hooks/use-feedback-item";
import { type FeedbackMutations, useFeedbackMutations } from "../hooks/use-feedback-mutations";

/** Admins only, in its own chunk (with the panel's schemas): nobody else downloads it. */
const TeamPanel = lazy(() =>
  import("../components/team-panel").then((module) => ({ default: module.TeamPanel })),
);

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False on the server and while the page hydrates, true afterwards. The team panel is drawn
 * only then: sent in the HTML, its controls would look ready before its chunk had loaded and
 * made them work, and a press in between would be lost.
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Unknown, deleted or hidden: the server answered 404 and drew this screen. */
export function FeedbackNotFound() {
  return (
    <NotFoundScreen
      title="Feedback Not Found"
      text="The feedback you're looking for doesn't exist or has been removed."
      backTo="/community-feedback"
      backLabel="Back to Feedback"
      backIcon={MessageSquareText}
    />
  );
}

const LABEL_CLASS =
  "inline-flex items-center rounded-full border border-border bg-muted/60 px-2 py-0.5 font-semibold text-foreground/90 text-xs leading-5";

/** Visitors see the count; members get the hub's toggle button. */
function VoteControl({ item, user }: { item: FeedbackItemReply; user: User | null }) {
  if (user) return <FeedbackVoteButton item={item} />;
  return (
    <span
      data-testid="feedback-votes"
      className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-border bg-background/40 px-2.5 font-semibold text-muted-foreground text-sm tabular-nums"
    >
      <ThumbsUp aria-hidden="true" className="h-4 w-4" />
      {formatNumber(item.votes)} {pluralNoun(item.votes, "vote")}
    </span>
  );
}

function FeedbackItemCard({
  item,
  user,
  mutations,
}: {
  item: FeedbackItemReply;
  user: User | null;
  mutations: FeedbackMutations;
}) {
  const isOwn = user !== null && item.author.id === user.id;
  return (
    <Card className="grid gap-5 p-5 sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        <FeedbackStatusBadge status={item.status} />
        <FeedbackPriorityBadge priority={item.priority} />
        <span className={LABEL_CLASS} data-testid="feedback-type">
          {FEEDBACK_TYPE_LABELS[item.feedbackType]}
        </span>
        {item.category ? (
          <span className={LABEL_CLASS} data-testid="feedback-category">
            {FEEDBACK_CATEGORY_LABELS[item.category]}
          </span>
        ) : null}
        {item.isHidden ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-amber-400/50 bg-amber-400/10 px-2 py-0.5 font-semibold text-amber-300 text-xs leading-5">
            <EyeOff aria-hidden="true" className="h-3 w-3" />
            Hidden
          </span>
        ) : null}
      </div>

      <div className="grid gap-2">
        <h1 className="text-balance font-bold font-display text-2xl leading-tight tracking-tight sm:text-4xl">
          {item.title}
        </h1>
        <p className="text-muted-foreground text-sm" data-testid="feedback-byline">
          By{" "}
          {item.author.id === null ? (
            <span className="font-semibold">{item.userName}</span>
          ) : (
            <Link
              to={`/user/${item.author.id}`}
              className="font-semibold text-foreground hover:text-primary hover:underline"
            >
              {item.userName}
            </Link>
          )}{" "}
          • <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
        </p>
      </div>

      <MergedNotice mergedInto={item.mergedInto} />

      <PostContent html={item.descriptionHtml} />

      <div className="flex flex-wrap items-center gap-2 border-border border-t pt-4">
        <VoteControl item={item} user={user} />
        {user && !isOwn ? (
          <div className="ml-auto">
            <ReportButton
              subject="this feedback"
              onReport={async (reason) => {
                await mutations.report.mutateAsync({
                  target: { kind: "item", id: item.id },
                  reason,
                });
                toast({
                  title: "Thanks for the report",
                  description: "The team will look at this feedback.",
                });
              }}
            />
          </div>
        ) : null}
      </div>

      <DeveloperResponse item={item} />
      <StatusHistory item={item} />
      <MergedDuplicates duplicates={item.duplicates} />
    </Card>
  );
}

function FeedbackItemView({ feedbackId }: { feedbackId: number }) {
  const item = useFeedbackItem(feedbackId);
  const comments = useFeedbackComments(feedbackId);
  const { user, isLoading: isUserLoading } = useUser();
  const mutations = useFeedbackMutations(feedbackId);
  const isHydrated = useIsHydrated();

  useDetailTitle(item.data?.title);

  return (
    <DetailStates
      query={item}
      loading={<DetailLoading noun="feedback" />}
      notFound={<FeedbackNotFound />}
      unavailable={
        <DetailUnavailable
          icon={MessageSquareText}
          title="Feedback Unavailable"
          text="The feedback could not be loaded. Please try again in a moment."
          back={{ to: "/community-feedback", label: "Back to Feedback", icon: ArrowLeft }}
        />
      }
    >
      {(data) => (
        <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
          <DetailBackLink to="/community-feedback" icon={ArrowLeft}>
            Back to Feedback
          </DetailBackLink>
          <article className="mt-3 grid gap-6">
            <FeedbackItemCard item={data} user={user} mutations={mutations} />
            {user?.isAdmin ? (
              isHydrated ? (
                <Suspense fallback={<div aria-hidden="true" className="min-h-96" />}>
                  {/* Drawn afresh from each saved state, so the fields show what the server keeps. */}
                  <TeamPanel
                    key={`${data.status}|${data.responseFromDev ?? ""}`}
                    item={data}
                    mutations={mutations}
                  />
                </Suspense>
              ) : (
                <div aria-hidden="true" className="min-h-96" />
              )
            ) : null}
            <FeedbackComments
              comments={comments}
              total={data.commentCount}
              user={user}
              isUserLoading={isUserLoading}
              mutations={mutations}
            />
          </article>
        </div>
      )}
    </DetailStates>
  );
}

/**
 * The server reads the item and its first page of comments (see app/page-data.ts), so the page
 * arrives whole; an unknown or hidden id arrives as the not-found screen, never asked for again.
 */
export const pageQueries: PageQueries = ({ params }) => {
  const id = feedbackIdOf(params.id);
  return id === null
    ? []
    : [pageQuery(feedbackItemQuery(id)), pageInfiniteQuery(feedbackCommentsQuery(id))];
};

/** A signed-in member's item has the comment form drawn by the server: see member-editors.tsx. */
export function preloadScreen(
  _pathname: string,
  { signedIn }: { signedIn: boolean },
): Promise<unknown> | undefined {
  return signedIn ? preloadCommentEditor() : undefined;
}

/** One piece of community feedback, /community-feedback/{id}. */
export function FeedbackItemPage() {
  const { id } = useParams();
  const feedbackId = feedbackIdOf(id);
  if (feedbackId === null) return <FeedbackNotFound />;
  return <FeedbackItemView key={feedbackId} feedbackId={feedbackId} />;
}
