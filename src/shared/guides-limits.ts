import { isValidId } from "./ids-limits";

/**
 * Zod-free constants of game guides (spec 001 sections 3, 4 and 9), safe to import in a
 * first view without downloading zod.
 */

export const GUIDE_DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];

/** A guide section's kind picks its icon: tips, mods, tricks, or plain text. */
export const GUIDE_SECTION_TYPES = ["text", "tips", "mods", "tricks"] as const;
export type GuideSectionType = (typeof GUIDE_SECTION_TYPES)[number];

/**
 * The guide page's id rule (spec 001 "Guide detail"): the route's parameter parsed as an
 * integer, 1 when missing or not a number. An id that names no guide also shows guide 1 (the
 * page asks the server for the guide and falls back when it answers 404).
 */
export const DEFAULT_GUIDE_ID = 1;

export function parseGuideId(raw: string | undefined): number {
  const id = Number.parseInt(raw ?? "", 10);
  return isValidId(id) ? id : DEFAULT_GUIDE_ID;
}

export const guidePath = (id: number) => `/guides/${id}`;

/** Badge colours of spec 001 section 9: Beginner green, Intermediate yellow, Advanced red. */
export const DIFFICULTY_BADGE_CLASSES: Readonly<Record<GuideDifficulty, string>> = {
  Beginner: "border-green-500/40 bg-green-500/15 text-green-400",
  Intermediate: "border-yellow-500/40 bg-yellow-500/15 text-yellow-300",
  Advanced: "border-red-500/40 bg-red-500/15 text-red-400",
};
