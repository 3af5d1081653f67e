import type { Kysely } from "kysely";
import { guidePath, parseGuideId } from "../../../shared/guides-limits";
import { SITE_NAME } from "../../../shared/routes";
import type { Database } from "../../db/schema";
import { findGuide, toGuideSummary } from "../guides";
import type { PageMeta } from "./page-meta";

/**
 * The head of `/guides/{id}`: the guide's title, description and thumbnail, with Article
 * structured data. An id that is not a number or names no guide answers 404, with the head of
 * the page's "Guide Not Found".
 */
export async function guideMeta(
  db: Kysely<Database>,
  publicUrl: string,
  rawId: string,
  base: Pick<PageMeta, "keywords" | "canonicalUrl" | "imageUrl" | "type" | "robots">,
): Promise<PageMeta> {
  const id = parseGuideId(rawId);
  const row = id === null ? undefined : await findGuide(db, id);
  if (!row) {
    return {
      ...base,
      status: 404,
      title: `Guide Not Found | ${SITE_NAME}`,
      description: "The guide you're looking for doesn't exist.",
      robots: "noindex, follow",
    };
  }
  const guide = toGuideSummary(row);
  return {
    ...base,
    status: 200,
    title: `${guide.title} | ${SITE_NAME}`,
    description: guide.description,
    keywords: [...new Set([...guide.tags, guide.game, "game guide", ...base.keywords])],
    canonicalUrl: `${publicUrl}${guidePath(guide.id)}`,
    imageUrl: `${publicUrl}${guide.thumbnail}`,
    type: "article",
    article: { publishedTime: guide.publishedAt, author: guide.author, section: guide.game },
  };
}
