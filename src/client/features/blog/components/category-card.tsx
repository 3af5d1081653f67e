import { ArrowRight, CalendarDays, FileText } from "lucide-react";
import type { BlogCategory } from "../../../../shared/blog";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatLongDate } from "../../../lib/format-date";
import { formatCountOf } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { CategoryIcon, tint } from "./category-icon";

export function postCountLabel(count: number): string {
  return formatCountOf(count, "post");
}

/** One tile of the categories grid. */
export function CategoryCard({ category }: { category: BlogCategory }) {
  return (
    <article className="group h-full" data-testid="category-card">
      <Link
        to={`/blog/category/${category.slug}`}
        className="relative flex h-full flex-col gap-4 overflow-hidden rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-lg backdrop-blur-md transition duration-200 hover:-translate-y-1 hover:border-primary/60 sm:p-6"
      >
        <span
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1"
          style={{ backgroundColor: category.color }}
        />
        <div className="flex items-start justify-between gap-3">
          <CategoryIcon icon={category.icon} color={category.color} />
          <span
            data-testid="category-post-count"
            className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 font-semibold text-xs"
            style={{ color: category.color, borderColor: tint(category.color, 40) }}
          >
            <FileText aria-hidden="true" className="h-3.5 w-3.5" />
            {postCountLabel(category.postCount)}
          </span>
        </div>
        <div className="space-y-1.5">
          <h2 className="font-bold font-display text-2xl uppercase tracking-wide transition-colors group-hover:text-primary">
            {category.name}
          </h2>
          {category.description ? (
            <p className="text-muted-foreground text-sm">{category.description}</p>
          ) : null}
        </div>
        <div className="mt-auto space-y-3 border-border border-t pt-4">
          {category.latestPost ? (
            <div className="space-y-1">
              <p className="font-semibold text-muted-foreground text-xs uppercase tracking-wider">
                Latest post
              </p>
              <p className="line-clamp-2 font-medium text-sm">{category.latestPost.title}</p>
              <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
                <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
                <time dateTime={category.latestPost.publishedAt}>
                  {formatLongDate(category.latestPost.publishedAt)}
                </time>
              </p>
            </div>
          ) : (
            <p className="text-muted-foreground text-sm">No posts yet</p>
          )}
          <span className="inline-flex items-center gap-1 font-semibold text-primary text-sm">
            Browse {category.name}
            <ArrowRight
              aria-hidden="true"
              className="h-4 w-4 transition-transform group-hover:translate-x-1"
            />
          </span>
        </div>
      </Link>
    </article>
  );
}

/** Same footprint as a CategoryCard while the list loads. */
export function CategoryCardSkeleton() {
  return (
    <div
      data-testid="category-card-skeleton"
      className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-card p-5 backdrop-blur-md sm:p-6"
    >
      <div className="flex items-start justify-between">
        <Skeleton className="h-12 w-12 rounded-xl" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <div className="mt-2 space-y-2 border-border border-t pt-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-3 w-28" />
      </div>
    </div>
  );
}
