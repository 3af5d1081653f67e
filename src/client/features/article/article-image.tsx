import { useState } from "react";
import { mediaSrcSet } from "../../../shared/media";
import { STOCK_NEWS_IMAGE } from "../../components/news-image";

/** When the image fails, its alt text says so. */
export const IMAGE_FAILED_ALT = "Image failed to load";

/** The article's picture; a missing or broken image falls back to the stock one. */
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
    <img
      src={shownSrc}
      // Copied remote images come in several widths; the article column is at most 56rem.
      srcSet={mediaSrcSet(shownSrc)}
      sizes={mediaSrcSet(shownSrc) ? "(min-width: 56rem) 56rem, 100vw" : undefined}
      alt={hasFailed ? IMAGE_FAILED_ALT : alt}
      width={1200}
      height={675}
      decoding="async"
      fetchPriority="high"
      onError={() => {
        // Only the article's own image falls back; a broken stock image must not loop.
        if (shownSrc !== STOCK_NEWS_IMAGE) setHasFailed(true);
      }}
      className={className}
    />
  );
}
