import {
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  type Ranking,
} from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { findGamer } from "./gamification.repo";
import { levelTitle } from "./levels";
import {
  type BoardRow,
  countRankedUsers,
  countUsersAbove,
  countUsersAboveSince,
  findTopUsers,
  findTopUsersSince,
  pointsOfUserSince,
} from "./ranking.repo";
import { DAY_MS } from "./utc-day";

const PERIOD_DAYS: Record<Exclude<LeaderboardPeriod, "all">, number> = { week: 7, month: 30 };

/**
 * Competition ranking ("1224"): users with equal points share a rank, and the next rank skips.
 * The board is the top of a list sorted by points, so every user above a row is on the board.
 */
export function rankBoard(rows: readonly BoardRow[]) {
  let previous: { points: number; rank: number } | undefined;
  return rows.map((row, index) => {
    const rank = previous && previous.points === row.points ? previous.rank : index + 1;
    previous = { points: row.points, rank };
    return { ...row, rank, rankTitle: levelTitle(row.level) };
  });
}

export async function getRanking(
  context: AppContext,
  userId: number,
  period: LeaderboardPeriod,
): Promise<Ranking> {
  const gamer = await findGamer(context.db, userId);
  if (!gamer) throw notFound("User not found");
  const { db } = context;
  if (period === "all") {
    const [above, totalUsers, top] = await Promise.all([
      countUsersAbove(db, gamer.points),
      countRankedUsers(db),
      findTopUsers(db, LEADERBOARD_SIZE),
    ]);
    return { rank: above + 1, totalUsers, period, topUsers: rankBoard(top) };
  }
  const since = new Date(context.now().getTime() - PERIOD_DAYS[period] * DAY_MS);
  const [ownPoints, totalUsers, top] = await Promise.all([
    pointsOfUserSince(db, userId, since),
    countRankedUsers(db),
    findTopUsersSince(db, since, LEADERBOARD_SIZE),
  ]);
  const above = await countUsersAboveSince(db, since, ownPoints);
  return { rank: above + 1, totalUsers, period, topUsers: rankBoard(top) };
}
