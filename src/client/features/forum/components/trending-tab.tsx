import { ArrowUpRight, Flame, MessagesSquare, TrendingUp } from "lucide-react";
import type { ForumTrendingTopic } from "../../../../shared/social";
import { TRENDING_TOPIC_TAGS_MAX } from "../../../../shared/social-limits";
import { ListErrorCard, ListSkeletons, ListStateCard } from "../../../components/list-states";
import { Card } from "../../../components/ui/card";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { Link } from "../../../lib/router";
import { useForumTrending } from "../hooks/use-forum-trending";
import { ForumBadge } from "./forum-badge";

const LINK_CLASS =
  "inline-flex items-center gap-1 rounded-sm font-semibold text-primary text-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary";

/** Topics point at our own pages (a discussion, an article); anything else opens a new tab. */
function TopicLink({ topic }: { topic: ForumTrendingTopic }) {
  const label = (
    <>
      {topic.source === "News" ? "Read the article" : "Join the discussion"}
      <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">: {topic.title}</span>
    </>
  );
  return topic.externalUrl.startsWith("/") ? (
    <Link to={topic.externalUrl} className={LINK_CLASS}>
      {label}
    </Link>
  ) : (
    <a href={topic.externalUrl} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {label}
    </a>
  );
}

function TopicCard({ topic, rank }: { topic: ForumTrendingTopic; rank: number }) {
  return (
    <Card data-testid="trending-topic" className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start gap-3">
        <span className="font-bold font-display text-3xl text-primary/70 leading-none tabular-nums">
          {String(rank).padStart(2, "0")}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <ForumBadge className="border-primary/50 bg-primary/15 text-primary">
              {topic.category}
            </ForumBadge>
            <ForumBadge className="border-border bg-muted text-muted-foreground">
              {topic.source}
            </ForumBadge>
          </div>
          <h3 className="font-bold font-display text-lg leading-snug">{topic.title}</h3>
        </div>
      </div>
      {topic.description ? (
        <p className="line-clamp-3 text-muted-foreground text-sm">{topic.description}</p>
      ) : null}
      {topic.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {topic.tags.slice(0, TRENDING_TOPIC_TAGS_MAX).map((tag) => (
            <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-muted-foreground text-xs">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3 text-sm">
        <div className="flex items-center gap-4 text-muted-foreground">
          <span className="inline-flex items-center gap-1" title="Engagement score">
            <Flame aria-hidden="true" className="h-4 w-4 text-orange-400" />
            <span className="font-semibold text-foreground tabular-nums">
              {formatNumber(topic.engagementScore)}
            </span>
            <span className="sr-only">engagement score</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessagesSquare aria-hidden="true" className="h-4 w-4" />
            <span className="font-semibold text-foreground tabular-nums">
              {formatNumber(topic.threadCount)}
            </span>{" "}
            {pluralNoun(topic.threadCount, "thread")}
          </span>
        </div>
        <TopicLink topic={topic} />
      </div>
    </Card>
  );
}

/** What the community and the newsroom are talking about most right now. */
export function TrendingTab() {
  const topics = useForumTrending();

  function renderBody() {
    if (topics.isPending) return <ListSkeletons count={3} label="Loading trending topics…" />;
    if (topics.isError) {
      return (
        <ListErrorCard
          title="Failed to fetch trending topics"
          onRetry={() => void topics.refetch()}
          isRetrying={topics.isFetching}
        />
      );
    }
    if (topics.data.length === 0) {
      return (
        <ListStateCard
          icon={<TrendingUp aria-hidden="true" className="h-6 w-6" />}
          title="No trending topics right now"
          text="Check back soon: topics rise as discussions and news get attention."
        />
      );
    }
    return (
      <ol aria-label="Trending topics" className="grid gap-4 md:grid-cols-2">
        {topics.data.map((topic, index) => (
          <li key={topic.id}>
            <TopicCard topic={topic} rank={index + 1} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby="trending-heading" className="space-y-5">
      <div>
        <h2
          id="trending-heading"
          className="font-bold font-display text-2xl uppercase tracking-tight"
        >
          Trending Topics
        </h2>
        <p className="text-muted-foreground text-sm">
          The hottest discussions and the newest stories, ranked by engagement.
        </p>
      </div>
      {renderBody()}
    </section>
  );
}
