import { createHash } from "node:crypto";
import { GAME_LOGO_PATH_PREFIX, gameLogoKey } from "../../../shared/game-logo-key";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { badRequest, notFound } from "../../lib/http-error";
import { findGameBySlug } from "../games/games.repo";
import { forgetTopGames } from "../top-games/top-games.service";
import type { UserRow } from "../users/users.repo";
import { findGameLogo, replaceGameLogo } from "./game-logos.repo";
import { checkLogoFile } from "./logo-file-check";

export const LOGO_UPLOAD_LIMIT: AttemptLimit = {
  kind: "game-logo-upload",
  max: 30,
  windowMs: 3_600_000,
  message: "Too many logo uploads in a short time. Please wait a few minutes.",
};

export interface LogoUpload {
  file: { bytes: Buffer; filename: string; mimetype: string } | null;
  gameName: string;
  gameId: string;
}

/** Checks the file, stores it under the game's logo key and answers the address it is served at. */
export async function uploadGameLogo(
  context: AppContext,
  admin: UserRow,
  upload: LogoUpload,
): Promise<{ path: string }> {
  const now = context.now();
  await consumeAttempt(context, LOGO_UPLOAD_LIMIT, [`user:${admin.id}`], now);
  if (!upload.file) throw badRequest("No file selected");
  const game = await findGameByIdText(context, upload.gameId);
  if (upload.gameName && upload.gameName !== game.title) {
    throw badRequest(`Game ${game.id} is "${game.title}", not "${upload.gameName}"`);
  }
  const checked = await checkLogoFile(upload.file);
  const logoKey = gameLogoKey(game.title);
  await replaceGameLogo(
    context.db,
    { ...checked, logoKey, gameId: game.id, uploadedBy: admin.id },
    now,
  );
  forgetTopGames(context);
  return { path: `${GAME_LOGO_PATH_PREFIX}${logoKey}?v=${now.getTime()}` };
}

async function findGameByIdText(context: AppContext, gameId: string) {
  const id = /^\d{1,9}$/.test(gameId.trim()) ? Number(gameId) : Number.NaN;
  const row = Number.isFinite(id)
    ? await context.db
        .selectFrom("games")
        .select(["id", "slug"])
        .where("id", "=", id)
        .executeTakeFirst()
    : undefined;
  const game = row ? await findGameBySlug(context.db, row.slug) : undefined;
  if (!game) throw notFound("Game not found");
  return game;
}

export async function readGameLogo(context: AppContext, logoKey: string) {
  if (!/^[a-z0-9]{1,100}$/.test(logoKey)) throw notFound("Logo not found");
  const logo = await findGameLogo(context.db, logoKey);
  if (!logo) throw notFound("Logo not found");
  const bytes = Buffer.from(logo.bytes);
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
  return { contentType: logo.contentType, bytes, etag };
}
