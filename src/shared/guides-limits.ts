import { isValidId } from "./ids-limits";

/**
 * Zod-free constants of game guides, safe to import in a
 * first view without downloading zod.
 */

export const GUIDE_DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];

/** A guide section's kind picks its icon: tips, mods, tricks, or plain text. */
export const GUIDE_SECTION_TYPES = ["text", "tips", "mods", "tricks"] as const;
export type GuideSectionType = (typeof GUIDE_SECTION_TYPES)[number];

/**
 * The guide page's id rule: the route's parameter parsed as an
 * integer. A parameter that is no id, like an id that names no guide, shows "Guide Not Found"
 * (404), as every other detail page does: showing another guide in its place would let a
 * wrong link look right.
 */
export function parseGuideId(raw: string | undefined): number | null {
  const id = Number.parseInt(raw ?? "", 10);
  return isValidId(id) ? id : null;
}

export const guidePath = (id: number) => `/guides/${id}`;

/** Difficulty badge colours: Beginner green, Intermediate yellow, Advanced red. */
export const DIFFICULTY_BADGE_CLASSES: Readonly<Record<GuideDifficulty, string>> = {
  Beginner: "border-green-500/40 bg-green-500/15 text-green-400",
  Intermediate: "border-yellow-500/40 bg-yellow-500/15 text-yellow-300",
  Advanced: "border-red-500/40 bg-red-500/15 text-red-400",
};
