import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { BlogPost } from "../../../shared/blog";
import { NewsImage } from "./news-image";
import { htmlToPlainText } from "./plain-text";

/** Spec 000 §2 "Home page": what a card shows when the post leaves a field out. */
export const DEFAULT_NEWS_CATEGORY = "NEWS";
export const DEFAULT_NEWS_TIME_AGO = "2h ago";

/** Only id and title are certain; every other field may be missing from older or external posts. */
export type NewsCardPost = Pick<BlogPost, "id" | "title"> &
  Partial<Pick<BlogPost, "image" | "category" | "timeAgo" | "excerpt" | "content">>;

function summaryOf(post: NewsCardPost): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  // Content is HTML; the card shows it as plain text, never as markup.
  return post.content ? htmlToPlainText(post.content) : "";
}

export function NewsCard({ post }: { post: NewsCardPost }) {
  const category = post.category?.trim() || DEFAULT_NEWS_CATEGORY;
  const timeAgo = post.timeAgo?.trim() || DEFAULT_NEWS_TIME_AGO;
  const summary = summaryOf(post);

  return (
    <article className="group h-full">
      <Link
        to={`/blog/${post.id}`}
        className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-lg backdrop-blur-md transition duration-200 hover:-translate-y-1 hover:border-primary/60 hover:shadow-[0_12px_40px_-12px_var(--primary)]"
      >
        <div className="relative aspect-video overflow-hidden bg-muted">
          <NewsImage
            src={post.image}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-linear-to-t from-black/60 via-transparent to-transparent"
          />
          <span
            data-testid="news-card-category"
            className="absolute top-3 left-3 rounded-md bg-primary px-2.5 py-1 font-bold text-[11px] text-primary-foreground uppercase tracking-wider shadow"
          >
            {category}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
          <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" />
            <span data-testid="news-card-time">{timeAgo}</span>
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
      </Link>
    </article>
  );
}
