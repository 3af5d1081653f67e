/**
 * Account numbers, apart from the schemas (auth.ts) so a page can use them without loading zod.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
export const RESET_PASSWORD_MAX = 100;
/** Longest password any form accepts; argon2 of a huge input would be a cheap denial of service. */
export const PASSWORD_MAX = 200;
export const CODE_LENGTH = 6;
