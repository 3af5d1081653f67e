import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  achievementsReplySchema,
  awardReplySchema,
  checkInReplySchema,
  initializeReplySchema,
  initializeSchema,
  levelDataSchema,
  logArticleReadSchema,
  logCommentPostedSchema,
  logContentShareSchema,
  logLoginSchema,
  rankingQuerySchema,
  rankingSchema,
  toggleFeaturedReplySchema,
  toggleFeaturedSchema,
  userIdParamsSchema,
} from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import { forbidden } from "../../lib/http-error";
import { errorReplies } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import type { ArticleAwards } from "./article-awards";
import {
  checkIn,
  getAchievements,
  getLevelData,
  initializeGamification,
  logArticleRead,
  logCommentPosted,
  logContentShare,
  toggleFeatured,
} from "./gamification.service";
import { getRanking } from "./ranking.service";

/**
 * The permission step of every write: it acts for the session's user. The request bodies carry
 * a userId; one that is not the session's is refused rather than silently ignored.
 */
function actingUserId(request: FastifyRequest, claimedUserId: number | undefined): number {
  const { user } = requireUser(request);
  if (claimedUserId !== undefined && claimedUserId !== user.id) {
    throw forbidden("You can only do this for your own account");
  }
  return user.id;
}

/** The award routes; the blog's part of them is handed in (see ArticleAwards). */
export const gamificationRoutes =
  (blogAwards: ArticleAwards): FastifyPluginAsyncZod<AppContext> =>
  async (app, context) => {
    app.get(
      "/api/gamification/level/:userId",
      {
        schema: { params: userIdParamsSchema, response: { 200: levelDataSchema, ...errorReplies } },
      },
      async (request) => {
        requireUser(request);
        return getLevelData(context, request.params.userId);
      },
    );

    app.get(
      "/api/gamification/achievements/:userId",
      {
        schema: {
          params: userIdParamsSchema,
          response: { 200: achievementsReplySchema, ...errorReplies },
        },
      },
      async (request) => {
        requireUser(request);
        return getAchievements(context, request.params.userId);
      },
    );

    app.get(
      "/api/gamification/ranking/:userId",
      {
        schema: {
          params: userIdParamsSchema,
          querystring: rankingQuerySchema,
          response: { 200: rankingSchema, ...errorReplies },
        },
      },
      async (request) => {
        requireUser(request);
        return getRanking(context, request.params.userId, request.query.period);
      },
    );

    app.post(
      "/api/gamification/initialize",
      {
        schema: {
          body: initializeSchema,
          response: { 200: initializeReplySchema, ...errorReplies },
        },
      },
      async (request) =>
        initializeGamification(context, actingUserId(request, request.body.userId)),
    );

    app.post(
      "/api/gamification/log/login",
      { schema: { body: logLoginSchema, response: { 200: checkInReplySchema, ...errorReplies } } },
      async (request) => checkIn(context, actingUserId(request, request.body.userId)),
    );

    app.post(
      "/api/gamification/log/article-read",
      {
        schema: {
          body: logArticleReadSchema,
          response: { 200: awardReplySchema, ...errorReplies },
        },
      },
      async (request) =>
        logArticleRead(
          context,
          blogAwards,
          actingUserId(request, request.body.userId),
          request.body,
        ),
    );

    app.post(
      "/api/gamification/log/comment-posted",
      {
        schema: {
          body: logCommentPostedSchema,
          response: { 200: awardReplySchema, ...errorReplies },
        },
      },
      async (request) =>
        logCommentPosted(
          context,
          blogAwards,
          actingUserId(request, request.body.userId),
          request.body.commentId,
        ),
    );

    app.post(
      "/api/gamification/log/content-share",
      {
        schema: {
          body: logContentShareSchema,
          response: { 200: awardReplySchema, ...errorReplies },
        },
      },
      async (request) =>
        logContentShare(
          context,
          blogAwards,
          actingUserId(request, request.body.userId),
          request.body,
        ),
    );

    app.post(
      "/api/gamification/achievements/toggle-featured",
      {
        schema: {
          body: toggleFeaturedSchema,
          response: { 200: toggleFeaturedReplySchema, ...errorReplies },
        },
      },
      async (request) =>
        toggleFeatured(context, actingUserId(request, request.body.userId), request.body),
    );
  };
