import { createHash } from "node:crypto";
import type {
  NewRetroGame,
  RetroGame,
  RetroGameChanges,
  RetroPlayReply,
} from "../../../shared/retro-games";
import { PLAY_LOG_AFTER_MS } from "../../../shared/retro-games-limits";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { AWARD_RULES, awardReplyOf, withAwards } from "../gamification";
import type { UserRow } from "../users";
import { bundleProblem } from "./retro-bundle-check";
import {
  deleteRetroGame,
  findBundle,
  findPlay,
  findRetroGameById,
  findRetroGameBySlug,
  findRetroGames,
  insertRetroGame,
  markPlayLogged,
  recordPlayStart,
  saveBundle,
  updateRetroGame,
} from "./retro-games.repo";
import { toRetroGame } from "./retro-games-view";

export const RETRO_GAME_NOT_FOUND = "Game not found";
export const PLAY_TOO_SHORT = "Play for a minute before the game is logged";
/** Admins' writes are limited too: a stolen admin session should not rewrite the arcade in a loop. */
export const RETRO_WRITE_LIMIT: AttemptLimit = {
  kind: "retro-game-write",
  max: 120,
  windowMs: 3_600_000,
  message: "Too many changes to the arcade in a short time. Please wait a few minutes.",
};
/** Starting and logging plays: generous for a player, a wall for a script. */
export const RETRO_PLAY_LIMIT: AttemptLimit = {
  kind: "retro-play",
  max: 120,
  windowMs: 3_600_000,
  message: "Too many plays in a short time. Please wait a few minutes.",
};

export async function listRetroGames(
  context: AppContext,
  filters: { q?: string; genre?: string },
): Promise<RetroGame[]> {
  const genre = filters.genre && filters.genre.toLowerCase() !== "all" ? filters.genre : undefined;
  return (await findRetroGames(context.db, { q: filters.q || undefined, genre })).map(toRetroGame);
}

export async function readRetroGame(context: AppContext, id: number): Promise<RetroGame> {
  const row = await findRetroGameById(context.db, id);
  if (!row) throw notFound(RETRO_GAME_NOT_FOUND);
  return toRetroGame(row);
}

export async function createRetroGame(
  context: AppContext,
  admin: UserRow,
  input: NewRetroGame,
): Promise<RetroGame> {
  const now = context.now();
  await consumeAttempt(context, RETRO_WRITE_LIMIT, [`user:${admin.id}`], now);
  if (await findRetroGameBySlug(context.db, input.slug)) {
    throw conflict(`A game with the slug "${input.slug}" already exists`);
  }
  return readRetroGame(context, await insertRetroGame(context.db, input, now));
}

export async function changeRetroGame(
  context: AppContext,
  admin: UserRow,
  id: number,
  changes: RetroGameChanges,
): Promise<RetroGame> {
  const now = context.now();
  await consumeAttempt(context, RETRO_WRITE_LIMIT, [`user:${admin.id}`], now);
  if (!(await findRetroGameById(context.db, id))) throw notFound(RETRO_GAME_NOT_FOUND);
  if (changes.slug) {
    const other = await findRetroGameBySlug(context.db, changes.slug);
    if (other && other.id !== id)
      throw conflict(`A game with the slug "${changes.slug}" already exists`);
  }
  await updateRetroGame(context.db, id, changes, now);
  return readRetroGame(context, id);
}

export async function removeRetroGame(
  context: AppContext,
  admin: UserRow,
  id: number,
): Promise<void> {
  await consumeAttempt(context, RETRO_WRITE_LIMIT, [`user:${admin.id}`], context.now());
  if (!(await deleteRetroGame(context.db, id))) throw notFound(RETRO_GAME_NOT_FOUND);
}

/**
 * An admin's js-dos bundle for a game: checked (see bundleProblem), stored in the database and
 * served from a new address, so the game plays with the site's own player from then on.
 */
export async function uploadRetroBundle(
  context: AppContext,
  admin: UserRow,
  id: number,
  file: { bytes: Buffer; filename: string } | null,
): Promise<RetroGame> {
  const now = context.now();
  if (!file) throw badRequest('Choose a .jsdos bundle to upload (form field "bundle")');
  if (!/\.(jsdos|zip)$/i.test(file.filename)) {
    throw badRequest("The bundle must be a .jsdos file (a zip with .jsdos/dosbox.conf)");
  }
  const problem = await bundleProblem(file.bytes);
  if (problem) throw badRequest(problem);
  await consumeAttempt(context, RETRO_WRITE_LIMIT, [`user:${admin.id}`], now);
  if (!(await findRetroGameById(context.db, id))) throw notFound(RETRO_GAME_NOT_FOUND);
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  await saveBundle(
    context.db,
    { gameId: id, bytes: file.bytes, sha256, uploadedBy: admin.id },
    now,
  );
  return readRetroGame(context, id);
}

/** A bundle by the address toRetroGame gave it; an old address (replaced bundle) is gone. */
export async function readRetroBundle(
  context: AppContext,
  id: number,
  hashPrefix: string,
): Promise<Buffer> {
  const bundle = await findBundle(context.db, id);
  if (!bundle || bundle.sha256.slice(0, 16) !== hashPrefix) throw notFound("Bundle not found");
  return bundle.bytes;
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A member's play. "start" notes when today's play began; "minute", sent once the player has
 * run for a minute, logs the play once per game and day if a minute has really passed since
 * the start (the server's clock, not the browser's word): points within the daily cap, and the
 * first play of a game ever counts towards 'Retro Collector' (five different classics).
 */
export async function recordRetroPlay(
  context: AppContext,
  user: UserRow,
  id: number,
  phase: "start" | "minute",
): Promise<RetroPlayReply> {
  const now = context.now();
  await consumeAttempt(context, RETRO_PLAY_LIMIT, [`user:${user.id}`], now);
  if (!(await findRetroGameById(context.db, id))) throw notFound(RETRO_GAME_NOT_FOUND);
  const play = { userId: user.id, gameId: id, day: utcDay(now) };
  if (phase === "start") {
    await recordPlayStart(context.db, play, now);
    return { logged: false, award: null };
  }
  const started = await findPlay(context.db, play);
  if (!started || now.getTime() - new Date(started.startedAt).getTime() < PLAY_LOG_AFTER_MS) {
    throw conflict(PLAY_TOO_SHORT);
  }
  if (started.loggedAt) return { logged: false, award: null };
  const outcome = await withAwards(context, user.id, async (scope) => {
    if (!(await markPlayLogged(scope.trx, play, now))) return null;
    await scope.credit({
      reason: "retro-first-play",
      idempotencyKey: `retro-first-play:${id}`,
      points: 0,
      experience: 0,
      counters: { retroGamesPlayed: 1 },
    });
    return scope.creditCapped(AWARD_RULES.retroGamePlayed, {
      idempotencyKey: `retro-play:${id}:${play.day}`,
    });
  });
  if (!outcome.result) return { logged: false, award: null };
  return { logged: true, award: awardReplyOf({ ...outcome, result: outcome.result }) };
}
