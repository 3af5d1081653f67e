import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Clock, ExternalLink, Eye, Newspaper, Tag, Timer, Users } from "lucide-react";
import { useEffect, useState } from "react";
import type { ArticleReply } from "../../../../shared/blog";
import { SITE_NAME } from "../../../../shared/routes";
import { type PageQueries, pageQuery } from "../../../app/page-data";
import { useUser } from "../../../app/session/use-user";
import { HydrateWhenVisible } from "../../../components/hydrate-when-visible";
import { LinkButton } from "../../../components/link-button";
import { MessageCard } from "../../../components/message-card";
import { AuthorAvatar } from "../../../components/post/author-avatar";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { formatCountOf } from "../../../lib/format-number";
import { Link, useParams } from "../../../lib/router";
import { announceArticleRead } from "../../gamification/award-reply";
import { useLogContentShare } from "../../gamification/hooks/use-activity-log";
import { ArticleNotFound } from "../../not-found/article-not-found";
import { ArticleActions } from "../components/article-actions";
import { ArticleContent } from "../components/article-content";
import { ArticleImage } from "../components/article-image";
import { preloadCommentForm } from "../components/comment-form";
import { CommentsSection } from "../components/comments-section";
import { ShareBar } from "../components/share-bar";
import { articleQuery, useArticle } from "../hooks/use-article";
import { useArticleReactions } from "../hooks/use-article-reactions";
import { commentsQuery } from "../hooks/use-comments";
import { articlePath } from "../share-targets";
import { type SignInReason, showSignInToast } from "../sign-in-prompt";

function BackToNews() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/blog">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to News
      </Link>
    </Button>
  );
}

function ArticleLoading() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Card className="overflow-hidden">
        <Skeleton className="aspect-video w-full rounded-none" />
        <div className="grid gap-4 p-5 sm:p-8">
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="h-4 w-4" label="Loading" />
            Loading article...
          </p>
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-20 w-full" />
        </div>
      </Card>
    </div>
  );
}

/** Any other error, or no data, says the article is not there, with a way back to the news. */
function ArticleUnavailable() {
  return (
    <div className="mx-auto flex w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <MessageCard role="alert" icon={Newspaper} title="Article Not Found">
        <p className="mt-3 text-foreground/85">The article you're looking for doesn't exist.</p>
        <LinkButton to="/blog" icon={ArrowLeft} className="mt-8">
          Back to News
        </LinkButton>
      </MessageCard>
    </div>
  );
}

