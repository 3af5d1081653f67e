import { gameLogoPath } from "../../../shared/game-logo-key";
import { TOP_GAMES_COUNT, type TopGame, type TopGamesReply } from "../../../shared/top-games";
import type { AppContext } from "../../app-context";
import { toIsoString } from "../../lib/iso-date";
import { toGame } from "../games";
import { findGamesWithSearchCounts } from "./game-search-counts.repo";

/** How long a computed ranking is served before it is computed again. */
export const TOP_GAMES_RECOMPUTE_MS = 5 * 60 * 1000;
/** Searches counted in the rank: the last 30 days. */
export const SEARCH_WINDOW_DAYS = 30;

/**
 * The ranking one app last computed (built in buildApp): served for TOP_GAMES_RECOMPUTE_MS,
 * dropped when an admin uploads a logo, which the list shows.
 */
export class TopGamesRanking {
  #cached: { computedAt: number; reply: TopGamesReply } | null = null;

  /** The ranking computed less than TOP_GAMES_RECOMPUTE_MS before `now`, if any. */
  fresh(now: Date): TopGamesReply | null {
    const cached = this.#cached;
    if (cached && now.getTime() - cached.computedAt < TOP_GAMES_RECOMPUTE_MS) return cached.reply;
    return null;
  }

  remember(reply: TopGamesReply, now: Date): void {
    this.#cached = { computedAt: now.getTime(), reply };
  }

  forget(): void {
    this.#cached = null;
  }
}

/**
 * The ten most searched games: each game's seeded baseline plus the searches counted on this
 * site over the last 30 days, highest first (ties by title). Computed at most every five
 * minutes and served from memory in between, so a busy list costs one query per window.
 */
export async function readTopGames(context: AppContext): Promise<TopGamesReply> {
  const now = context.now();
  const ranking = context.caches.topGames;
  const cached = ranking.fresh(now);
  if (cached) return cached;
  const reply = await rankTopGames(context, now);
  ranking.remember(reply, now);
  return reply;
}

/** Drops the cached ranking (an admin uploaded a logo, which the list shows). */
export function forgetTopGames(context: AppContext): void {
  context.caches.topGames.forget();
}

async function rankTopGames(context: AppContext, now: Date): Promise<TopGamesReply> {
  const rows = await findGamesWithSearchCounts(context.db, now, SEARCH_WINDOW_DAYS);
  const scored = rows.map((row) => ({
    row,
    searchCount: Number(row.baselineSearchCount) + Number(row.recent ?? 0),
  }));
  scored.sort((a, b) => b.searchCount - a.searchCount || a.row.title.localeCompare(b.row.title));
  const games: TopGame[] = scored.slice(0, TOP_GAMES_COUNT).map(({ row, searchCount }, index) => {
    const game = toGame(row);
    return {
      id: game.id,
      slug: game.slug,
      title: game.title,
      developer: game.developer,
      description: game.description,
      image: game.image,
      fallbackImage: game.fallbackImage,
      website: game.officialUrl,
      metrics: { searchCount, players: game.players, ranking: index + 1 },
      tags: game.tags,
      logo: row.uploadedAt
        ? `${gameLogoPath(game.id, game.title)}?v=${new Date(row.uploadedAt).getTime()}`
        : null,
    };
  });
  return { games, rankedAt: toIsoString(now) };
}
