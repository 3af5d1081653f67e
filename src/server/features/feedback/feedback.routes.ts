import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createdFeedbackReplySchema,
  createFeedbackSchema,
  feedbackItemReplySchema,
  feedbackListQuerySchema,
  feedbackListReplySchema,
  feedbackVoteReplySchema,
} from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../plugins/session";
import { createFeedback, listFeedback, readFeedbackItem } from "./feedback.service";
import { feedbackErrors, feedbackIdOf, feedbackParams } from "./feedback-params";
import { toggleFeedbackVote } from "./feedback-votes.service";

/** Community feedback: the list with its tabs and filters, one item, submitting and voting. */
export const feedbackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/community-feedback",
    {
      schema: {
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListReplySchema, ...feedbackErrors },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, feedbackListReplySchema, () =>
        listFeedback(context, request.auth?.user ?? null, request.query),
      ),
  );

  app.post(
    "/api/community-feedback",
    {
      schema: {
        body: createFeedbackSchema,
        response: { 201: createdFeedbackReplySchema, ...feedbackErrors },
      },
    },
    async (request, reply) => {
      const auth = requireUser(request);
      return reply.code(201).send(await createFeedback(context, auth, request.body));
    },
  );

  app.get(
    "/api/community-feedback/:id",
    {
      schema: {
        params: feedbackParams,
        response: { 200: feedbackItemReplySchema, ...feedbackErrors },
      },
    },
    async (request) =>
      readFeedbackItem(context, request.auth?.user ?? null, feedbackIdOf(request.params.id)),
  );

  app.post(
    "/api/community-feedback/:id/vote",
    {
      schema: {
        params: feedbackParams,
        response: { 200: feedbackVoteReplySchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const auth = requireUser(request);
      return toggleFeedbackVote(context, auth.user, feedbackIdOf(request.params.id));
    },
  );
};
