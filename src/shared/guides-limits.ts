/**
 * Zod-free constants of game guides (spec 001 sections 3, 4 and 9), safe to import in a
 * first view without downloading zod.
 */
export const GUIDE_DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export type GuideDifficulty = (typeof GUIDE_DIFFICULTIES)[number];

/** A guide section's kind picks its icon: tips, mods, tricks, or plain text. */
export const GUIDE_SECTION_TYPES = ["text", "tips", "mods", "tricks"] as const;
export type GuideSectionType = (typeof GUIDE_SECTION_TYPES)[number];
