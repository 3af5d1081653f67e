import type { Game, GameChanges, GameHub, NewGame } from "../../../shared/games";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt } from "../../lib/attempt-limiter";
import { conflict, notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { findGameStreams } from "../live-streams";
import type { UserRow } from "../users";
import {
  deleteGame,
  findGameBySlug,
  findGameDiscussions,
  findGameGuides,
  findGameNews,
  findGames,
  insertGame,
  updateGame,
} from "./games.repo";
import { toGame } from "./games-view";

export const GAME_NOT_FOUND = "Game not found";
/** Admins' writes are limited too: a stolen admin session should not rewrite the catalogue in a loop. */
export const GAME_WRITE_LIMIT: AttemptLimit = {
  kind: "game-write",
  max: 120,
  windowMs: 3_600_000,
  message: "Too many changes to games in a short time. Please wait a few minutes.",
};
const HUB_ITEMS = 6;

export async function listGames(
  context: AppContext,
  options: { featured?: boolean },
): Promise<Game[]> {
  return (await findGames(context.db, options)).map(toGame);
}

export async function readGame(context: AppContext, slug: string): Promise<Game> {
  const row = await findGameBySlug(context.db, slug);
  if (!row) throw notFound(GAME_NOT_FOUND);
  return toGame(row);
}

/** The hub of /games/{slug}: the game and the site's own news, guides and discussions about it. */
export async function readGameHub(context: AppContext, slug: string): Promise<GameHub> {
  const row = await findGameBySlug(context.db, slug);
  if (!row) throw notFound(GAME_NOT_FOUND);
  const [news, guides, discussions, streams] = await Promise.all([
    findGameNews(context.db, row, HUB_ITEMS, context.now()),
    findGameGuides(context.db, row.id, HUB_ITEMS),
    findGameDiscussions(context.db, row, HUB_ITEMS),
    findGameStreams(context.db, row.id, HUB_ITEMS),
  ]);
  return {
    game: toGame(row),
    news: news.map((post) => ({ ...post, publishedAt: toIsoString(post.publishedAt) })),
    guides: guides.map((guide) => ({ ...guide, readTimeMinutes: Number(guide.readTimeMinutes) })),
    streams: streams.map((stream) => ({
      id: stream.id,
      title: stream.title,
      streamerName: stream.streamerName,
      platform: stream.platform,
      isLive: stream.status === "live",
      viewerCount: Number(stream.viewerCount),
      startedAt: toIsoString(stream.startedAt),
      streamUrl: stream.streamUrl,
    })),
    discussions: discussions.map((thread) => ({
      id: thread.id,
      title: thread.title,
      replyCount: Number(thread.replyCount),
      lastActivityAt: toIsoString(thread.lastActivityAt),
    })),
  };
}

export async function createGame(
  context: AppContext,
  admin: UserRow,
  input: NewGame,
): Promise<Game> {
  const now = context.now();
  await consumeAttempt(context, GAME_WRITE_LIMIT, [`user:${admin.id}`], now);
  if (await findGameBySlug(context.db, input.slug))
    throw conflict(`A game with the slug "${input.slug}" already exists`);
  return toGame(await insertGame(context.db, input, now));
}

export async function changeGame(
  context: AppContext,
  admin: UserRow,
  slug: string,
  changes: GameChanges,
): Promise<Game> {
  const now = context.now();
  await consumeAttempt(context, GAME_WRITE_LIMIT, [`user:${admin.id}`], now);
  const row = await findGameBySlug(context.db, slug);
  if (!row) throw notFound(GAME_NOT_FOUND);
  await updateGame(context.db, row.id, changes, now);
  return readGame(context, slug);
}

export async function removeGame(context: AppContext, admin: UserRow, slug: string): Promise<void> {
  await consumeAttempt(context, GAME_WRITE_LIMIT, [`user:${admin.id}`], context.now());
  const row = await findGameBySlug(context.db, slug);
  if (!row) throw notFound(GAME_NOT_FOUND);
  await deleteGame(context.db, row.id);
}
