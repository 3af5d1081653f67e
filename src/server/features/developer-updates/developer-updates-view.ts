import {
  type CreateDeveloperUpdate,
  DEVELOPER_UPDATE_EXCERPT_LENGTH,
  type DeveloperUpdate,
  type DeveloperUpdateSummary,
  type DeveloperUpdateType,
  type RoadmapStage,
} from "../../../shared/developer-updates";
import { toIsoString } from "../../lib/iso-date";
import { markdownExcerpt, renderMarkdown } from "../../lib/markdown";
import { slugify } from "../../lib/slugify";
import { estimateReadTimeMinutes } from "../blog";
import type {
  DeveloperUpdateRow,
  DeveloperUpdateSummaryRow,
  NewDeveloperUpdate,
  UpdateNeighbour,
} from "./developer-updates.repo";

/** Rows turned into the shared reply shapes, and what is derived from an update's text. */

/** Slugs stay short enough for a readable address. */
const SLUG_MAX = 80;

/** The slug an update's title gives (before a -2, -3… makes it unique). */
export function slugBaseOf(title: string): string {
  return slugify(title).slice(0, SLUG_MAX).replace(/-+$/, "") || "update";
}

/** Written once when the content is written: its sanitised HTML, excerpt and reading time. */
export function renderUpdateContent(content: string) {
  const contentHtml = renderMarkdown(content);
  return {
    contentHtml,
    excerpt: markdownExcerpt(content, DEVELOPER_UPDATE_EXCERPT_LENGTH),
    readTimeMinutes: estimateReadTimeMinutes(contentHtml),
  };
}

/** Only roadmap updates sit in a roadmap column; one without a stage is planned. */
export function roadmapStageOf(
  type: DeveloperUpdateType,
  stage: RoadmapStage | null | undefined,
): RoadmapStage | null {
  if (type !== "roadmap") return null;
  return stage ?? "planned";
}

export interface UpdateAuthor {
  id: number | null;
  name: string;
  avatar: string | null;
}

/** A new update's row from the create payload: the admin's form and the demo seed alike. */
export function newUpdateValues(
  input: CreateDeveloperUpdate,
  author: UpdateAuthor,
  publishedAt: Date,
): NewDeveloperUpdate {
  const at = publishedAt.toISOString();
  return {
    title: input.title,
    content: input.content,
    ...renderUpdateContent(input.content),
    updateType: input.updateType,
    roadmapStage: roadmapStageOf(input.updateType, input.roadmapStage),
    gameTitle: input.gameTitle ?? null,
    featuredImage: input.featuredImage ?? null,
    authorId: author.id,
    authorName: author.name,
    authorAvatar: author.avatar,
    tags: JSON.stringify(input.tags),
    publishedAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** Tags are stored as a JSON array of texts; anything else reads as no tags. */
export function parseTags(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((tag): tag is string => typeof tag === "string")
      : [];
  } catch {
    return [];
  }
}

export function toUpdateSummary(row: DeveloperUpdateSummaryRow): DeveloperUpdateSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    updateType: row.updateType,
    roadmapStage: row.roadmapStage,
    gameTitle: row.gameTitle,
    featuredImage: row.featuredImage,
    authorName: row.authorName,
    authorAvatar: row.authorAvatar,
    publishedAt: toIsoString(row.publishedAt),
    readTime: Math.max(1, Number(row.readTimeMinutes)),
    tags: parseTags(row.tags),
  };
}

export function toDeveloperUpdate(
  row: DeveloperUpdateRow,
  neighbours: { previous: UpdateNeighbour | null; next: UpdateNeighbour | null },
): DeveloperUpdate {
  return {
    ...toUpdateSummary(row),
    content: row.content,
    contentHtml: row.contentHtml,
    updatedAt: toIsoString(row.updatedAt),
    previous: neighbours.previous,
    next: neighbours.next,
  };
}

/** One update's type in words: the page head's article section and the feed's category. */
export const UPDATE_TYPE_LABELS: Record<DeveloperUpdateType, string> = {
  roadmap: "Roadmap",
  "behind-scenes": "Behind the Scenes",
  announcement: "Announcement",
  "patch-notes": "Patch Notes",
};
