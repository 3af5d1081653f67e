import { ExternalLink, Heart, MessageCircle, Repeat2, Share2 } from "lucide-react";
import { useState } from "react";
import type { SocialPost } from "../../../../shared/social";
import {
  SOCIAL_HASHTAGS_MAX,
  SOCIAL_HUB_FILTERS,
  SOCIAL_SHARE_TARGETS,
} from "../../../../shared/social-limits";
import { formatTimeAgo } from "../../../../shared/time-ago";
import { ListErrorCard, ListSkeletons, ListStateCard } from "../../../components/list-states";
import { AuthorAvatar } from "../../../components/post/author-avatar";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { formatLongDate } from "../../../lib/format-date";
import { formatNumber } from "../../../lib/format-number";
import { toast } from "../../../lib/toast";
import { useNow } from "../../../lib/use-now";
import { type ForumShareTarget, forumShareUrl, sharesByCopying } from "../forum-share-targets";
import { type SocialHubFilter, useSocialPosts } from "../hooks/use-social-posts";
import { ForumBadge } from "./forum-badge";

const SHARE_TITLE = "Join the GameHub community forum";

function PostCard({ post }: { post: SocialPost }) {
  const now = useNow();
  return (
    <Card data-testid="social-post" className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-center gap-3">
        <AuthorAvatar name={post.author} src={post.authorAvatar} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{post.author}</p>
          <p className="text-muted-foreground text-xs">
            <time dateTime={post.createdAt}>
              {now ? formatTimeAgo(post.createdAt, now) : formatLongDate(post.createdAt)}
            </time>
          </p>
        </div>
        <ForumBadge className="border-primary/50 bg-primary/15 text-primary">
          {post.platform}
        </ForumBadge>
      </div>
      <p className="whitespace-pre-line break-words text-sm">{post.content}</p>
      {post.hashtags.length > 0 ? (
        <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5">
          {post.hashtags.slice(0, SOCIAL_HASHTAGS_MAX).map((tag) => (
            <li key={tag} className="text-primary text-xs">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3 text-muted-foreground text-sm">
        <div className="flex items-center gap-4">
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden="true" className="h-4 w-4" />
            {formatNumber(post.likes)}
            <span className="sr-only">likes</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {formatNumber(post.comments)}
            <span className="sr-only">comments</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Repeat2 aria-hidden="true" className="h-4 w-4" />
            {formatNumber(post.shares)}
            <span className="sr-only">shares</span>
          </span>
        </div>
        <a
          href={post.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 rounded-sm font-semibold text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-primary"
        >
          View post
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">
            {" "}
            by {post.author} on {post.platform} (opens in a new tab)
          </span>
        </a>
      </div>
    </Card>
  );
}

function ShareButtons() {
  // Read when pressed, not during render: the server has no window.
  async function handleShare(target: ForumShareTarget) {
    const forumUrl = `${window.location.origin}/forum`;
    if (sharesByCopying(target)) {
      try {
        await navigator.clipboard.writeText(forumUrl);
        toast({ title: "Link copied", description: `Paste it in ${target} to share the forum.` });
      } catch {
        // The platform still opens; the address bar has the link.
      }
    }
    window.open(forumShareUrl(target, forumUrl, SHARE_TITLE), "_blank", "noopener,noreferrer");
  }

  return (
    <Card className="space-y-3 p-5">
      <h3 className="flex items-center gap-2 font-bold font-display text-lg uppercase">
        <Share2 aria-hidden="true" className="h-5 w-5 text-primary" />
        Share the forum
      </h3>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SOCIAL_SHARE_TARGETS.map((target) => (
          <li key={target}>
            <Button
              variant="outline"
              className="w-full"
              aria-label={`Share on ${target}`}
              onClick={() => void handleShare(target)}
            >
              {target}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Posts from the platforms the site follows, filtered by platform, and buttons to share the forum. */
export function SocialHubTab() {
  const [platform, setPlatform] = useState<SocialHubFilter>("all");
  const posts = useSocialPosts(platform);

  function renderPosts() {
    if (posts.isPending) return <ListSkeletons count={3} label="Loading posts…" />;
    if (posts.isError) {
      return (
        <ListErrorCard
          title="Failed to fetch social posts"
          onRetry={() => void posts.refetch()}
          isRetrying={posts.isFetching}
        />
      );
    }
    if (posts.data.length === 0) {
      return (
        <ListStateCard
          icon={<Share2 aria-hidden="true" className="h-6 w-6" />}
          title="No posts yet"
          text={platform === "all" ? "Check back soon." : `Nothing from ${platform} yet.`}
        />
      );
    }
    return (
      <ul
        aria-label="Social posts"
        className={cn(
          "grid gap-4 md:grid-cols-2 xl:grid-cols-3",
          posts.isPlaceholderData && "opacity-60",
        )}
      >
        {posts.data.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="social-heading" className="space-y-5">
      <div>
        <h2
          id="social-heading"
          className="font-bold font-display text-2xl uppercase tracking-tight"
        >
          Social Hub
        </h2>
        <p className="text-muted-foreground text-sm">
          What gamers are posting across the platforms we follow.
        </p>
      </div>
      <fieldset>
        <legend className="sr-only">Platform</legend>
        <div className="flex flex-wrap gap-2">
          {SOCIAL_HUB_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={platform === filter}
              onClick={() => setPlatform(filter)}
              className={cn(
                "rounded-full border px-3.5 py-1.5 font-semibold text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                platform === filter
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-background/40 text-muted-foreground hover:border-primary hover:text-foreground",
              )}
            >
              {filter === "all" ? "All" : filter}
            </button>
          ))}
        </div>
      </fieldset>
      {renderPosts()}
      <ShareButtons />
    </section>
  );
}
