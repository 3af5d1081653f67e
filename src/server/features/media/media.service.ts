import { MEDIA_WIDTHS, mediaPath } from "../../../shared/media";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { processImage } from "./image-variants";
import {
  findImageVariant,
  findImageWidths,
  findRemoteImageId,
  insertRemoteImage,
} from "./media.repo";
import { fetchRemoteBytes } from "./remote-fetch";

/** Longest source URL kept (a longer one is no image a post needs). */
const MAX_SOURCE_URL_LENGTH = 2000;

/**
 * The remote pictures one app is copying right now, by source URL (built in buildApp): a second
 * request for one of them waits for that copy.
 */
export type ImageCopiesInFlight = Map<string, Promise<string | null>>;

export interface ImageLog {
  warn(details: object, message: string): void;
}

/**
 * What a post stores as its image: a path on this site stays as it is; an image on another host
 * is downloaded once (checked, re-encoded, stored in the database) and replaced by its local
 * /media/ address. A download that fails for any reason gives null, and the post shows the
 * site's fallback image, as a post without an image does.
 *
 * Called before the post is written and outside any transaction: the download holds no
 * database connection or lock, and the fetcher's 10 s deadline bounds how long the caller
 * waits for a slow host.
 */
export async function localizeImage(
  context: AppContext,
  url: string | null | undefined,
  log?: ImageLog,
): Promise<string | null> {
  if (!url) return null;
  const local = sitePathOf(context.config.publicUrl, url);
  if (local !== undefined) return local;
  if (url.length > MAX_SOURCE_URL_LENGTH) return null;
  // The same picture asked for twice at once (a post's cover also in its text, two feed items)
  // is downloaded once; other servers are covered by the unique source URL in the table.
  const pending = context.caches.imageCopies;
  let copy = pending.get(url);
  if (!copy) {
    copy = copyRemoteImage(context, url, log).finally(() => pending.delete(url));
    pending.set(url, copy);
  }
  return copy;
}

async function copyRemoteImage(
  context: AppContext,
  url: string,
  log: ImageLog | undefined,
): Promise<string | null> {
  try {
    const known = await findRemoteImageId(context.db, url);
    if (known !== undefined) return mediaPath(known);
    const bytes = await fetchRemoteBytes(url, {
      allowPrivate: context.config.imageFetchAllowPrivate === true,
    });
    const image = await processImage(bytes);
    return mediaPath(await insertRemoteImage(context.db, url, image));
  } catch (error) {
    log?.warn({ image: url, err: error }, "remote image not copied; the fallback image is shown");
    return null;
  }
}

/** At most this many pictures of one post's text are copied; further remote ones are dropped. */
const MAX_CONTENT_IMAGES = 20;
/** An <img> tag of sanitised HTML and its src (attribute values there are double-quoted). */
const IMG_TAG = /<img\b[^>]*?\ssrc="([^"]*)"[^>]*>/gi;

/**
 * The post's text with every remote <img> pointing at its local copy, and pictures that could
 * not be copied removed (the Content-Security-Policy would block them anyway). Takes HTML that
 * went through the site's sanitiser; same timing rules as `localizeImage`.
 */
export async function localizeContentImages(
  context: AppContext,
  html: string,
  log?: ImageLog,
): Promise<string> {
  const sources = [
    ...new Set([...html.matchAll(IMG_TAG)].map((match) => decodeAttribute(match[1] ?? ""))),
  ];
  // All at once: the whole text waits at most one download deadline (10 s), not one per image.
  const copies = new Map<string, string | null>(
    await Promise.all(
      sources.map(async (source, index): Promise<[string, string | null]> => {
        // Already on this site (a copy made earlier, or the site's own picture): kept as written.
        if (source.startsWith("/") || source.startsWith(`${context.config.publicUrl}/`)) {
          return [source, source];
        }
        if (index >= MAX_CONTENT_IMAGES) return [source, null];
        return [source, await localizeImage(context, source, log)];
      }),
    ),
  );
  // A replacer function, so nothing in a URL is read as a replacement pattern.
  return html.replace(IMG_TAG, (tag: string, rawSource: string) => {
    const copy = copies.get(decodeAttribute(rawSource));
    if (!copy) return "";
    return tag.replace(`src="${rawSource}"`, () => `src="${encodeAttribute(copy)}"`);
  });
}

function decodeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

function encodeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}

/** A path on this site for "/x" or "<PUBLIC_URL>/x"; undefined for another host. */
function sitePathOf(publicUrl: string, url: string): string | undefined {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  if (url.startsWith(`${publicUrl}/`)) return url.slice(publicUrl.length);
  return undefined;
}

/**
 * The stored WebP of a copied image at the width asked for: the smallest stored width at least
 * that wide, else the largest (an image smaller than the widths has one copy). Without a width,
 * the middle one.
 */
export async function readImageVariant(
  context: AppContext,
  imageId: number,
  width: number | undefined,
): Promise<Buffer> {
  const widths = (await findImageWidths(context.db, imageId)).map((row) => row.width);
  if (widths.length === 0) throw notFound("Image not found");
  const wanted = width ?? MEDIA_WIDTHS[1];
  const chosen = widths.find((stored) => stored >= wanted) ?? (widths[widths.length - 1] as number);
  const variant = await findImageVariant(context.db, imageId, chosen);
  if (!variant) throw notFound("Image not found");
  return Buffer.from(variant.bytes);
}
