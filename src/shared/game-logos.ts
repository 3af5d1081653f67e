import { z } from "zod";

/** `POST /api/upload/game-logo`: multipart gameLogo, gameName, gameId. */
export const gameLogoUploadReplySchema = z.object({ path: z.string() });

export const GAME_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const GAME_LOGO_MAX_PIXELS = 16_000_000;
/** The file picker's accept list: svg, png and jpeg. */
export const GAME_LOGO_ACCEPT = ".svg,.png,.jpg,.jpeg,image/svg+xml,image/png,image/jpeg";

export const NO_LOGO_FILE = "No file selected";
export const NO_LOGO_FILE_DESCRIPTION = "Please select a logo file to upload.";
