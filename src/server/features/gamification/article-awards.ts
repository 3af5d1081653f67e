import type { AwardReply } from "../../../shared/gamification";
import type { GamificationContext } from "./award-engine";

/**
 * The blog's part of the award routes (reads, comments, likes and shares of articles), handed to
 * the gamification routes when the app is built: the blog earns awards through the engine here,
 * so gamification must not import the blog back.
 */
export interface ArticleAwards {
  logArticleRead(context: GamificationContext, userId: number, postId: number): Promise<AwardReply>;
  logCommentPosted(
    context: GamificationContext,
    userId: number,
    commentId: number,
  ): Promise<AwardReply>;
  logLike(context: GamificationContext, userId: number, postId: number): Promise<AwardReply>;
  isShareablePost(context: GamificationContext, postId: number): Promise<boolean>;
}
