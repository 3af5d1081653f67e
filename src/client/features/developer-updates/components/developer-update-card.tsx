import { ArrowRight } from "lucide-react";
import { useState } from "react";
import type { DeveloperUpdateSummary } from "../../../../shared/developer-updates";
import { developerUpdatePath } from "../../../../shared/developer-updates-limits";
import { STOCK_NEWS_IMAGE } from "../../../components/news-image";
import { ResponsiveImage } from "../../../components/responsive-image";
import { Card } from "../../../components/ui/card";
import { Link } from "../../../lib/router";
import { UpdateGameBadge, UpdateTypeBadge } from "./update-badges";
import { UpdateByline, UpdateTags } from "./update-byline";

/** The picture column is 14rem from 640 px; on phones the card's width less its padding. */
const CARD_IMAGE_SIZES = "(min-width: 640px) 14rem, calc(100vw - 4.5rem)";

/**
 * The card's text: the excerpt (the content's first 200 characters as plain text) and '...'.
 * The server marks a cut excerpt with '…'; the card writes three dots instead.
 */
export function cardExcerpt(excerpt: string): string {
  return `${excerpt.replace(/…$/, "").trimEnd()}...`;
}

/** The featured image beside the text (above it on phones); a broken one gives way to the stock image. */
function CardImage({ src, isFirst }: { src: string; isFirst: boolean }) {
  const [hasFailed, setHasFailed] = useState(false);
  const shownSrc = hasFailed ? STOCK_NEWS_IMAGE : src;
  return (
    <div className="shrink-0 overflow-hidden rounded-xl border border-border sm:order-last sm:w-56 sm:self-start">
      <ResponsiveImage
        src={shownSrc}
        alt=""
        width={448}
        height={252}
        sizes={CARD_IMAGE_SIZES}
        // The first card's picture is in the first view; the others wait until they near it.
        priority={isFirst}
        // Only the update's own image falls back; a broken stock image must not loop.
        onError={() => setHasFailed(true)}
        className="aspect-video h-auto w-full object-cover"
      />
    </div>
  );
}

/**
 * One update in the list: its type and game, the title
 * (to its page), the excerpt, who wrote it and when, how long it reads, a Read More link, the
 * tags, and the featured image at the side.
 */
export function DeveloperUpdateCard({
  update,
  isFirst = false,
}: {
  update: DeveloperUpdateSummary;
  isFirst?: boolean;
}) {
  const path = developerUpdatePath(update.slug);
  const titleId = `update-title-${update.id}`;
  return (
    <Card data-testid="update-card" data-update-slug={update.slug} className="p-4 sm:p-6">
      <article aria-labelledby={titleId} className="flex flex-col gap-4 sm:flex-row sm:gap-6">
        {update.featuredImage ? <CardImage src={update.featuredImage} isFirst={isFirst} /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <UpdateTypeBadge type={update.updateType} />
            {update.gameTitle ? <UpdateGameBadge title={update.gameTitle} /> : null}
          </div>
          <h3
            id={titleId}
            className="text-pretty break-words font-bold font-display text-xl leading-snug sm:text-2xl"
          >
            <Link
              to={path}
              className="rounded-sm outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-primary"
            >
              {update.title}
            </Link>
          </h3>
          <p
            className="break-words text-muted-foreground text-sm leading-6"
            data-testid="update-excerpt"
          >
            {cardExcerpt(update.excerpt)}
          </p>
          <UpdateByline
            authorName={update.authorName}
            authorAvatar={update.authorAvatar}
            publishedAt={update.publishedAt}
            readTime={update.readTime}
          />
          <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-border border-t pt-3">
            <UpdateTags tags={update.tags} />
            {/* The title is in the link's text too, not only in its aria-label: search engines
                read the text, and a page of links that all read "Read More" says nothing. */}
            <Link
              to={path}
              aria-label={`Read More: ${update.title}`}
              className="ml-auto inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            >
              Read More<span className="sr-only">: {update.title}</span>
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </article>
    </Card>
  );
}
