/**
 * Every amount the site awards, in one place. The client never sends an amount: it says what
 * happened, and these rules decide what it is worth.
 */
export const AWARD_RULES = {
  dailyCheckIn: {
    points: 10,
    experience: 10,
    /** Extra points per consecutive day after the first… */
    streakBonusPerDay: 5,
    /** …counted up to this many extra days (a week's streak earns the most). */
    streakBonusMaxDays: 6,
  },
  articleRead: { points: 5, experience: 10 },
  commentPosted: { points: 10, experience: 15 },
  contentShare: {
    points: 5,
    experience: 5,
    /** Shares beyond this many a UTC day are still counted for achievements, not paid. */
    dailyCap: 5,
  },
} as const;

export function checkInPoints(streak: number): number {
  const rule = AWARD_RULES.dailyCheckIn;
  const bonusDays = Math.min(Math.max(0, streak - 1), rule.streakBonusMaxDays);
  return rule.points + bonusDays * rule.streakBonusPerDay;
}
