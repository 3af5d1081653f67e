import { createHash } from "node:crypto";
import { gameIdOfLogoKey, gameLogoKey, gameLogoPath } from "../../../shared/game-logo-key";
import { isValidId } from "../../../shared/ids-limits";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { badRequest, notFound } from "../../lib/http-error";
import type { AdminActor } from "../admin-audit";
import { recordAdminAction } from "../admin-audit";
import { findGameBySlug } from "../games";
import { forgetTopGames } from "../top-games";
import { findGameLogoByGameId, findGameLogoByKey, upsertGameLogo } from "./game-logos.repo";
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

/**
 * Checks the file, stores it as the game's logo and answers the address it is served at. The
 * audit entry names the game (id and title), in the same transaction as the logo.
 */
export async function uploadGameLogo(
  context: AppContext,
  actor: AdminActor,
  upload: LogoUpload,
): Promise<{ path: string }> {
  const now = context.now();
  await consumeAttempt(context, LOGO_UPLOAD_LIMIT, [`user:${actor.user.id}`], now);
  if (!upload.file) throw badRequest("No file selected");
  const game = await findGameByIdText(context, upload.gameId);
  if (upload.gameName && upload.gameName !== game.title) {
    throw badRequest(`Game ${game.id} is "${game.title}", not "${upload.gameName}"`);
  }
  const checked = await checkLogoFile(upload.file);
  const path = `${gameLogoPath(game.id, game.title)}?v=${now.getTime()}`;
  await context.db.transaction().execute(async (trx) => {
    const previous = await findGameLogoByGameId(trx, game.id);
    await upsertGameLogo(
      trx,
      { ...checked, logoKey: gameLogoKey(game.title), gameId: game.id, uploadedBy: actor.user.id },
      now,
    );
    await recordAdminAction(
      trx,
      actor,
      {
        action: "game.logo.upload",
        targetType: "game",
        targetId: game.id,
        before: { title: game.title, hadLogo: previous !== undefined },
        after: {
          title: game.title,
          slug: game.slug,
          logo: path,
          contentType: checked.contentType,
          width: checked.width,
          height: checked.height,
        },
      },
      now,
    );
  });
  forgetTopGames(context);
  return { path };
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

/** The logo at `/media/game-logos/{key}`: `gtav-1` names game 1, a bare `gtav` a title's key. */
export async function readGameLogo(context: AppContext, logoKey: string) {
  const gameId = gameIdOfLogoKey(logoKey);
  const logo =
    gameId !== undefined
      ? isValidId(gameId)
        ? await findGameLogoByGameId(context.db, gameId)
        : undefined
      : /^[a-z0-9]{1,100}$/.test(logoKey)
        ? await findGameLogoByKey(context.db, logoKey)
        : undefined;
  if (!logo) throw notFound("Logo not found");
  const bytes = Buffer.from(logo.bytes);
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
  return { contentType: logo.contentType, bytes, etag };
}
