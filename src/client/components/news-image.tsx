import { useState } from "react";
import { mediaSrcSet } from "../../shared/media";

/** Shipped with the site (nothing is hot-linked), so a card never shows a broken image. */
export const STOCK_NEWS_IMAGE = "/images/news/stock.webp";

interface NewsImageProps {
  src: string | null | undefined;
  className?: string;
  /** How wide the picture is shown, so the browser picks a width from the srcset. */
  sizes?: string;
}

/** Cards sit one, two or three to a row. */
const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * A card's picture: the post's own image, or the stock image when the post has none or its
 * image fails to load. Decorative (empty alt) because the card's title sits right below it.
 */
export function NewsImage({ src, className, sizes = CARD_SIZES }: NewsImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shownSrc = src && src !== failedSrc ? src : STOCK_NEWS_IMAGE;

  function handleError() {
    // Only the post's own image falls back; a missing stock image must not loop.
    if (shownSrc !== STOCK_NEWS_IMAGE) setFailedSrc(shownSrc);
  }

  return (
    <img
      src={shownSrc}
      // Images copied from other hosts come in several widths; the site's own have one.
      srcSet={mediaSrcSet(shownSrc)}
      sizes={mediaSrcSet(shownSrc) ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      width={640}
      height={360}
      onError={handleError}
      className={className}
    />
  );
}
