import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  feedbackItemReplySchema,
  mergeFeedbackSchema,
  updateFeedbackSchema,
} from "../../../shared/feedback";
import type { AppContext } from "../../app-context";
import { requireContentActor } from "../../plugins/content-actor";
import { requireAdmin } from "../../plugins/session";
import { deleteFeedback, updateFeedback } from "./feedback-admin.service";
import { mergeFeedback } from "./feedback-merge.service";
import { feedbackErrors, feedbackIdOf, feedbackParams } from "./feedback-params";

/** The team's side of community feedback: status, the developer response and merging duplicates. */
export const feedbackAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.patch(
    "/api/community-feedback/:id",
    {
      schema: {
        params: feedbackParams,
        body: updateFeedbackSchema,
        response: { 200: feedbackItemReplySchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return updateFeedback(context, user, feedbackIdOf(request.params.id), request.body);
    },
  );

  app.post(
    "/api/community-feedback/:id/merge",
    {
      schema: {
        params: feedbackParams,
        body: mergeFeedbackSchema,
        response: { 200: feedbackItemReplySchema, ...feedbackErrors },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return mergeFeedback(context, user, feedbackIdOf(request.params.id), request.body.intoId);
    },
  );

  app.delete(
    "/api/community-feedback/:id",
    { schema: { params: feedbackParams, response: { 204: z.null(), ...feedbackErrors } } },
    async (request, reply) => {
      const actor = requireContentActor(request);
      await deleteFeedback(context, actor, feedbackIdOf(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
