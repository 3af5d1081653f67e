import type { TrendingTopic } from "../../../shared/blog";
import { TRENDING_TOPICS_MAX } from "../../../shared/blog-limits";
import { HOUR_MS, WEEK_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { findTrendingCandidates } from "./categories.repo";

/**
 * Recent engagement with time decay (the "hot" formula of link aggregators): comments weigh
 * most, then likes, then views; older posts sink as (age in hours + 2)^1.5.
 */
export async function listTrendingTopics(context: AppContext): Promise<TrendingTopic[]> {
  const now = context.now();
  const candidates = await findTrendingCandidates(
    context.db,
    new Date(now.getTime() - WEEK_MS),
    now,
    200,
  );
  return candidates
    .map((post) => {
      const ageHours = Math.max(
        0,
        (now.getTime() - new Date(post.publishedAt).getTime()) / HOUR_MS,
      );
      const engagement =
        5 * Number(post.recentComments) + 3 * Number(post.recentLikes) + 0.2 * post.viewCount + 1;
      return { post, score: engagement / (ageHours + 2) ** 1.5 };
    })
    .sort((a, b) => b.score - a.score || b.post.id - a.post.id)
    .slice(0, TRENDING_TOPICS_MAX)
    .map(({ post }) => ({ id: post.id, title: post.title, url: `/blog/${post.id}` }));
}
