import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from "../../../shared/gamification";

/** The top three get special rank icons. */
export type RankMedal = "gold" | "silver" | "bronze";

/** Users with equal points share a rank, so two users can both hold the crown. */
export function rankMedalFor(rank: number): RankMedal | null {
  if (rank === 1) return "gold";
  if (rank === 2) return "silver";
  if (rank === 3) return "bronze";
  return null;
}

export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = {
  all: "All time",
  week: "This week",
  month: "This month",
};

/** The ?period of the address; anything else is all time. */
export function parseLeaderboardPeriod(value: string | null): LeaderboardPeriod {
  return LEADERBOARD_PERIODS.find((period) => period === value) ?? "all";
}
