import { FolderOpen, MessagesSquare, Share2, TrendingUp } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { type PageQueries, pageInfiniteQuery, pageQuery } from "../../../app/page-data";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import { ListSkeletons } from "../../../components/list-states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { DiscussionsTab } from "../components/discussions-tab";
import { ForumHero } from "../components/forum-hero";
import {
  FORUM_TABS,
  type ForumTab,
  forumFiltersOf,
  forumTabOf,
  useForumParams,
} from "../forum-params";
import { forumCategoriesQuery, useForumCategories } from "../hooks/use-forum-categories";
import { forumThreadsQuery } from "../hooks/use-forum-threads";
import { forumTrendingQuery } from "../hooks/use-forum-trending";
import { socialPostsQuery } from "../hooks/use-social-posts";

const TAB_LABELS: Record<ForumTab, { label: string; Icon: typeof MessagesSquare }> = {
  discussions: { label: "Discussions", Icon: MessagesSquare },
  categories: { label: "Categories", Icon: FolderOpen },
  trending: { label: "Trending", Icon: TrendingUp },
  social: { label: "Social Hub", Icon: Share2 },
};

/**
 * The other tabs load when first pointed at or opened, so the page's first view carries only
 * the discussion list. Opened from the address, the server renders them in full and the browser
 * keeps that HTML until their code arrives (React hydrates a Suspense boundary later).
 */
const TAB_MODULES = {
  categories: () => import("../components/categories-tab"),
  trending: () => import("../components/trending-tab"),
  social: () => import("../components/social-hub-tab"),
} as const;
const CategoriesTab = lazy(() =>
  TAB_MODULES.categories().then((m) => ({ default: m.CategoriesTab })),
);
const TrendingTab = lazy(() => TAB_MODULES.trending().then((m) => ({ default: m.TrendingTab })));
const SocialHubTab = lazy(() => TAB_MODULES.social().then((m) => ({ default: m.SocialHubTab })));

function preloadTab(tab: ForumTab): void {
  if (tab !== "discussions") void TAB_MODULES[tab]().catch(() => undefined);
}

function LazyTab({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HydrateWhenVisible
      whenVisible={false}
      fallback={<ListSkeletons count={3} label={`Loading ${label}…`} />}
    >
      {children}
    </HydrateWhenVisible>
  );
}

/**
 * The server reads the categories (the hero, the filter and the Categories tab show them) and
 * what the tab in the address shows; other tabs read theirs when opened.
 */
export const pageQueries: PageQueries = ({ searchParams }) => {
  const tab = forumTabOf(searchParams);
  const queries = [pageQuery(forumCategoriesQuery())];
  if (tab === "discussions") {
    queries.push(pageInfiniteQuery(forumThreadsQuery(forumFiltersOf(searchParams))));
  }
  if (tab === "trending") queries.push(pageQuery(forumTrendingQuery()));
  if (tab === "social") queries.push(pageQuery(socialPostsQuery("all")));
  return queries;
};

function isForumTab(value: string): value is ForumTab {
  return (FORUM_TABS as readonly string[]).includes(value);
}

/** The forum, /forum: a hero, then Discussions, Categories, Trending and Social Hub. */
export function ForumPage() {
  const { tab, filters, setTab, setFilters, showCategory } = useForumParams();
  const categories = useForumCategories();

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <ForumHero categories={categories.data} />
      <Tabs value={tab} onValueChange={(value) => isForumTab(value) && setTab(value)}>
        <TabsList aria-label="Forum sections" className="max-sm:grid max-sm:grid-cols-2">
          {FORUM_TABS.map((value) => {
            const { label, Icon } = TAB_LABELS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                onPointerEnter={() => preloadTab(value)}
                onFocus={() => preloadTab(value)}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="discussions">
          <DiscussionsTab
            filters={filters}
            categories={categories.data ?? []}
            onFiltersChange={setFilters}
          />
        </TabsContent>
        <TabsContent value="categories">
          <LazyTab label="categories">
            <CategoriesTab onOpenCategory={showCategory} />
          </LazyTab>
        </TabsContent>
        <TabsContent value="trending">
          <LazyTab label="trending topics">
            <TrendingTab />
          </LazyTab>
        </TabsContent>
        <TabsContent value="social">
          <LazyTab label="social posts">
            <SocialHubTab />
          </LazyTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}
