/**
 * Images the server copied from other hosts are served from this site as WebP at a few
 * widths (the Content-Security-Policy allows images from this site only). Images the site
 * ships (news covers, game thumbnails) have AVIF and WebP copies at a few widths, made by
 * scripts/generate-images.ts and listed in site-image-variants.json.
 */
import SITE_IMAGE_VARIANTS from "./site-image-variants.json";

/** The widths stored for each copied image: phone, laptop, large screen. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

const MEDIA_PATH = /^\/media\/(\d{1,10})\.webp$/;

/** The local address of a copied image. */
export function mediaPath(id: number): string {
  return `/media/${id}.webp`;
}

/** The image id of a local media address, or undefined for any other URL. */
export function mediaIdOf(url: string | null | undefined): number | undefined {
  const match = url ? MEDIA_PATH.exec(url) : null;
  return match ? Number(match[1]) : undefined;
}

/** The URL of one width of a local media image. */
export function mediaUrlAtWidth(url: string, width: number): string {
  return `${url}?w=${width}`;
}

/**
 * The `srcset` for a post image: every stored width of a local media image, so the browser
 * picks the one its layout needs. Undefined for other images (site images have one size).
 */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  if (!url || mediaIdOf(url) === undefined) return undefined;
  return MEDIA_WIDTHS.map((width) => `${mediaUrlAtWidth(url, width)} ${width}w`).join(", ");
}

interface SiteImageVariants {
  /** The original's width: at that width the original itself is the WebP copy. */
  width: number;
  hash: string;
  widths: number[];
}

const SITE_VARIANTS: Readonly<Record<string, SiteImageVariants>> = SITE_IMAGE_VARIANTS;

/**
 * "/images/news/x.webp" at 800 px as AVIF -> "/images/v/news/x.<hash>.800.avif". The hash in
 * the name changes with the picture, so these addresses can be cached for a year.
 */
function siteVariantUrl(url: string, hash: string, width: number, format: "avif" | "webp") {
  const stem = url.slice("/images/".length, url.lastIndexOf("."));
  return `/images/v/${stem}.${hash}.${width}.${format}`;
}

/** One width of a shipped image, in both formats. */
export interface SiteImageCopy {
  width: number;
  avif: string;
  webp: string;
}

/**
 * The copies of a shipped image, narrowest first (empty for any other image): for CSS
 * backgrounds, which have no srcset, to pick by media query and `image-set()` type.
 */
export function siteImageCopies(url: string): SiteImageCopy[] {
  const site = SITE_VARIANTS[url];
  if (!site) return [];
  return site.widths.map((width) => ({
    width,
    avif: siteVariantUrl(url, site.hash, width, "avif"),
    webp: width === site.width ? url : siteVariantUrl(url, site.hash, width, "webp"),
  }));
}

/** What an <img> (and its <picture>) needs to offer the browser every copy of an image. */
export interface ImageSources {
  /** The address as stored: the fallback for browsers that read neither srcset. */
  src: string;
  /** WebP widths, on the <img> itself; undefined when the image has one size. */
  srcSet?: string;
  /** AVIF widths, for a <source type="image/avif"> in a <picture>; site images only. */
  avifSrcSet?: string;
}

/**
 * Every responsive copy of an image: the AVIF and WebP widths of a shipped site image, the WebP
 * widths of a copied remote image, or just the address for anything else.
 */
export function imageSources(url: string): ImageSources {
  if (SITE_VARIANTS[url]) {
    const copies = siteImageCopies(url);
    const srcSetOf = (format: "avif" | "webp") =>
      copies.map((copy) => `${copy[format]} ${copy.width}w`).join(", ");
    return { src: url, srcSet: srcSetOf("webp"), avifSrcSet: srcSetOf("avif") };
  }
  return { src: url, srcSet: mediaSrcSet(url) };
}
