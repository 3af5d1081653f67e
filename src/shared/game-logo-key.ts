/**
 * Where a game's uploaded logo is served: a path
 * derived from the title, lower-cased with everything but letters and digits removed
 * ("GTA V" → "gtav", "Red Dead Redemption 2" → "reddeadredemption2"), followed by the game's
 * id ("gtav-1"). Titles can lose the same characters ("Minecraft", "M-I-N-E-C-R-A-F-T"), so
 * the id, never the title, says whose logo it is.
 */
export function gameLogoKey(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export const GAME_LOGO_PATH_PREFIX = "/media/game-logos/";

export function gameLogoPath(gameId: number, title: string): string {
  return `${GAME_LOGO_PATH_PREFIX}${gameLogoKey(title) || "game"}-${gameId}`;
}

/**
 * The game id a logo address names (`gtav-1` → 1); undefined for an address without one
 * (those handed out before, `gtav`, name the logo by its title's key alone).
 */
export function gameIdOfLogoKey(key: string): number | undefined {
  const match = /^[a-z0-9]{0,100}-(\d{1,10})$/.exec(key);
  return match ? Number(match[1]) : undefined;
}
