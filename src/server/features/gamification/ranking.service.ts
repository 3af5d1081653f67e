import {
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  type Ranking,
} from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { periodKeys } from "../../lib/utc-day";
import { findGamer } from "./gamification.repo";
import { levelTitle } from "./levels";
import {
  type BoardRow,
  countStaffAbove,
  countStaffAboveInPeriod,
  countUsersAboveInPeriodHistogram,
  countUsersInHistogram,
  findTopUsers,
  findTopUsersOfPeriod,
  pointsOfUserInPeriod,
  rankInHistogram,
} from "./ranking.repo";

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
    const [{ above, total }, staffAbove, staff, top] = await Promise.all([
      rankInHistogram(db, gamer.points),
      countStaffAbove(db, gamer.points),
      countStaffAbove(db, null),
      findTopUsers(db, LEADERBOARD_SIZE),
    ]);
    return {
      rank: above - staffAbove + 1,
      totalUsers: total - staff,
      period,
      topUsers: rankBoard(top),
    };
  }
  // The calendar week (from Monday, UTC) or month: boards that reset, as players expect.
  // Each period has its own histogram, so a new week or month starts empty.
  const key = periodKeys(context.now())[period];
  const [ownPoints, total, staff, top] = await Promise.all([
    pointsOfUserInPeriod(db, userId, key),
    countUsersInHistogram(db),
    countStaffAbove(db, null),
    findTopUsersOfPeriod(db, key, LEADERBOARD_SIZE),
  ]);
  const [above, staffAbove] = await Promise.all([
    countUsersAboveInPeriodHistogram(db, key, ownPoints),
    countStaffAboveInPeriod(db, key, ownPoints),
  ]);
  return {
    rank: above - staffAbove + 1,
    totalUsers: total - staff,
    period,
    topUsers: rankBoard(top),
  };
}
