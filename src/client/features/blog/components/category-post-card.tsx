import { CalendarDays, Clock, Eye, Heart, MessageCircle, Star } from "lucide-react";
import { useState } from "react";
import type { CategoryPostCard as CategoryPost } from "../../../../shared/blog";
import { NewsCardFrame } from "../../../components/news-card";
import { NewsCardSkeleton } from "../../../components/news-card-skeleton";
import { formatLongDate } from "../../../lib/format-date";
import { formatNumber } from "../../../lib/format-number";

/** A card shows up to 3 tags. */
const MAX_CARD_TAGS = 3;

function AuthorAvatar({ name, avatar }: { name: string; avatar: string | null }) {
  const [failed, setFailed] = useState(false);
  if (avatar && !failed) {
    return (
      <img
        src={avatar}
        alt=""
        width={24}
        height={24}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="h-6 w-6 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary/20 font-bold text-[11px] text-primary uppercase"
    >
      {name.trim().charAt(0) || "?"}
    </span>
  );
}

function Stat({ icon: Icon, value, label }: { icon: typeof Eye; value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {formatNumber(value)}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A post on a category page, linking to the article at /blog/{slug}. `priority` marks the first
 * card, whose picture is the page's largest element at load.
 */
export function CategoryPostCard({
  post,
  color,
  priority = false,
}: {
  post: CategoryPost;
  color: string;
  priority?: boolean;
}) {
  const tags = post.tags.slice(0, MAX_CARD_TAGS);
  return (
    <article className="group h-full" data-testid="category-post-card">
      <NewsCardFrame
        to={`/blog/${post.slug}`}
        image={post.image}
        priority={priority}
        badge={
          post.isFeatured ? (
            <span
              data-testid="featured-badge"
              className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-md bg-primary px-2.5 py-1 font-bold text-[11px] text-primary-foreground uppercase tracking-wider shadow"
            >
              <Star aria-hidden="true" className="h-3 w-3 fill-current" />
              Featured
            </span>
          ) : null
        }
      >
        <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
          <h2 className="line-clamp-2 font-bold font-display text-lg leading-snug transition-colors group-hover:text-primary">
            {post.title}
          </h2>
          {post.excerpt ? (
            <p className="line-clamp-3 text-muted-foreground text-sm">{post.excerpt}</p>
          ) : null}
          {tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border px-2 py-0.5 text-[11px]"
                  style={{ borderColor: color, color }}
                >
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-auto space-y-2 border-border border-t pt-3 text-muted-foreground text-xs">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
              <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-foreground">
                <AuthorAvatar name={post.author.name} avatar={post.author.avatar} />
                <span className="truncate">{post.author.name}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="h-3.5 w-3.5" />
                <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                {post.readTime}
              </span>
            </div>
            <div className="flex items-center gap-4">
              <Stat icon={Eye} value={post.views} label="views" />
              <Stat icon={Heart} value={post.likes} label="likes" />
              <Stat icon={MessageCircle} value={post.comments} label="comments" />
            </div>
          </div>
        </div>
      </NewsCardFrame>
    </article>
  );
}

/** Title, excerpt and byline bars. */
const CATEGORY_POST_LINES = [
  "h-5 w-11/12",
  "h-5 w-2/3",
  "h-3 w-full",
  "h-3 w-4/5",
  "mt-2 h-3 w-1/2",
];

export function CategoryPostCardSkeleton() {
  return <NewsCardSkeleton testId="category-post-skeleton" lines={CATEGORY_POST_LINES} />;
}
