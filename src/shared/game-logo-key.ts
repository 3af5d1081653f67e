/**
 * Where a game's uploaded logo is served (spec 001 section 4, "Game logo display"): a path
 * derived from the title, lower-cased with everything but letters and digits removed
 * ("GTA V" → "gtav", "Red Dead Redemption 2" → "reddeadredemption2").
 */
export function gameLogoKey(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export const GAME_LOGO_PATH_PREFIX = "/media/game-logos/";

export function gameLogoPath(title: string): string {
  return `${GAME_LOGO_PATH_PREFIX}${gameLogoKey(title)}`;
}
