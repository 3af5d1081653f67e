import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../app-context";
import { recordGameSearch } from "../top-games";

/**
 * Searches that find a game count towards its rank on /top-games, once per visitor (by IP
 * address) and game per hour, so repeating a search cannot push a game up.
 */

const WINDOW_MS = 3_600_000;
/** Games counted per search: the best few of its first page. */
const GAMES_PER_SEARCH = 3;
const REMEMBERED_MAX = 20_000;

export function createGameSearchTally(context: AppContext, log: FastifyBaseLogger) {
  const countedUntil = new Map<string, number>();

  return async function countGameSearches(ip: string, gameIds: number[]): Promise<void> {
    const now = context.now();
    for (const gameId of gameIds.slice(0, GAMES_PER_SEARCH)) {
      const key = `${ip} ${gameId}`;
      if ((countedUntil.get(key) ?? 0) > now.getTime()) continue;
      countedUntil.delete(key);
      if (countedUntil.size >= REMEMBERED_MAX) {
        const oldest = countedUntil.keys().next().value;
        if (oldest !== undefined) countedUntil.delete(oldest);
      }
      countedUntil.set(key, now.getTime() + WINDOW_MS);
      try {
        await recordGameSearch(context.db, gameId, now);
      } catch (error) {
        // The search itself has its answer; a lost count is not worth failing it.
        log.warn({ err: error, gameId }, "could not count a game search");
      }
    }
  };
}
