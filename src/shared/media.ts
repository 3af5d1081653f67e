/**
 * Images the server copied from other hosts are served from this site as WebP at a few
 * widths (the Content-Security-Policy allows images from this site only).
 */

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
