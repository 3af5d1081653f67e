import type { Kysely } from "kysely";
import { feedbackPath } from "../../../shared/feedback-limits";
import { SITE_NAME } from "../../../shared/routes";
import type { Database } from "../../db/schema";
import { MAX_DATABASE_ID } from "../../lib/cursor";
import { markdownExcerpt } from "../../lib/markdown";
import type { PageMeta } from "./page-meta";

/** A feedback item's description: its text as plain text, cut like a search snippet. */
const FEEDBACK_DESCRIPTION_MAX = 160;

/**
 * The head of `/community-feedback/{id}`: the item's title and the start of its description;
 * an unknown or hidden item (the head is the same for every reader) answers 404 and stays out
 * of search engines.
 */
export async function feedbackMeta(
  db: Kysely<Database>,
  publicUrl: string,
  idParam: string,
  base: Pick<PageMeta, "keywords" | "canonicalUrl" | "imageUrl" | "type" | "robots">,
): Promise<PageMeta> {
  // Ids beyond the integer column name no item (PostgreSQL would refuse to compare them).
  const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : 0;
  const item =
    id > 0 && id <= MAX_DATABASE_ID
      ? await db
          .selectFrom("feedbackItems")
          .select(["id", "title", "description"])
          .where("id", "=", id)
          .where("isHidden", "=", false)
          .executeTakeFirst()
      : undefined;
  if (!item) {
    return {
      ...base,
      status: 404,
      title: `Feedback Not Found | ${SITE_NAME}`,
      description: "The feedback you're looking for doesn't exist or has been removed.",
      robots: "noindex, follow",
    };
  }
  return {
    ...base,
    status: 200,
    title: `${item.title} | ${SITE_NAME}`,
    description: markdownExcerpt(item.description, FEEDBACK_DESCRIPTION_MAX) || item.title,
    keywords: ["community feedback", ...base.keywords],
    canonicalUrl: `${publicUrl}${feedbackPath(item.id)}`,
  };
}
