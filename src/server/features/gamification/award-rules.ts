/**
 * Every amount the site awards, in one place. The client never sends an amount: it says what
 * happened, and these rules decide what it is worth.
 *
 * Every rule has a daily cap per user (a UTC day): events beyond it are still counted for
 * achievements but earn nothing, so no action can be repeated for points without end.
 */
export interface AwardRule {
  /** The ledger's reason for this rule's rows; the daily cap counts paid rows of it. */
  reason: string;
  points: number;
  experience: number;
  /** Paid events a UTC day; later ones earn 0. */
  dailyCap: number;
}

export const AWARD_RULES = {
  dailyCheckIn: {
    reason: "daily-check-in",
    points: 10,
    experience: 10,
    // Its idempotency key is the day, so it is paid once a day whatever this says.
    dailyCap: 1,
    /** Extra points per consecutive day after the first… */
    streakBonusPerDay: 5,
    /** …counted up to this many extra days (a week's streak earns the most). */
    streakBonusMaxDays: 6,
  },
  articleRead: { reason: "article-read", points: 5, experience: 10, dailyCap: 20 },
  commentPosted: { reason: "comment-posted", points: 10, experience: 15, dailyCap: 10 },
  postLiked: { reason: "post-liked", points: 5, experience: 5, dailyCap: 10 },
  contentShare: { reason: "content-share", points: 5, experience: 5, dailyCap: 5 },
  /** Its points are the discussion's category's pointsReward; these are the experience and cap. */
  forumThreadStarted: { reason: "forum-thread", points: 0, experience: 20, dailyCap: 5 },
  forumReplyPosted: { reason: "forum-reply", points: 5, experience: 10, dailyCap: 20 },
  /** Paid to the author of the upvoted discussion or reply. */
  forumUpvoteReceived: { reason: "forum-upvote", points: 2, experience: 2, dailyCap: 25 },
  /** A minute or more of a retro game, once per game and day. */
  retroGamePlayed: { reason: "retro-play", points: 5, experience: 10, dailyCap: 5 },
  feedbackSubmitted: { reason: "feedback-submitted", points: 10, experience: 15, dailyCap: 3 },
  /** Paid to the author of the feedback item, once per voter and item. */
  feedbackVoteReceived: { reason: "feedback-vote", points: 2, experience: 2, dailyCap: 25 },
  feedbackCommentPosted: { reason: "feedback-comment", points: 3, experience: 5, dailyCap: 10 },
} as const;

/** The ledger reason of a negative row that takes back an award (a deleted comment). */
export const REVERSAL_REASON = "reversal";

export function checkInPoints(streak: number): number {
  const rule = AWARD_RULES.dailyCheckIn;
  const bonusDays = Math.min(Math.max(0, streak - 1), rule.streakBonusMaxDays);
  return rule.points + bonusDays * rule.streakBonusPerDay;
}
