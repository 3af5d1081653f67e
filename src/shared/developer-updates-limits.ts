/**
 * Developer updates' constants, kept free of zod so the list page's first view can read them
 * without downloading the schema library (see developer-updates.ts for the payloads).
 */
export const DEVELOPER_UPDATE_TYPES = [
  "roadmap",
  "behind-scenes",
  "announcement",
  "patch-notes",
] as const;
export type DeveloperUpdateType = (typeof DEVELOPER_UPDATE_TYPES)[number];

/** The list's filter: one type, or all of them. */
export const DEVELOPER_UPDATE_FILTERS = ["all", ...DEVELOPER_UPDATE_TYPES] as const;
export type DeveloperUpdateFilter = (typeof DEVELOPER_UPDATE_FILTERS)[number];

/** The type dropdown's labels, in the order it lists them. */
export const DEVELOPER_UPDATE_FILTER_LABELS: Record<DeveloperUpdateFilter, string> = {
  all: "All Updates",
  roadmap: "Roadmaps",
  "behind-scenes": "Behind the Scenes",
  announcement: "Announcements",
  "patch-notes": "Patch Notes",
};

/** Badge colours by type: roadmap blue, behind-scenes purple, announcement green, patch-notes orange. */
export const DEVELOPER_UPDATE_TYPE_COLORS: Record<
  DeveloperUpdateType,
  "blue" | "purple" | "green" | "orange"
> = {
  roadmap: "blue",
  "behind-scenes": "purple",
  announcement: "green",
  "patch-notes": "orange",
};

/** The columns of /roadmap a roadmap update can sit in. */
export const ROADMAP_STAGES = ["planned", "in-progress", "done"] as const;
export type RoadmapStage = (typeof ROADMAP_STAGES)[number];

/** The list card shows this many characters of the content, then '...'. */
export const DEVELOPER_UPDATE_EXCERPT_LENGTH = 200;
export const DEVELOPER_UPDATES_PAGE_SIZE = 20;
/** Placeholder blocks while the list loads. */
export const DEVELOPER_UPDATE_SKELETONS = 6;

export const DEVELOPER_UPDATE_TITLE_MIN = 5;
export const DEVELOPER_UPDATE_TITLE_MAX = 150;
export const DEVELOPER_UPDATE_CONTENT_MIN = 50;
export const DEVELOPER_UPDATE_CONTENT_MAX = 50_000;
export const DEVELOPER_UPDATE_TAGS_MAX = 8;
export const DEVELOPER_UPDATE_TAG_LENGTH_MAX = 30;

export const NO_UPDATES_TITLE = "No Updates Found";
export const NO_UPDATES_MESSAGE = "Check back soon for the latest developer updates and insights.";

export function developerUpdatePath(slug: string): string {
  return `/developer-updates/${encodeURIComponent(slug)}`;
}
