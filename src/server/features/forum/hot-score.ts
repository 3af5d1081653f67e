/**
 * The trending order's hot score, in Reddit's form: the order of magnitude of a discussion's
 * score plus its age in units of 12.5 hours. Time enters additively, so a score never needs
 * recomputing as time passes: a newer discussion simply starts higher. It is stored in
 * `forum_threads.hot_score` (indexed) and recomputed on every vote and reply.
 *
 * The score counts votes and replies (a reply is engagement too): up - down + replies.
 */
const EPOCH_SECONDS = 1_134_028_003;
const SECONDS_PER_ORDER_OF_MAGNITUDE = 45_000;

export function hotScore(
  thread: { upvotes: number; downvotes: number; replyCount: number },
  createdAt: Date,
): number {
  const score = thread.upvotes - thread.downvotes + thread.replyCount;
  const order = Math.log10(Math.max(Math.abs(score), 1));
  const sign = score > 0 ? 1 : score < 0 ? -1 : 0;
  const seconds = createdAt.getTime() / 1000 - EPOCH_SECONDS;
  return Math.round((sign * order + seconds / SECONDS_PER_ORDER_OF_MAGNITUDE) * 1e7) / 1e7;
}
