import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  myStreamerApplicationReplySchema,
  streamerApplicationEnvelope,
  streamerApplicationIdParams,
  streamerApplicationSchema,
  streamerApplicationsQuerySchema,
  streamerApplicationsReplySchema,
} from "../../../shared/live-streams";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin, requireUser } from "../../plugins/session";
import {
  applyAsStreamer,
  decideStreamerApplication,
  listApplications,
  readMyApplication,
} from "./streamer-applications.service";

const decisionSchema = {
  params: streamerApplicationIdParams,
  response: {
    200: streamerApplicationEnvelope,
    401: errorReplySchema,
    403: errorReplySchema,
    404: errorReplySchema,
    409: errorReplySchema,
  },
};

/** "Become a Streamer" for signed-in members, and the admins' review of the applications. */
export const streamerApplicationsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  context,
) => {
  app.post(
    "/api/streamer-applications",
    {
      schema: {
        body: streamerApplicationSchema,
        response: {
          201: streamerApplicationEnvelope,
          400: errorReplySchema,
          401: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const application = await applyAsStreamer(context, user, request.body);
      return reply.code(201).send({ application });
    },
  );

  app.get(
    "/api/streamer-applications/mine",
    { schema: { response: { 200: myStreamerApplicationReplySchema, 401: errorReplySchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return { application: await readMyApplication(context, user) };
    },
  );

  app.get(
    "/api/admin/streamer-applications",
    {
      schema: {
        querystring: streamerApplicationsQuerySchema,
        response: {
          200: streamerApplicationsReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { applications: await listApplications(context, request.query.status) };
    },
  );

  app.post(
    "/api/admin/streamer-applications/:id/approve",
    { schema: decisionSchema },
    async (request) => {
      const { user } = requireAdmin(request);
      return {
        application: await decideStreamerApplication(context, user, request.params.id, "approved"),
      };
    },
  );

  app.post(
    "/api/admin/streamer-applications/:id/reject",
    { schema: decisionSchema },
    async (request) => {
      const { user } = requireAdmin(request);
      return {
        application: await decideStreamerApplication(context, user, request.params.id, "rejected"),
      };
    },
  );
};
