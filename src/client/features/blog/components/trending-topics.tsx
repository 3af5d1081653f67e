import { TrendingUp } from "lucide-react";
import type { TrendingTopic } from "../../../../shared/blog";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Link } from "../../../lib/router";
import { TRENDING_SKELETONS } from "../blog-home-constants";
import { useTrendingTopics } from "../hooks/use-trending-topics";

const ROW_CLASS =
  "group flex items-start gap-3 rounded-lg px-2 py-2.5 transition-colors hover:bg-muted/60";

function TopicLink({ topic, index }: { topic: TrendingTopic; index: number }) {
  const body = (
    <>
      <span
        data-testid="trending-number"
        className="font-bold font-display text-2xl text-primary/70 leading-none tabular-nums group-hover:text-primary"
      >
        {String(index + 1).padStart(2, "0")}
      </span>
      <span className="line-clamp-2 font-medium text-sm leading-snug group-hover:text-primary">
        {topic.title}
      </span>
    </>
  );
  // Topics usually point at our own articles; anything else opens in a new tab.
  return topic.url.startsWith("/") ? (
    <Link to={topic.url} className={ROW_CLASS}>
      {body}
    </Link>
  ) : (
    <a href={topic.url} target="_blank" rel="noopener noreferrer" className={ROW_CLASS}>
      {body}
    </a>
  );
}

/** Ranked topics numbered 01, 02…, each linking to its url. */
export function TrendingTopics() {
  const topics = useTrendingTopics();

  return (
    <Card className="p-5" role="region" aria-labelledby="trending-topics-heading">
      <h2
        id="trending-topics-heading"
        className="mb-3 flex items-center gap-2 font-bold font-display text-xl uppercase"
      >
        <TrendingUp aria-hidden="true" className="h-5 w-5 text-primary" />
        Trending Topics
      </h2>
      {topics.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading trending topics…</span>
          {Array.from({ length: TRENDING_SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list of identical placeholders
            <div key={index} data-testid="trending-skeleton" className="flex items-center gap-3">
              <Skeleton className="h-7 w-8" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      ) : topics.isError || topics.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">No trending topics right now.</p>
      ) : (
        <ol className="space-y-0.5">
          {topics.data.map((topic, index) => (
            <li key={topic.id}>
              <TopicLink topic={topic} index={index} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
