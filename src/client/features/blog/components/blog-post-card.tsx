import { ArrowRight, Clock, Star } from "lucide-react";
import type { BlogPostSummary } from "../../../../shared/blog";
import { DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_TIME_AGO } from "../../../../shared/blog-limits";
import { postSummary } from "../../../components/news-card";
import { NewsImage } from "../../../components/news-image";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { LikeButton } from "./like-button";
import { ShareMenu } from "./share-menu";

export type ViewMode = "grid" | "list";

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** "featured" is the big card at the top of /blog. */
  layout: ViewMode | "featured";
  /** The action under the summary; "Continue Reading" on /blog/all. */
  readLabel?: string;
  /** The card's picture is the page's largest element at load (the first card of the list). */
  priority?: boolean;
}

/**
 * How wide the picture shows in each layout, for the browser's choice in the srcset: the featured
 * picture takes 3/5 of the news column from 1024 px, grid cards half of it from 768 px, list
 * pictures 14rem from 640 px; below those, the screen less the page's padding.
 */
const IMAGE_SIZES: Record<BlogPostCardProps["layout"], string> = {
  featured: "(min-width: 1280px) 30rem, (min-width: 1024px) 38vw, calc(100vw - 2rem)",
  grid: "(min-width: 1280px) 37.5rem, (min-width: 768px) 47vw, calc(100vw - 2rem)",
  list: "(min-width: 640px) 14rem, calc(100vw - 2rem)",
};

/** One article in the blog lists: picture, category, title, summary, author, like and share. */
export function BlogPostCard({
  post,
  layout,
  readLabel = "Read more",
  priority = false,
}: BlogPostCardProps) {
  const href = `/blog/${post.id}`;
  const isFeatured = layout === "featured";
  const isList = layout === "list";
  const summary = postSummary(post);

  return (
    <article
      data-testid={isFeatured ? "featured-article" : "article-card"}
      data-post-id={post.id}
      className={cn(
        "group flex h-full min-w-0 overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-lg backdrop-blur-md transition duration-200 hover:border-primary/60 hover:shadow-[0_12px_40px_-12px_var(--primary)]",
        isList ? "flex-col sm:flex-row" : "flex-col",
        isFeatured && "lg:flex-row",
      )}
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className={cn(
          "relative block shrink-0 overflow-hidden bg-muted",
          isList ? "aspect-video sm:aspect-auto sm:w-56" : "aspect-video",
          isFeatured && "lg:aspect-auto lg:w-3/5",
        )}
      >
        <NewsImage
          src={post.image}
          sizes={IMAGE_SIZES[layout]}
          priority={priority}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-t from-black/60 via-transparent to-transparent"
        />
        <span className="absolute top-3 left-3 flex flex-wrap gap-2">
          {isFeatured ? (
            <span className="inline-flex items-center gap-1 rounded-md bg-secondary px-2.5 py-1 font-bold text-[11px] text-secondary-foreground uppercase tracking-wider shadow">
              <Star aria-hidden="true" className="h-3 w-3 fill-current" />
              Featured
            </span>
          ) : null}
          <span
            data-testid="article-category"
            className="rounded-md bg-primary px-2.5 py-1 font-bold text-[11px] text-primary-foreground uppercase tracking-wider shadow"
          >
            {post.category?.trim() || DEFAULT_NEWS_CATEGORY}
          </span>
        </span>
      </Link>
      <div className={cn("flex min-w-0 flex-1 flex-col gap-2 p-4 sm:p-5", isFeatured && "lg:p-8")}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            {post.timeAgo?.trim() || DEFAULT_NEWS_TIME_AGO}
          </span>
          {post.author?.readTime ? <span>{post.author.readTime}</span> : null}
        </p>
        {isFeatured ? (
          <h2 className="font-bold font-display text-2xl leading-tight sm:text-3xl">
            <Link to={href} className="transition-colors hover:text-primary">
              {post.title}
            </Link>
          </h2>
        ) : (
          <h3 className="line-clamp-2 font-bold font-display text-lg leading-snug">
            <Link to={href} className="transition-colors hover:text-primary">
              {post.title}
            </Link>
          </h3>
        )}
        {summary ? (
          <p
            className={cn(
              "text-muted-foreground text-sm",
              isFeatured ? "line-clamp-4 sm:text-base" : "line-clamp-3",
            )}
          >
            {summary}
          </p>
        ) : null}
        <Link
          to={href}
          className="inline-flex w-fit items-center gap-1 pt-1 font-semibold text-primary text-sm hover:underline"
        >
          {readLabel}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:translate-x-1"
          />
        </Link>
        <div className="mt-auto flex items-center justify-between gap-2 border-border border-t pt-3">
          <span className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
            {post.author?.avatar ? (
              <img
                src={post.author.avatar}
                alt=""
                width={24}
                height={24}
                loading="lazy"
                decoding="async"
                className="h-6 w-6 shrink-0 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary/20 font-bold text-[10px] text-primary uppercase"
              >
                {post.author?.name?.charAt(0) ?? "G"}
              </span>
            )}
            <span className="truncate">{post.author?.name}</span>
          </span>
          <span className="flex shrink-0 items-center">
            <LikeButton postId={post.id} likes={post.likes ?? 0} isLiked={post.isLiked ?? false} />
            <ShareMenu postId={post.id} title={post.title} />
          </span>
        </div>
      </div>
    </article>
  );
}
