import { FolderOpen } from "lucide-react";
import { useState } from "react";
import { type PageQueries, pageInfiniteQuery, pageQuery } from "../../../app/page-data";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import { NewsCardSkeleton } from "../../../components/news-card-skeleton";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { cn } from "../../../lib/cn";
import { pluralNoun } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { blogFiltersOf, hasActiveFilters, useBlogFilters } from "../blog-filters";
import { LIST_SKELETONS, LOAD_MORE_SKELETONS } from "../blog-home-constants";
import { BlogListEmpty, BlogListError } from "../components/blog-list-states";
import { BlogNewsletter } from "../components/blog-newsletter";
import { BlogPostCard, type ViewMode } from "../components/blog-post-card";
import { BlogSearchBar } from "../components/blog-search-bar";
import { CommunityLinks } from "../components/community-links";
import { LoadMoreButton } from "../components/load-more-button";
import { TrendingTopics } from "../components/trending-topics";
import { blogPostsQuery, useBlogPosts } from "../hooks/use-blog-posts";
import { useNewsRefresh } from "../hooks/use-news-refresh";
import { trendingTopicsQuery } from "../hooks/use-trending-topics";

function Skeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
        <NewsCardSkeleton key={index} />
      ))}
    </>
  );
}

/** The server reads the list the address asks for, and the trending topics (see app/page-data.ts). */
export const pageQueries: PageQueries = ({ searchParams }) => [
  pageInfiniteQuery(blogPostsQuery(blogFiltersOf(searchParams))),
  pageQuery(trendingTopicsQuery()),
];

/** The blog home, /blog. */
export function BlogHomePage() {
  const { filters, setFilters, clearFilters } = useBlogFilters();
  const [viewMode, setViewMode] = useState<ViewMode>("grid");
  const blog = useBlogPosts(filters);
  const { query, posts } = blog;
  const isFiltered = hasActiveFilters(filters);

  // The featured one on top, the rest without it.
  const featured = posts.find((post) => post.isFeatured);
  const regular = featured ? posts.filter((post) => post.id !== featured.id) : posts;

  useNewsRefresh(
    !isFiltered && (query.isError || (query.isSuccess && posts.length === 0)),
    query.refetch,
  );

  const listClass = cn("grid gap-5", viewMode === "grid" ? "md:grid-cols-2" : "grid-cols-1");

  function renderList() {
    if (query.isPending) {
      return (
        <div className="grid gap-5 md:grid-cols-2" aria-busy="true">
          <Skeletons count={LIST_SKELETONS} label="Loading articles…" />
        </div>
      );
    }
    if (query.isError) {
      return <BlogListError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
    }
    if (posts.length === 0) return <BlogListEmpty isFiltered={isFiltered} onClear={clearFilters} />;

    return (
      <div className={cn("space-y-6 transition-opacity", query.isPlaceholderData && "opacity-60")}>
        {featured ? <BlogPostCard post={featured} layout="featured" priority /> : null}
        {regular.length > 0 ? (
          <section aria-labelledby="latest-articles-heading" className="space-y-4">
            <div className="flex items-baseline justify-between gap-3">
              <h2
                id="latest-articles-heading"
                className="font-bold font-display text-2xl uppercase tracking-tight"
              >
                {isFiltered ? "Results" : "Latest Articles"}
              </h2>
              <p className="text-muted-foreground text-sm" aria-live="polite">
                {blog.total} {pluralNoun(blog.total, "article")}
              </p>
            </div>
            <div data-testid="article-list" className={listClass}>
              {/* Each card is taken over by the browser once it comes into view. */}
              {regular.map((post, index) => (
                <HydrateWhenVisible key={post.id}>
                  <BlogPostCard
                    post={post}
                    layout={viewMode}
                    // Without a featured card, the first of the list is the first picture seen.
                    priority={!featured && index === 0}
                  />
                </HydrateWhenVisible>
              ))}
              {blog.isLoadingMore ? (
                <Skeletons count={LOAD_MORE_SKELETONS} label="Loading more articles…" />
              ) : null}
            </div>
          </section>
        ) : null}
        <HydrateWhenVisible>
          <LoadMoreButton
            hasMore={blog.hasMore}
            isLoadingMore={blog.isLoadingMore}
            onLoadMore={() => void blog.loadMore()}
          />
        </HydrateWhenVisible>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          eyebrow="Newsroom"
          title="Gaming News"
          description="Releases, reviews, guides and esports, from the GameHub newsroom."
        />
        <Button asChild variant="outline" className="w-fit shrink-0">
          <Link to="/blog/categories">
            <FolderOpen aria-hidden="true" className="h-4 w-4" />
            Browse Categories
          </Link>
        </Button>
      </div>

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <HydrateWhenVisible whenVisible={false}>
            <BlogSearchBar
              filters={filters}
              onChange={setFilters}
              onClear={clearFilters}
              viewMode={viewMode}
              onViewModeChange={setViewMode}
            />
          </HydrateWhenVisible>
          {renderList()}
        </div>
        {/* Below the list on a phone, beside it on a wide screen: taken over once seen. */}
        <HydrateWhenVisible className="min-w-0">
          <aside aria-label="Blog sidebar" className="space-y-6">
            <TrendingTopics />
            <BlogNewsletter />
            <CommunityLinks />
          </aside>
        </HydrateWhenVisible>
      </div>
    </div>
  );
}
