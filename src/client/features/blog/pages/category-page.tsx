import { ArrowLeft, FileQuestion, FileText, Inbox, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { SITE_NAME } from "../../../../shared/routes";
import { type PageQueries, pageQuery } from "../../../app/page-data";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import { LinkButton } from "../../../components/link-button";
import { MessageCard } from "../../../components/message-card";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { Link, useParams, useSearchParams } from "../../../lib/router";
import { postCountLabel } from "../components/category-card";
import { CategoryIcon, tint } from "../components/category-icon";
import { CategoryPagination } from "../components/category-pagination";
import { CategoryPostCard, CategoryPostCardSkeleton } from "../components/category-post-card";
import {
  blogCategoryQuery,
  categoryPostsQuery,
  useBlogCategory,
  useCategoryPosts,
} from "../hooks/use-blog-categories";
import { parsePageParam } from "../pagination";

/** 12 posts per page. */
const POST_SKELETONS = 12;

function BackToCategories() {
  return (
    <Link
      to="/blog/categories"
      className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm transition-colors hover:text-primary"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Categories
    </Link>
  );
}

function CategoryNotFound() {
  return (
    <MessageCard icon={FileQuestion} title="Category Not Found">
      <p className="mt-3 text-muted-foreground">
        The category you're looking for doesn't exist or has been removed.
      </p>
      <LinkButton to="/blog/categories" variant="outline" icon={ArrowLeft} className="mt-6">
        Back to Categories
      </LinkButton>
    </MessageCard>
  );
}

function LoadError({
  message,
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="h-8 w-8 text-error" />
      <div className="space-y-1">
        <h2 className="font-bold font-display text-xl">Failed to load this category</h2>
        <p className="break-all font-mono text-muted-foreground text-xs">{message}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={cn("h-4 w-4", isRetrying && "animate-spin")} />
        Try again
      </Button>
    </Card>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The server reads the category and the page of posts the address asks for (see app/page-data.ts). */
export const pageQueries: PageQueries = ({ params, searchParams }) => {
  const slug = params.slug ?? "";
  const page = parsePageParam(searchParams.get("page"));
  return [pageQuery(blogCategoryQuery(slug)), pageQuery(categoryPostsQuery(slug, page))];
};

/** One category's page, /blog/category/{slug}. */
export function CategoryPage() {
  const { slug = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get("page"));
  const categoryQuery = useBlogCategory(slug);
  const postsQuery = useCategoryPosts(slug, page);
  const category = categoryQuery.data;

  useEffect(() => {
    if (category) document.title = `${category.name} | ${SITE_NAME}`;
  }, [category]);

  function handlePageChange(next: number) {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  const container =
    "mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12";

  if (isNotFound(categoryQuery.error) || isNotFound(postsQuery.error)) {
    return (
      <div className={container}>
        <CategoryNotFound />
      </div>
    );
  }

  function renderHeader() {
    if (!category) {
      return (
        <Card
          className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
          aria-busy="true"
        >
          <Skeleton className="h-16 w-16 rounded-2xl" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-9 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </Card>
      );
    }
    return (
      <Card
        className="relative overflow-hidden p-6 sm:p-8"
        style={{ borderColor: tint(category.color, 45) }}
      >
        <div
          aria-hidden="true"
          className="-top-24 -right-16 absolute h-64 w-64 rounded-full blur-3xl"
          style={{ backgroundColor: tint(category.color, 30) }}
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
          <CategoryIcon
            icon={category.icon}
            color={category.color}
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl border"
            iconClassName="h-8 w-8"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center">
              <h1
                className="text-balance font-bold font-display text-4xl uppercase leading-none tracking-wide sm:text-5xl"
                style={{ color: category.color }}
              >
                {category.name}
              </h1>
              <span
                data-testid="category-header-count"
                className="inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-semibold text-sm"
                style={{ color: category.color, borderColor: tint(category.color, 45) }}
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                {postCountLabel(category.postCount)}
              </span>
            </div>
            {category.description ? (
              <p className="max-w-2xl text-pretty text-muted-foreground sm:text-lg">
                {category.description}
              </p>
            ) : null}
          </div>
        </div>
      </Card>
    );
  }

  function renderPosts() {
    if (postsQuery.isPending) {
      return (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only">Loading posts…</span>
          {Array.from({ length: POST_SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
            <CategoryPostCardSkeleton key={index} />
          ))}
        </div>
      );
    }
    if (postsQuery.isError) {
      return (
        <LoadError
          message={postsQuery.error.message}
          isRetrying={postsQuery.isFetching}
          onRetry={() => void postsQuery.refetch()}
        />
      );
    }
    const { posts, totalPages } = postsQuery.data;
    if (posts.length === 0) {
      const isPastEnd = page > 1;
      return (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
          <p className="font-semibold text-lg">
            {isPastEnd ? "No posts on this page" : "No posts in this category yet"}
          </p>
          {isPastEnd ? (
            <Button variant="outline" onClick={() => handlePageChange(1)}>
              Go to page 1
            </Button>
          ) : null}
        </Card>
      );
    }
    return (
      <div className="space-y-8">
        <ul
          data-testid="category-posts"
          aria-label="Posts"
          className={cn(
            "grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3",
            postsQuery.isPlaceholderData && "opacity-60",
          )}
        >
          {/* Each card is taken over by the browser once it comes into view. */}
          {posts.map((post, index) => (
            <HydrateWhenVisible as="li" key={post.id}>
              <CategoryPostCard
                post={post}
                color={category?.color ?? "var(--primary)"}
                priority={index === 0}
              />
            </HydrateWhenVisible>
          ))}
        </ul>
        <HydrateWhenVisible>
          <CategoryPagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            onPageChange={handlePageChange}
          />
        </HydrateWhenVisible>
      </div>
    );
  }

  return (
    <div className={container}>
      <BackToCategories />
      {categoryQuery.isError ? (
        <LoadError
          message={categoryQuery.error.message}
          isRetrying={categoryQuery.isFetching}
          onRetry={() => void categoryQuery.refetch()}
        />
      ) : (
        renderHeader()
      )}
      {renderPosts()}
    </div>
  );
}
