import { useState } from "react";
import { STOCK_NEWS_IMAGE } from "../../../components/news-image";
import { ResponsiveImage } from "../../../components/responsive-image";

/** When the image fails, its alt text says so. */
export const IMAGE_FAILED_ALT = "Image failed to load";

/** The article column is 56rem at most, less its padding; on phones, the screen less 2rem. */
const ARTICLE_IMAGE_SIZES = "(min-width: 56rem) 53rem, calc(100vw - 2rem)";

/**
 * The article's picture, the largest element of the page's first view: fetched first, never
 * lazily. A missing or broken image falls back to the stock one.
 */
export function ArticleImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const shownSrc = src && !hasFailed ? src : STOCK_NEWS_IMAGE;

  return (
    <ResponsiveImage
      src={shownSrc}
      alt={hasFailed ? IMAGE_FAILED_ALT : alt}
      width={1200}
      height={675}
      sizes={ARTICLE_IMAGE_SIZES}
      priority
      onError={() => {
        // Only the article's own image falls back; a broken stock image must not loop.
        if (shownSrc !== STOCK_NEWS_IMAGE) setHasFailed(true);
      }}
      className={className}
    />
  );
}
