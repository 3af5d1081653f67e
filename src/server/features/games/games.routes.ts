import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createGameSchema,
  gameHubSchema,
  gameReplySchema,
  gameSlugParams,
  gamesQuerySchema,
  gamesReplySchema,
  updateGameSchema,
} from "../../../shared/games";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import {
  changeGame,
  createGame,
  listGames,
  readGame,
  readGameHub,
  removeGame,
} from "./games.service";

const writeErrors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  429: errorReplySchema,
};

/** Featured games (/games), game hubs (/games/{slug}) and the admins' catalogue. */
export const gamesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  /** The lists every visitor sees alike, kept for the next ones (lib/anonymous-replies). */
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/games",
    {
      schema: {
        querystring: gamesQuerySchema,
        response: { 200: gamesReplySchema, 400: errorReplySchema },
      },
      onRequest: kept.answerKept,
    },
    async (request, reply) =>
      kept.send(request, reply, gamesReplySchema, async () => ({
        games: await listGames(context, { featured: request.query.featured }),
      })),
  );

  app.get(
    "/api/games/:slug",
    {
      schema: { params: gameSlugParams, response: { 200: gameReplySchema, 404: errorReplySchema } },
    },
    async (request) => ({ game: await readGame(context, request.params.slug) }),
  );

  app.get(
    "/api/games/:slug/hub",
    { schema: { params: gameSlugParams, response: { 200: gameHubSchema, 404: errorReplySchema } } },
    async (request) => readGameHub(context, request.params.slug),
  );

  app.post(
    "/api/games",
    {
      schema: {
        body: createGameSchema,
        response: { 201: gameReplySchema, 409: errorReplySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      const game = await createGame(context, user, request.body);
      return reply.code(201).send({ game });
    },
  );

  app.patch(
    "/api/games/:slug",
    {
      schema: {
        params: gameSlugParams,
        body: updateGameSchema,
        response: { 200: gameReplySchema, 404: errorReplySchema, ...writeErrors },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return { game: await changeGame(context, user, request.params.slug, request.body) };
    },
  );

  app.delete(
    "/api/games/:slug",
    {
      schema: {
        params: gameSlugParams,
        response: { 204: z.null(), 404: errorReplySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await removeGame(context, user, request.params.slug);
      return reply.code(204).send(null);
    },
  );
};
