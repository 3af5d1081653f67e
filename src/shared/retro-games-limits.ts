/**
 * The retro arcade: the player's constants and the bundle
 * limits. No zod here, so the page's first view can read them without loading the schemas.
 */

/** The external player's frame. */
export const EMULATOR_FRAME_WIDTH = 640;
export const EMULATOR_FRAME_HEIGHT = 480;
/** Volume 0 to 100, 100 at first; the icon changes below 50. */
export const VOLUME_MAX = 100;
export const VOLUME_DEFAULT = 100;
export const VOLUME_LOW_BELOW = 50;
/** Restart reloads the player after this pause. */
export const RESTART_DELAY_MS = 100;
/** How long a member plays before the play is logged (once per game per day). */
export const PLAY_LOG_AFTER_MS = 60_000;

/** A js-dos bundle as admins upload it. */
export const BUNDLE_MAX_BYTES = 20 * 1024 * 1024;
export const BUNDLE_MAX_ENTRIES = 2_000;
/** What the zip may unpack to, so a small file cannot expand into gigabytes in a browser. */
export const BUNDLE_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
export const BUNDLE_CONFIG_PATH = ".jsdos/dosbox.conf";

/** Stars out of 5 in halves: 3.5 is three full stars, a half and one empty. */
export function ratingStars(rating: number): ("full" | "half" | "empty")[] {
  const halves = Math.round(Math.max(0, Math.min(5, rating)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? "full" : left === 1 ? "half" : "empty";
  });
}

/**
 * The DOS player (js-dos, GPL-2.0, from the npm registry) is served by the site at
 * /vendor/js-dos/<version>/ with its emulator files and its licence; the version in the
 * address lets those files be cached for good. Kept in step with package.json by a test.
 */
export const JS_DOS_VERSION = "8.4.1";
export const JS_DOS_BASE = `/vendor/js-dos/${JS_DOS_VERSION}/`;
