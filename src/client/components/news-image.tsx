import { useState } from "react";
import { ResponsiveImage } from "./responsive-image";

/** Shipped with the site (nothing is hot-linked), so a card never shows a broken image. */
export const STOCK_NEWS_IMAGE = "/images/news/stock.webp";

/**
 * Cards sit one to a row on phones, two from 640 px and three from 1024 px, inside a page that
 * stops growing at 80rem (so a card is never wider than about 25rem).
 */
export const CARD_SIZES =
  "(min-width: 1280px) 25rem, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)";

interface NewsImageProps {
  src: string | null | undefined;
  className?: string;
  /** How wide the picture is shown, so the browser picks a width from the srcset. */
  sizes?: string;
  /** The first card of a list whose picture is the page's largest element at load. */
  priority?: boolean;
}

/**
 * A card's picture: the post's own image, or the stock image when the post has none or its
 * image fails to load. Decorative (empty alt) because the card's title sits right below it.
 */
export function NewsImage({
  src,
  className,
  sizes = CARD_SIZES,
  priority = false,
}: NewsImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shownSrc = src && src !== failedSrc ? src : STOCK_NEWS_IMAGE;

  function handleError() {
    // Only the post's own image falls back; a missing stock image must not loop.
    if (shownSrc !== STOCK_NEWS_IMAGE) setFailedSrc(shownSrc);
  }

  return (
    <ResponsiveImage
      src={shownSrc}
      alt=""
      // 16:9, the shape of every card's picture box.
      width={640}
      height={360}
      sizes={sizes}
      priority={priority}
      onError={handleError}
      className={className}
    />
  );
}
