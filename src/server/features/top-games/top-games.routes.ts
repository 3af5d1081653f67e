import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { topGamesReplySchema } from "../../../shared/top-games";
import type { AppContext } from "../../app-context";
import { readTopGames } from "./top-games.service";

/** The top games list of /top-games: ranked by searches, recomputed every few minutes. */
export const topGamesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const kept = context.caches.anonymousReplies;
  app.get(
    "/api/top-games",
    { onRequest: kept.answerKept, schema: { response: { 200: topGamesReplySchema } } },
    async (request, reply) =>
      kept.send(request, reply, topGamesReplySchema, () => readTopGames(context)),
  );
};
