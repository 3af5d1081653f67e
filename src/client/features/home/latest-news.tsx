import { ArrowRight, Newspaper } from "lucide-react";
import { HOME_NEWS_LIMIT } from "../../../shared/blog-limits";
import { NewsCard } from "../../components/news-card";
import { NewsCardSkeleton } from "../../components/news-card-skeleton";
import { Link } from "../../lib/router";
import { NewsEmpty } from "./news-empty";
import { NewsError } from "./news-error";
import { useHomeNews } from "./use-home-news";

const GRID = "grid gap-5 sm:grid-cols-2";

function LatestNewsBody() {
  const news = useHomeNews();

  if (news.isPending) {
    return (
      <div className={GRID} aria-busy="true">
        <span className="sr-only">Loading the latest news…</span>
        {Array.from({ length: HOME_NEWS_LIMIT }, (_, index) => (
          // Placeholders have no identity of their own; their position is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
          <NewsCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (news.isError) {
    return (
      <NewsError
        message={news.error.message}
        isRetrying={news.isFetching}
        onRetry={() => void news.refetch()}
      />
    );
  }

  if (news.data.length === 0) return <NewsEmpty />;

  return (
    <div className={GRID}>
      {news.data.map((post) => (
        <NewsCard key={post.id} post={post} />
      ))}
    </div>
  );
}

/** Up to four latest posts with a View All link. */
export function LatestNews() {
  return (
    <section aria-labelledby="latest-news-heading" className="space-y-5">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="font-semibold text-primary text-xs uppercase tracking-[0.2em]">
            Just dropped
          </p>
          <h2
            id="latest-news-heading"
            className="mt-1 flex items-center gap-2 whitespace-nowrap font-bold font-display text-[1.75rem] uppercase tracking-tight sm:text-4xl"
          >
            <Newspaper aria-hidden="true" className="h-7 w-7 text-primary" />
            Latest News
          </h2>
        </div>
        <Link
          to="/blog"
          className="group inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-semibold text-primary text-sm hover:underline"
        >
          View All
          <ArrowRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:translate-x-1"
          />
        </Link>
      </div>
      <LatestNewsBody />
    </section>
  );
}
