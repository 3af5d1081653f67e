import { ArrowRight, Clock } from "lucide-react";
import type { ReactNode } from "react";
import type { NewsCardPost } from "../../shared/blog-read";
import { Link } from "../lib/router";
import { NewsImage } from "./news-image";

/**
 * The card's summary: the excerpt, which for a post written without one the server fills with
 * the start of the body (lists carry no body).
 */
export function postSummary(post: Pick<NewsCardPost, "excerpt">): string {
  return post.excerpt?.trim() ?? "";
}

interface NewsCardFrameProps {
  to: string;
  image: string | null | undefined;
  /** Laid over the picture's top-left corner (category, Featured). */
  badge?: ReactNode;
  /** Whether the picture darkens towards the text below it. */
  shade?: boolean;
  /** The picture is the page's largest element at load (the first card of a list). */
  priority?: boolean;
  children: ReactNode;
}

/**
 * The whole card is one link: the picture (stock image when missing or broken) with a badge on
 * it, then the card's text. Shared by the home news and the category pages.
 */
export function NewsCardFrame({
  to,
  image,
  badge,
  shade = false,
  priority = false,
  children,
}: NewsCardFrameProps) {
  return (
    <Link
      to={to}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-lg backdrop-blur-md transition duration-200 hover:-translate-y-1 hover:border-primary/60 hover:shadow-[0_12px_40px_-12px_var(--primary)]"
    >
      <div className="relative aspect-video overflow-hidden bg-muted">
        <NewsImage
          src={image}
          priority={priority}
          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
        />
        {shade ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-linear-to-t from-black/60 via-transparent to-transparent"
          />
        ) : null}
        {badge}
      </div>
      {children}
    </Link>
  );
}

/** A news card: picture, category, time ago, title and summary, linking to /blog/{id}. */
export function NewsCard({ post }: { post: NewsCardPost }) {
  const summary = postSummary(post);

  return (
    <article className="group h-full">
      <NewsCardFrame
        to={`/blog/${post.id}`}
        image={post.image}
        shade
        badge={
          <span
            data-testid="news-card-category"
            className="absolute top-3 left-3 rounded-md bg-primary px-2.5 py-1 font-bold text-[11px] text-primary-foreground uppercase tracking-wider shadow"
          >
            {post.category}
          </span>
        }
      >
        <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
          <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            <span data-testid="news-card-time">{post.timeAgo}</span>
          </p>
          <h3 className="line-clamp-2 font-bold font-display text-lg leading-snug transition-colors group-hover:text-primary">
            {post.title}
          </h3>
          {summary ? (
            <p
              data-testid="news-card-summary"
              className="line-clamp-3 text-muted-foreground text-sm"
            >
              {summary}
            </p>
          ) : null}
          <span className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary text-sm">
            Read more
            <ArrowRight
              aria-hidden="true"
              className="h-4 w-4 transition-transform group-hover:translate-x-1"
            />
          </span>
        </div>
      </NewsCardFrame>
    </article>
  );
}
