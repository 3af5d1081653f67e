import type { Guide, GuideSummary } from "../../../shared/guides";
import { GUIDE_SECTION_TYPES } from "../../../shared/guides-limits";
import { toIsoString } from "../../lib/iso-date";
import type { GuideRow } from "./guides.repo";

/** Guide rows turned into the shared reply shapes (no queries here). */

function parseJsonArray(json: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const strings = (json: string) =>
  parseJsonArray(json).filter((item): item is string => typeof item === "string");

export function averageRating(ratingSum: number, ratingCount: number): number {
  return ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : 0;
}

export function toGuideSummary(row: GuideRow): GuideSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    game: row.gameTitle,
    gameSlug: row.gameSlug,
    difficulty: row.difficulty,
    readTime: Number(row.readTimeMinutes),
    rating: averageRating(Number(row.ratingSum), Number(row.ratingCount)),
    ratingCount: Number(row.ratingCount),
    views: Number(row.views),
    author: row.authorName,
    publishedAt: toIsoString(row.publishedAt),
    thumbnail: row.thumbnail,
    tags: strings(row.tags),
  };
}

export function toGuide(row: GuideRow, myRating: number | null): Guide {
  const sections = parseJsonArray(row.sections).flatMap((item, index) => {
    const section = item as { id?: unknown; title?: unknown; type?: unknown; content?: unknown };
    const type = GUIDE_SECTION_TYPES.find((known) => known === section.type) ?? "text";
    if (typeof section.title !== "string" || typeof section.content !== "string") return [];
    return [
      {
        id: typeof section.id === "string" ? section.id : String(index + 1),
        title: section.title,
        type,
        content: section.content,
      },
    ];
  });
  const nexusModsLinks = parseJsonArray(row.nexusModsLinks).flatMap((item) => {
    const link = item as { name?: unknown; url?: unknown; description?: unknown };
    return typeof link.name === "string" && typeof link.url === "string"
      ? [
          {
            name: link.name,
            url: link.url,
            description: typeof link.description === "string" ? link.description : "",
          },
        ]
      : [];
  });
  return {
    ...toGuideSummary(row),
    sections,
    nexusModsLinks,
    tips: strings(row.tips),
    tricks: strings(row.tricks),
    myRating,
  };
}
