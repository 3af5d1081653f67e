import { useEffect, useRef } from "react";
import { preload } from "react-dom";
import { imageSources } from "../../shared/media";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The box the picture fills, so the page keeps its place before the file arrives. */
  width: number;
  height: number;
  /** How wide the picture is shown, so the browser picks a width from the srcset. */
  sizes: string;
  /**
   * The page's largest picture in the first view (its LCP element): fetched first and at once,
   * never lazily. Every other picture waits until it nears the screen.
   */
  priority?: boolean;
  className?: string;
  onError?: () => void;
}

/**
 * An image at the width its box needs: AVIF where the browser reads it, WebP otherwise, and the
 * stored address as the last fallback. The markup depends only on the props, so the server's
 * HTML and the client's first render match.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
  onError,
}: ResponsiveImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const sources = imageSources(src);

  // A server-rendered picture may fail before the page's script runs and attaches onError:
  // once hydrated, a finished image without pixels counts as failed. A lazy picture that has
  // not started loading is not "complete", so it is left alone.
  useEffect(() => {
    const image = imageRef.current;
    if (onError && image?.complete && image.naturalWidth === 0) onError();
  }, [onError]);

  const shownSizes = sources.srcSet ? sizes : undefined;

  if (priority && sources.avifSrcSet) {
    // The server writes plain <img>s it meets into the head as preloads, but not those inside
    // a <picture> (it cannot know which source wins); ask for the AVIF set by hand so the
    // download starts with the HTML. Browsers without AVIF skip it and fetch the WebP.
    preload(src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: sources.avifSrcSet,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }

  const image = (
    <img
      ref={imageRef}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={shownSizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      onError={onError}
      className={className}
    />
  );
  if (!sources.avifSrcSet) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
