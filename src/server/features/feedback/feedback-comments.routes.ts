import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okReplySchema } from "../../../shared/auth";
import {
  createdFeedbackCommentReplySchema,
  createFeedbackCommentSchema,
  feedbackCommentSchema,
  feedbackCommentsQuerySchema,
  feedbackCommentsReplySchema,
  feedbackFlagReplySchema,
  feedbackFlagSchema,
  feedbackOpenFlagsReplySchema,
  resolveFeedbackFlagSchema,
} from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import { requireContentActor } from "../../plugins/content-actor";
import { requireAdmin, requireUser } from "../../plugins/session";
import {
  COMMENT_NOT_FOUND_MESSAGE,
  createFeedbackComment,
  deleteFeedbackComment,
  listFeedbackComments,
  updateFeedbackComment,
} from "./feedback-comments.service";
import {
  flagFeedbackPost,
  listFeedbackFlags,
  REPORT_NOT_FOUND_MESSAGE,
  resolveFeedbackFlag,
} from "./feedback-flags.service";
import { feedbackErrors, feedbackIdOf, feedbackParams } from "./feedback-params";

const commentParams = z.object({ commentId: z.string().max(40) });
const flagParams = z.object({ flagId: z.string().max(40) });
const commentIdOf = (text: string) => feedbackIdOf(text, COMMENT_NOT_FOUND_MESSAGE);

/** Comments on feedback items, and reports (flags) of items and comments. */
export const feedbackCommentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/community-feedback/:id/comments",
    {
      schema: {
        params: feedbackParams,
        querystring: feedbackCommentsQuerySchema,
        response: { 200: feedbackCommentsReplySchema, ...feedbackErrors },
      },
    },
    async (request) =>
      listFeedbackComments(
        context,
        request.auth?.user ?? null,
        feedbackIdOf(request.params.id),
        request.query.cursor,
      ),
  );

  app.post(
    "/api/community-feedback/:id/comments",
    {
      schema: {
        params: feedbackParams,
        body: createFeedbackCommentSchema,
        response: { 201: createdFeedbackCommentReplySchema, ...feedbackErrors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const created = await createFeedbackComment(
        context,
        user,
        feedbackIdOf(request.params.id),
        request.body.content,
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/community-feedback/comments/:commentId",
    {
      schema: {
        params: commentParams,
        body: createFeedbackCommentSchema,
        response: { 200: feedbackCommentSchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const actor = requireContentActor(request);
      return updateFeedbackComment(
        context,
        actor,
        commentIdOf(request.params.commentId),
        request.body.content,
      );
    },
  );

  app.delete(
    "/api/community-feedback/comments/:commentId",
    { schema: { params: commentParams, response: { 204: z.null(), ...feedbackErrors } } },
    async (request, reply) => {
      const actor = requireContentActor(request);
      await deleteFeedbackComment(context, actor, commentIdOf(request.params.commentId));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/community-feedback/:id/flag",
    {
      schema: {
        params: feedbackParams,
        body: feedbackFlagSchema,
        response: { 200: feedbackFlagReplySchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const id = feedbackIdOf(request.params.id);
      return flagFeedbackPost(context, user, "item", id, request.body.reason);
    },
  );

  app.post(
    "/api/community-feedback/comments/:commentId/flag",
    {
      schema: {
        params: commentParams,
        body: feedbackFlagSchema,
        response: { 200: feedbackFlagReplySchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const id = commentIdOf(request.params.commentId);
      return flagFeedbackPost(context, user, "comment", id, request.body.reason);
    },
  );

  app.get(
    "/api/community-feedback/flags",
    { schema: { response: { 200: feedbackOpenFlagsReplySchema, ...feedbackErrors } } },
    async (request) => {
      requireAdmin(request);
      return listFeedbackFlags(context);
    },
  );

  app.post(
    "/api/community-feedback/flags/:flagId/resolve",
    {
      schema: {
        params: flagParams,
        body: resolveFeedbackFlagSchema,
        response: { 200: okReplySchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      const flagId = feedbackIdOf(request.params.flagId, REPORT_NOT_FOUND_MESSAGE);
      await resolveFeedbackFlag(context, user, flagId, request.body.action);
      return { ok: true as const };
    },
  );
};
