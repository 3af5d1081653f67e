import { Flame, LayoutList, MessageSquareReply, UserRound } from "lucide-react";
import { FEEDBACK_TABS, type FeedbackTab } from "../../../../shared/feedback-limits";
import { type PageQueries, pageInfiniteQuery } from "../../../app/page-data";
import { Card } from "../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { FeedbackHero } from "../components/feedback-hero";
import { FeedbackList } from "../components/feedback-list";
import { FeedbackToolbar } from "../components/feedback-toolbar";
import {
  DEFAULT_FEEDBACK_FILTERS,
  FEEDBACK_TAB_LABELS,
  feedbackFiltersOf,
  useFeedbackParams,
} from "../feedback-params";
import { feedbackListQuery } from "../hooks/use-feedback-list";

const TAB_ICONS: Record<FeedbackTab, typeof LayoutList> = {
  all: LayoutList,
  trending: Flame,
  "my-feedback": UserRound,
  "dev-responses": MessageSquareReply,
};

/**
 * The server reads the list the address asks for, with the visitor's cookie (so the votes a
 * member gave show pressed); the browser does not read it again when the page hydrates.
 * 'My Feedback' is the exception: it is the reader's own and the server cannot tell here who is
 * reading, so a visitor's refused read would stay cached as a failure and greet them after they
 * sign in. The server draws a visitor's sign-in prompt, and a member's list loads in the browser.
 */
export const pageQueries: PageQueries = ({ searchParams }) => {
  const filters = feedbackFiltersOf(searchParams);
  return filters.tab === "my-feedback" ? [] : [pageInfiniteQuery(feedbackListQuery(filters))];
};

function isFeedbackTab(value: string): value is FeedbackTab {
  return (FEEDBACK_TABS as readonly string[]).includes(value);
}

/** The community feedback hub, /community-feedback. */
export function FeedbackPage() {
  const { filters, setFilters } = useFeedbackParams();
  const clearFilters = () =>
    setFilters({
      search: DEFAULT_FEEDBACK_FILTERS.search,
      type: DEFAULT_FEEDBACK_FILTERS.type,
      status: DEFAULT_FEEDBACK_FILTERS.status,
    });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <FeedbackHero />
      <Card className="p-4 sm:p-5">
        <FeedbackToolbar filters={filters} onChange={setFilters} />
      </Card>
      <Tabs
        value={filters.tab}
        onValueChange={(value) => isFeedbackTab(value) && setFilters({ tab: value })}
      >
        <TabsList
          aria-label="Feedback lists"
          className="max-sm:grid max-sm:h-auto max-sm:grid-cols-2"
        >
          {FEEDBACK_TABS.map((tab) => {
            const Icon = TAB_ICONS[tab];
            return (
              <TabsTrigger key={tab} value={tab}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {FEEDBACK_TAB_LABELS[tab]}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {FEEDBACK_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {tab === filters.tab ? (
              <>
                {/* The feedback cards are h3s: this heads them for the outline. */}
                <h2 className="sr-only">{FEEDBACK_TAB_LABELS[tab]}</h2>
                <FeedbackList filters={filters} onClearFilters={clearFilters} />
              </>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
