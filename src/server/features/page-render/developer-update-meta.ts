import type { Kysely } from "kysely";
import { developerUpdatePath } from "../../../shared/developer-updates";
import { SITE_NAME } from "../../../shared/routes";
import type { Database } from "../../db/schema";
import { toIsoString } from "../../lib/iso-date";
import { findUpdateMeta, parseTags, UPDATE_TYPE_LABELS } from "../developer-updates";
import type { PageMeta } from "./page-meta";

/** Slugs are made by the server from titles; a longer text names no update (and is not queried). */
const SLUG_LENGTH_MAX = 200;

/**
 * The head of `/developer-updates/{slug}`: the update's title, excerpt, featured image and
 * byline as an article; an unknown slug answers 404 and stays out of search engines.
 */
export async function developerUpdateMeta(
  db: Kysely<Database>,
  publicUrl: string,
  slug: string,
  base: Pick<PageMeta, "keywords" | "canonicalUrl" | "imageUrl" | "type" | "robots">,
): Promise<PageMeta> {
  const update = slug.length <= SLUG_LENGTH_MAX ? await findUpdateMeta(db, slug) : undefined;
  if (!update) {
    return {
      ...base,
      status: 404,
      title: `Update Not Found | ${SITE_NAME}`,
      description: "The developer update you're looking for doesn't exist or has been removed.",
      robots: "noindex, follow",
    };
  }
  const section = UPDATE_TYPE_LABELS[update.updateType];
  return {
    ...base,
    status: 200,
    title: `${update.title} | ${SITE_NAME}`,
    description: update.excerpt || update.title,
    keywords: [
      ...new Set([
        ...parseTags(update.tags),
        ...(update.gameTitle ? [update.gameTitle] : []),
        "developer updates",
        ...base.keywords,
      ]),
    ],
    canonicalUrl: `${publicUrl}${developerUpdatePath(update.slug)}`,
    imageUrl: update.featuredImage ? absoluteUrl(publicUrl, update.featuredImage) : base.imageUrl,
    type: "article",
    article: {
      publishedTime: toIsoString(update.publishedAt),
      author: update.authorName,
      section,
    },
  };
}

function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
