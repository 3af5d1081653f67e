import type { Kysely } from "kysely";
import { DEFAULT_GUIDE_ID, guidePath, parseGuideId } from "../../shared/guides-limits";
import { SITE_NAME } from "../../shared/routes";
import type { Database } from "../db/schema";
import { findGuide } from "../features/guides/guides.repo";
import { toGuideSummary } from "../features/guides/guides-view";
import type { PageMeta } from "./page-meta";

/**
 * The head of `/guides/{id}`: the guide's title, description and thumbnail, with Article
 * structured data. The spec's page shows guide 1 for an id that is missing, not a number or
 * unknown, so those answer 200 with guide 1's head and its canonical address.
 */
export async function guideMeta(
  db: Kysely<Database>,
  publicUrl: string,
  rawId: string,
  base: Pick<PageMeta, "keywords" | "canonicalUrl" | "imageUrl" | "type" | "robots">,
): Promise<PageMeta> {
  const row = (await findGuide(db, parseGuideId(rawId))) ?? (await findGuide(db, DEFAULT_GUIDE_ID));
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
