import { DAY_MS } from "../../../shared/time-units";

/**
 * The Trending tab's order: what members are voting for now. Each vote of the last 30 days
 * counts 0.5^(age in days / 7), so a vote loses half its weight every week; ties fall back to
 * all-time votes, then the newest item. The weights are computed here rather than in SQL so
 * both engines rank alike (SQLite has no portable power function).
 */
export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_HALF_LIFE_DAYS = 7;

export function trendingWindowStart(now: Date): Date {
  return new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS);
}

/** The weight of one vote cast at `votedAt`. */
export function voteWeight(votedAt: Date, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - votedAt.getTime()) / DAY_MS);
  return 0.5 ** (ageDays / TRENDING_HALF_LIFE_DAYS);
}

/** Each item's trending score from its recent votes. */
export function trendingScores(
  votes: readonly { feedbackId: number; createdAt: Date | string }[],
  now: Date,
): Map<number, number> {
  const scores = new Map<number, number>();
  for (const vote of votes) {
    const weight = voteWeight(new Date(vote.createdAt), now);
    scores.set(vote.feedbackId, (scores.get(vote.feedbackId) ?? 0) + weight);
  }
  return scores;
}

export interface TrendingCandidate {
  id: number;
  votes: number;
  createdAt: string;
}

/** Score, then votes, then newest (then the higher id, so the order is total). */
export function compareTrending(
  scores: ReadonlyMap<number, number>,
): (a: TrendingCandidate, b: TrendingCandidate) => number {
  return (a, b) =>
    (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) ||
    b.votes - a.votes ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
    b.id - a.id;
}
