/** All three legal pages carry this date. */
export const LEGAL_LAST_UPDATED = { label: "April 7, 2025", iso: "2025-04-07" } as const;

/** Users are told this many days ahead of a material change to the terms. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;
