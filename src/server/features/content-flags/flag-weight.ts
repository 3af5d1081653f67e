import { FLAGS_TO_HIDE } from "../../../shared/forum-limits";
import { DAY_MS } from "../../../shared/time-units";

/**
 * How much a member's report counts towards hiding a post before an admin has looked at it.
 * Accounts cost nothing to make, so a report weighs by the reporter's standing on the site,
 * as Discourse weighs flags by trust level:
 *
 * - full weight (1): an established member, whose account is at least
 *   ESTABLISHED_ACCOUNT_DAYS days old and who has ESTABLISHED_POSTS accepted posts
 *   (discussions and replies that are not hidden), and every admin;
 * - half weight (1/2): a member with one of the two;
 * - a quarter (1/4): a new account with no accepted posts.
 *
 * The post is hidden when the open reports' weights add up to FLAGS_TO_HIDE: three established
 * members, six half-weight ones, twelve brand-new accounts. A post by an admin is never hidden
 * by reports: they go to the admins' queue only.
 *
 * Weights are counted in quarters so the sums stay exact integers.
 */
export const ESTABLISHED_ACCOUNT_DAYS = 7;
export const ESTABLISHED_POSTS = 3;
const QUARTERS = 4;
export const HIDE_AT_QUARTERS = FLAGS_TO_HIDE * QUARTERS;

export interface ReporterStanding {
  accountCreatedAt: Date;
  /** Discussions and replies of the member that are not hidden. */
  acceptedPosts: number;
  isAdmin: boolean;
}

/** The weight of one report, in quarters (4 = a full report). */
export function reportWeightInQuarters(standing: ReporterStanding, now: Date): number {
  if (standing.isAdmin) return QUARTERS;
  const isOld =
    now.getTime() - standing.accountCreatedAt.getTime() >= ESTABLISHED_ACCOUNT_DAYS * DAY_MS;
  const isActive = standing.acceptedPosts >= ESTABLISHED_POSTS;
  if (isOld && isActive) return QUARTERS;
  if (isOld || isActive) return QUARTERS / 2;
  return 1;
}

/** Whether the open reports of a post hide it until an admin reviews it. */
export function reportsHidePost(
  reporters: readonly ReporterStanding[],
  author: { isAdmin: boolean } | null,
  now: Date,
): boolean {
  if (author?.isAdmin) return false;
  const total = reporters.reduce((sum, standing) => sum + reportWeightInQuarters(standing, now), 0);
  return total >= HIDE_AT_QUARTERS;
}
