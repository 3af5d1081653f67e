import { ArrowRight, FolderOpen, RefreshCw, TriangleAlert } from "lucide-react";
import { type PageQueries, pageQuery } from "../../../app/page-data";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageHeader } from "../../../components/ui/page-header";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { CategoryCard, CategoryCardSkeleton } from "../components/category-card";
import { blogCategoriesQuery, useBlogCategories } from "../hooks/use-blog-categories";

/** As many placeholders as the demo data has categories, so the grid does not jump. */
const SKELETON_COUNT = 6;

/** The blog categories page, /blog/categories. */
/** The server reads the categories before rendering (see app/page-data.ts). */
export const pageQueries: PageQueries = () => [pageQuery(blogCategoriesQuery())];

export function BlogCategoriesPage() {
  const query = useBlogCategories();

  function renderGrid() {
    if (query.isPending) {
      return (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          <span className="sr-only">Loading categories…</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
            <CategoryCardSkeleton key={index} />
          ))}
        </div>
      );
    }
    if (query.isError) {
      return (
        <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <TriangleAlert aria-hidden="true" className="h-8 w-8 text-error" />
          <div className="space-y-1">
            <h2 className="font-bold font-display text-xl">Failed to load categories</h2>
            <p className="break-all font-mono text-muted-foreground text-xs">
              {query.error.message}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={cn("h-4 w-4", query.isFetching && "animate-spin")}
            />
            Try again
          </Button>
        </Card>
      );
    }
    if (query.data.length === 0) {
      return (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <FolderOpen aria-hidden="true" className="h-10 w-10 text-muted-foreground" />
          <p className="font-semibold text-lg">No categories available</p>
        </Card>
      );
    }
    return (
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Blog categories">
        {query.data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8 lg:py-12">
      <Breadcrumb current="Blog Categories" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          eyebrow="Newsroom"
          title="Blog Categories"
          description="Pick a topic and dive into the stories that matter to you."
        />
        <Button asChild variant="outline" className="w-fit shrink-0">
          <Link to="/blog">
            View All Posts
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Button>
      </div>
      {renderGrid()}
    </div>
  );
}
