import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createLiveStreamSchema,
  liveStreamIdParams,
  liveStreamReplySchema,
  liveStreamsQuerySchema,
  liveStreamsReplySchema,
  updateLiveStreamSchema,
} from "../../../shared/live-streams";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import {
  changeStream,
  createStream,
  listStreams,
  readStream,
  removeStream,
} from "./live-streams.service";

const writeErrors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  429: errorReplySchema,
};

/** The live streams directory (/live-streams) and the admins' edits of it. */
export const liveStreamsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/live-streams",
    {
      schema: {
        querystring: liveStreamsQuerySchema,
        response: { 200: liveStreamsReplySchema, 400: errorReplySchema },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, liveStreamsReplySchema, async () => ({
        streams: await listStreams(context, request.query),
      })),
  );

  app.get(
    "/api/live-streams/:id",
    {
      schema: {
        params: liveStreamIdParams,
        response: { 200: liveStreamReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => ({ stream: await readStream(context, request.params.id) }),
  );

  app.post(
    "/api/live-streams",
    {
      schema: {
        body: createLiveStreamSchema,
        response: { 201: liveStreamReplySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      const stream = await createStream(context, user, request.body);
      return reply.code(201).send({ stream });
    },
  );

  app.patch(
    "/api/live-streams/:id",
    {
      schema: {
        params: liveStreamIdParams,
        body: updateLiveStreamSchema,
        response: { 200: liveStreamReplySchema, 404: errorReplySchema, ...writeErrors },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return { stream: await changeStream(context, user, request.params.id, request.body) };
    },
  );

  app.delete(
    "/api/live-streams/:id",
    {
      schema: {
        params: liveStreamIdParams,
        response: { 204: z.null(), 404: errorReplySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await removeStream(context, user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
