/** Zod-free constants of the merchandise page, safe to import in a first view. */
export const MERCHANDISE_CONFIRM_PARAM = "confirm";
