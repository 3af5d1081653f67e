import { ArrowLeft, Bell } from "lucide-react";
import { type PageQueries, pageInfiniteQuery, pageQuery } from "../../../app/page-data";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import { NewsCardSkeleton } from "../../../components/news-card-skeleton";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { Link } from "../../../lib/router";
import { DEFAULT_FILTERS } from "../blog-filters";
import { ALL_ARTICLES_SKELETONS, LOAD_MORE_SKELETONS } from "../blog-home-constants";
import { BlogListEmpty, BlogListError } from "../components/blog-list-states";
import { BlogPostCard } from "../components/blog-post-card";
import { LoadMoreButton } from "../components/load-more-button";
import { TrendingTopics } from "../components/trending-topics";
import { blogPostsQuery, useBlogPosts } from "../hooks/use-blog-posts";
import { trendingTopicsQuery } from "../hooks/use-trending-topics";

/**
 * /blog/all: every published article from the API (not a built-in static list), with the same
 * query and cache as the unfiltered blog home.
 */
/** The server reads the whole list's first page and the trending topics (see app/page-data.ts). */
export const pageQueries: PageQueries = () => [
  pageInfiniteQuery(blogPostsQuery(DEFAULT_FILTERS)),
  pageQuery(trendingTopicsQuery()),
];

export function AllArticlesPage() {
  const blog = useBlogPosts(DEFAULT_FILTERS);
  const { query, posts } = blog;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <Link
        to="/blog"
        className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm transition-colors hover:text-primary"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Blog Home
      </Link>
      <PageHeader
        eyebrow="Newsroom"
        title="All Articles"
        description="Every story we have published, newest first."
      />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {query.isPending ? (
            <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
              <span className="sr-only">Loading articles…</span>
              {Array.from({ length: ALL_ARTICLES_SKELETONS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
                <NewsCardSkeleton key={index} />
              ))}
            </div>
          ) : query.isError ? (
            <BlogListError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
          ) : posts.length === 0 ? (
            <BlogListEmpty isFiltered={false} onClear={() => undefined} />
          ) : (
            <>
              <h2 className="sr-only">All articles</h2>
              <div data-testid="article-list" className="grid gap-5 sm:grid-cols-2">
                {/* Each card is taken over by the browser once it comes into view (a grid of
                    its own, so the card still fills its cell). */}
                {posts.map((post, index) => (
                  <HydrateWhenVisible key={post.id} className="grid">
                    <BlogPostCard
                      post={post}
                      layout="grid"
                      readLabel="Continue Reading"
                      priority={index === 0}
                    />
                  </HydrateWhenVisible>
                ))}
                {blog.isLoadingMore
                  ? Array.from({ length: LOAD_MORE_SKELETONS }, (_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
                      <NewsCardSkeleton key={`more-${index}`} />
                    ))
                  : null}
              </div>
              <HydrateWhenVisible>
                <LoadMoreButton
                  hasMore={blog.hasMore}
                  isLoadingMore={blog.isLoadingMore}
                  onLoadMore={() => void blog.loadMore()}
                />
              </HydrateWhenVisible>
            </>
          )}
        </div>
        <aside aria-label="Blog sidebar" className="min-w-0">
          <HydrateWhenVisible className="space-y-6">
            <TrendingTopics />
            <Card className="p-5" role="region" aria-labelledby="stay-updated-heading">
              <h2
                id="stay-updated-heading"
                className="flex items-center gap-2 font-bold font-display text-xl uppercase"
              >
                <Bell aria-hidden="true" className="h-5 w-5 text-primary" />
                Stay Updated
              </h2>
              <p className="mt-1 mb-4 text-muted-foreground text-sm">
                Search, filter and subscribe to the newsletter on the blog home.
              </p>
              <Button asChild className="w-full">
                <Link to="/blog">Go to Blog Home</Link>
              </Button>
            </Card>
          </HydrateWhenVisible>
        </aside>
      </div>
    </div>
  );
}
