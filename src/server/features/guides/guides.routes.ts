import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createGuideSchema,
  guideGamesReplySchema,
  guideIdParams,
  guideRatingReplySchema,
  guideSchema,
  guidesQuerySchema,
  guidesReplySchema,
  rateGuideSchema,
  updateGuideSchema,
} from "../../../shared/guides";
import type { AppContext } from "../../app-context";
import { errorReplies, errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin, requireUser } from "../../plugins/session";
import {
  changeGuide,
  createGuide,
  listGuideGames,
  listGuides,
  rateGuide,
  readGuide,
  removeGuide,
} from "./guides.service";

/** Game guides: the list of /game-guides, one guide of /guides/{id}, ratings, and the admins' writes. */
export const guidesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/guides",
    {
      schema: {
        querystring: guidesQuerySchema,
        response: { 200: guidesReplySchema, 400: errorReplySchema },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, guidesReplySchema, () => listGuides(context, request.query)),
  );

  // A fixed path: Fastify's router matches it before the parametric /api/guides/:id.
  app.get(
    "/api/guides/games",
    { onRequest: kept.answerKept, schema: { response: { 200: guideGamesReplySchema } } },
    async (request, reply) =>
      kept.send(request, reply, guideGamesReplySchema, () => listGuideGames(context)),
  );

  app.get(
    "/api/guides/:id",
    {
      schema: {
        params: guideIdParams,
        response: { 200: guideSchema, 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) =>
      readGuide(context, { user: request.auth?.user ?? null, ip: request.ip }, request.params.id),
  );

  app.put(
    "/api/guides/:id/rating",
    {
      schema: {
        params: guideIdParams,
        body: rateGuideSchema,
        response: { 200: guideRatingReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return rateGuide(context, user, request.params.id, request.body.rating);
    },
  );

  app.post(
    "/api/guides",
    { schema: { body: createGuideSchema, response: { 201: guideSchema, ...errorReplies } } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      return reply.code(201).send(await createGuide(context, user, request.body));
    },
  );

  app.patch(
    "/api/guides/:id",
    {
      schema: {
        params: guideIdParams,
        body: updateGuideSchema,
        response: { 200: guideSchema, ...errorReplies },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return changeGuide(context, user, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/guides/:id",
    { schema: { params: guideIdParams, response: { 204: z.null(), ...errorReplies } } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await removeGuide(context, user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