function ArticleView({ post, routeId }: { post: ArticleReply; routeId: string }) {
  const { user } = useUser();
  const [needsSignIn, setNeedsSignIn] = useState(false);

  function requireSignIn(reason: SignInReason) {
    showSignInToast(reason);
    setNeedsSignIn(true);
  }

  const { like, bookmark } = useArticleReactions(routeId, requireSignIn);
  const logContentShare = useLogContentShare();
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = `${post.title} | ${SITE_NAME}`;
  }, [post.title]);

  // Opening the article is the read that earns: the reply says what it earned (once per reply).
  useEffect(() => {
    announceArticleRead(queryClient, post.award);
  }, [queryClient, post.award]);

  function handleLike() {
    if (!user) requireSignIn("like");
    else like.mutate(post.id);
  }

  function handleBookmark() {
    if (!user) requireSignIn("bookmark");
    else bookmark.mutate();
  }

  const source = post.source?.trim() || SITE_NAME;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <BackToNews />
      <article className="mt-3 grid gap-6">
        <Card className="overflow-hidden">
          <div className="relative aspect-video max-h-[28rem] w-full overflow-hidden bg-muted">
            <ArticleImage
              src={post.image}
              alt={post.title}
              className="h-full w-full object-cover"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-linear-to-t from-black/50 via-transparent to-transparent"
            />
            <span
              data-testid="article-category"
              className="absolute top-4 left-4 rounded-md bg-primary px-3 py-1 font-bold text-primary-foreground text-xs uppercase tracking-wider shadow"
            >
              {post.category}
            </span>
          </div>

          <div className="grid gap-5 p-5 sm:p-8">
            {post.tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li
                    key={tag}
                    className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-2.5 py-0.5 font-medium text-primary text-xs"
                  >
                    <Tag aria-hidden="true" className="h-3 w-3" />
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}

            <h1 className="font-bold font-display text-3xl leading-tight tracking-tight sm:text-4xl lg:text-5xl">
              {post.title}
            </h1>

            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
              <span className="flex items-center gap-2.5">
                <AuthorAvatar name={post.author.name} src={post.author.avatar} />
                <span className="font-semibold text-foreground">{post.author.name}</span>
              </span>
              <span className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="h-4 w-4" />
                <time dateTime={post.createdAt}>{post.author.timeAgo || post.timeAgo}</time>
              </span>
              <span className="flex items-center gap-1.5">
                <Timer aria-hidden="true" className="h-4 w-4" />
                {post.author.readTime}
              </span>
              <span className="flex items-center gap-1.5">
                <Eye aria-hidden="true" className="h-4 w-4" />
                {formatCountOf(post.views, "view")}
              </span>
            </div>

            {post.excerpt ? (
              <p
                data-testid="article-excerpt"
                className="border-primary border-l-4 pl-4 text-foreground/85 text-lg leading-8"
              >
                {post.excerpt}
              </p>
            ) : null}

            <ArticleActions
              likes={post.likes}
              isLiked={post.isLiked}
              isBookmarked={post.isBookmarked}
              comments={post.comments}
              isBusy={{ like: like.isPending, bookmark: bookmark.isPending }}
              needsSignIn={needsSignIn}
              onLike={handleLike}
              onBookmark={handleBookmark}
            />
          </div>
        </Card>

        {/* The text, the share card and the comments are taken over by the browser once they
            come into view: on a phone only the top card is in the first view. */}
        <HydrateWhenVisible>
          <Card className="p-5 sm:p-8">
            <ArticleContent html={post.content} />
            <p className="mt-8 flex flex-wrap items-center gap-1.5 border-border border-t pt-5 text-muted-foreground text-sm">
              <Newspaper aria-hidden="true" className="h-4 w-4" />
              <span>Source:</span>
              {post.sourceUrl ? (
                <a
                  href={post.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
                >
                  {source}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <span className="font-medium text-foreground">{source}</span>
              )}
            </p>
          </Card>
        </HydrateWhenVisible>

        <HydrateWhenVisible>
          <Card className="grid gap-5 p-5 sm:p-8">
            <div className="grid gap-3">
              <h2 className="font-bold font-display text-xl uppercase tracking-tight">
                Share this article
              </h2>
              <ShareBar
                path={articlePath(post.id)}
                title={post.title}
                text={post.excerpt}
                onShared={(platform) =>
                  logContentShare({ contentType: "article", contentId: post.id, platform })
                }
              />
            </div>
            <div className="flex flex-col gap-3 border-border border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-muted-foreground text-sm">
                Enjoyed it? Talk games with other players.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button asChild>
                  <Link to="/contact">
                    <Users aria-hidden="true" className="h-4 w-4" />
                    Join Community
                  </Link>
                </Button>
              </div>
            </div>
          </Card>
        </HydrateWhenVisible>

        <HydrateWhenVisible>
          <CommentsSection articleId={routeId} count={post.comments} />
        </HydrateWhenVisible>
      </article>
    </div>
  );
}

/** The article page, /blog/{id}. */
/**
 * The server reads the article (see app/page-data.ts); its comments load in the browser, below
 * the fold, since they change by the minute.
 */
export const pageQueries: PageQueries = ({ params }) =>
  params.id ? [pageQuery(articleQuery(params.id)), pageQuery(commentsQuery(params.id))] : [];

/** A signed-in reader's article has the comment form drawn by the server: see comment-form.tsx. */
export function preloadScreen(
  _pathname: string,
  { signedIn }: { signedIn: boolean },
): Promise<unknown> | undefined {
  return signedIn ? preloadCommentForm() : undefined;
}

export function ArticlePage() {
  const { id } = useParams();
  const article = useArticle(id);

  if (!id) return <ArticleNotFound />;
  if (article.isPending) return <ArticleLoading />;
  // 'Failed to fetch blog post' leads to the Article Not Found screen.
  if (article.isError && article.error instanceof ApiError && article.error.status === 404) {
    return <ArticleNotFound />;
  }
  if (article.isError || !article.data) return <ArticleUnavailable />;
  return <ArticleView key={id} post={article.data} routeId={id} />;
}
